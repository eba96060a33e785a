"""Prior Bias (Manna et al., Table 3): the gender a system chooses when the source has none.

The Neutral Set (``winomt_neutral/en_neu.txt``) is ``en_pro.txt`` with the gendered
pronouns replaced by they/them/their. Its gold column is not a gold label (no cue is
left); the translations are run through the same alignment and gender analysis, and
Prior Bias is the split of the detected genders:

* masculine = male / (male + female), feminine = female / (male + female), in percent
  (they sum to 100);
* ``unknown`` predictions are excluded, as in the paper; so are ``neutral`` ones (a
  grammatically neuter or ungendered realisation, e.g. Russian common-gender nouns), which
  are neither masculine nor feminine. Both counts are reported.

``stereotypical`` (our addition) is the share of the detected genders that equal the
entity's stereotypical gender (the ``en_pro`` gold kept in the neutral file): 50% with no
stereotype effect beyond the masculine default on this balanced set.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from fairmt.diagnostics._percent import percent, split_percent
from fairmt.gender.base import Gender


@dataclass(frozen=True)
class PriorBias:
    n: int
    male: int
    female: int
    neutral: int
    unknown: int
    stereotypical_detected: int | None = None

    @property
    def detected(self) -> int:
        return self.male + self.female

    @property
    def masculine(self) -> float | None:
        return split_percent(self.male, self.female)[0]

    @property
    def feminine(self) -> float | None:
        return split_percent(self.male, self.female)[1]

    @property
    def stereotypical(self) -> float | None:
        if self.stereotypical_detected is None:
            return None
        return percent(self.stereotypical_detected, self.detected)

    def to_dict(self) -> dict[str, Any]:
        return {
            "masculine": self.masculine,
            "feminine": self.feminine,
            "n": self.n,
            "detected": self.detected,
            "male": self.male,
            "female": self.female,
            "neutral": self.neutral,
            "unknown": self.unknown,
            "stereotypical": self.stereotypical,
        }


def prior_bias(predicted: Sequence[Gender], stereotypes: Sequence[Gender] | None = None) -> PriorBias:
    """Masculine vs feminine share of the genders detected in translations of the neutral set.

    ``stereotypes[i]`` is the stereotypical gender of row *i*'s entity (optional).
    """
    if stereotypes is not None and len(stereotypes) != len(predicted):
        raise ValueError(f"{len(predicted)} predictions but {len(stereotypes)} stereotypes")
    stereo = None
    if stereotypes is not None:
        stereo = sum(
            1
            for p, s in zip(predicted, stereotypes, strict=True)
            if p in (Gender.MALE, Gender.FEMALE) and p is s
        )
    return PriorBias(
        n=len(predicted),
        male=sum(1 for p in predicted if p is Gender.MALE),
        female=sum(1 for p in predicted if p is Gender.FEMALE),
        neutral=sum(1 for p in predicted if p is Gender.NEUTRAL),
        unknown=sum(1 for p in predicted if p is Gender.UNKNOWN),
        stereotypical_detected=stereo,
    )
