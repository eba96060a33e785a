"""Minimal Pair Accuracy (Manna et al., 2025; Table 2 of the decoder-only diagnostics paper).

``en_pro.txt`` and ``en_anti.txt`` are line-aligned: line *i* of both is the same sentence
with the gendered pronoun swapped, so the entity is pro-stereotypical in one and
anti-stereotypical in the other. A pair is **accurate** only if the translations of both
sentences realise the entity in its gold gender (an ``unknown`` prediction is wrong):
a system that ignores the pronoun and always uses the stereotypical (or the masculine)
form gets at most one of the two right.

* MPA = accurate pairs / scored pairs, in percent;
* Pro-F / Pro-M = the share of accurate pairs whose entity is stereotypically feminine /
  masculine, i.e. whose ``en_pro`` gold is female / male (they sum to 100).

Which pairs are scored (our decision; the paper does not discuss the data's irregular
lines). A pair is a *minimal pair* when both lines have the same entity and opposite
binary gold genders. In the current WinoMT files (mt_gender 5862928):

* 1565 pairs differ only in the pronouns (he/she, him/her, his/her, himself/herself);
* 17 more are minimal pairs whose sentences also differ in a few other words: typos fixed
  on one side ("card"/"cared", "the the", "greeted with"/"greeted", "won"/"win"), small
  rewordings ("needed a desk"/"needed one", "careless"/"rude", "is a generous man"/"is
  generous") and one stray second pronoun (anti line 651: "since she he did not visit");
  two of them (894, 968) therefore have different entity indices. They still swap the
  gender cue of the same entity, so they are **scored normally** and listed as
  ``irregular``;
* 2 are not minimal pairs at all (lines 1570 and 1572): the lines hold different sentences
  about different entities, both with male gold ("The tailor waited for the physician and
  handed him a suit." / "The physician hired the tailor and pleased him ..."). Neither
  sentence's counterpart exists anywhere in WinoMT. A system that always answers
  masculine gets both right, so they cannot show cue sensitivity: they are **excluded**
  from MPA (1582 scored pairs) and listed as ``excluded``.

In the 2020-08-31 files (the ones WinoMT's saved translations match), lines 537 and 538
are the same sentence with the same gold in both files as well, so 4 pairs are excluded
(1580 scored). A pair with a side that has no translation is left out and listed as
``missing``, as WinoMT leaves such rows out of its accuracy.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from fairmt.diagnostics._percent import percent, split_percent
from fairmt.errors import DataError
from fairmt.gender.base import Gender
from fairmt.winomt.challenge import ChallengeItem

#: English gendered pronouns, mapped to what the swap leaves unchanged.
_PRONOUN_SLOT = {
    "he": "3sg",
    "she": "3sg",
    "him": "3sg",
    "her": "3sg",
    "his": "3sg",
    "hers": "3sg",
    "himself": "3sg-refl",
    "herself": "3sg-refl",
}
_WORD = re.compile(r"\w+|[^\w\s]")
_BINARY = frozenset({Gender.MALE, Gender.FEMALE})


def _skeleton(sentence: str) -> list[str]:
    return [_PRONOUN_SLOT.get(w.lower(), w) for w in _WORD.findall(sentence)]


@dataclass(frozen=True)
class MinimalPair:
    """Line ``line`` (1-based) of ``en_pro`` and ``en_anti``."""

    line: int
    pro: ChallengeItem
    anti: ChallengeItem

    @property
    def valid(self) -> bool:
        """Same entity, opposite binary gold genders: a pair that can show cue sensitivity."""
        return (
            self.pro.entity == self.anti.entity
            and {self.pro.gold, self.anti.gold} == _BINARY
            and self.pro.gold is not self.anti.gold
        )

    @property
    def pronoun_only(self) -> bool:
        """The sentences differ in nothing but the gendered pronouns (and the index is the same)."""
        return self.pro.index == self.anti.index and _skeleton(self.pro.sentence) == _skeleton(
            self.anti.sentence
        )

    @property
    def stereotype(self) -> Gender:
        """The entity's stereotypical gender: the gold gender of its pro-stereotypical line."""
        return self.pro.gold

    def describe(self) -> dict[str, Any]:
        return {
            "line": self.line,
            "pro": {"gold": self.pro.gold.value, "entity": self.pro.entity, "sentence": self.pro.sentence},
            "anti": {
                "gold": self.anti.gold.value,
                "entity": self.anti.entity,
                "sentence": self.anti.sentence,
            },
        }


def minimal_pairs(pro: Sequence[ChallengeItem], anti: Sequence[ChallengeItem]) -> list[MinimalPair]:
    """Pair line *i* of the pro-stereotypical set with line *i* of the anti-stereotypical set."""
    if len(pro) != len(anti):
        raise DataError(
            f"en_pro has {len(pro)} rows but en_anti has {len(anti)}: they must be line-aligned minimal pairs"
        )
    return [MinimalPair(i, p, a) for i, (p, a) in enumerate(zip(pro, anti, strict=True), start=1)]


@dataclass(frozen=True)
class MPAResult:
    n_pairs: int
    scored: int
    accurate: int
    accurate_pro_f: int
    accurate_pro_m: int
    scored_pro_f: int
    scored_pro_m: int
    excluded: tuple[int, ...] = field(default_factory=tuple)
    irregular: tuple[int, ...] = field(default_factory=tuple)
    missing: tuple[int, ...] = field(default_factory=tuple)

    @property
    def mpa(self) -> float | None:
        return percent(self.accurate, self.scored)

    @property
    def pro_f(self) -> float | None:
        return split_percent(self.accurate_pro_f, self.accurate_pro_m)[0]

    @property
    def pro_m(self) -> float | None:
        return split_percent(self.accurate_pro_f, self.accurate_pro_m)[1]

    @property
    def mpa_pro_f(self) -> float | None:
        """MPA over the pairs whose entity is stereotypically feminine."""
        return percent(self.accurate_pro_f, self.scored_pro_f)

    @property
    def mpa_pro_m(self) -> float | None:
        """MPA over the pairs whose entity is stereotypically masculine."""
        return percent(self.accurate_pro_m, self.scored_pro_m)

    def to_dict(self) -> dict[str, Any]:
        return {
            "mpa": self.mpa,
            "pro_f": self.pro_f,
            "pro_m": self.pro_m,
            "pairs": self.n_pairs,
            "scored": self.scored,
            "accurate": self.accurate,
            "accurate_pro_f": self.accurate_pro_f,
            "accurate_pro_m": self.accurate_pro_m,
            "mpa_pro_f": self.mpa_pro_f,
            "mpa_pro_m": self.mpa_pro_m,
            "excluded_lines": list(self.excluded),
            "irregular_lines": list(self.irregular),
            "missing_lines": list(self.missing),
        }


def minimal_pair_accuracy(
    pairs: Sequence[MinimalPair],
    pro_predicted: Sequence[Gender | None],
    anti_predicted: Sequence[Gender | None],
) -> MPAResult:
    """MPA of the predictions for the pro and anti lines (``None``: the line has no translation).

    ``pro_predicted[i]`` / ``anti_predicted[i]`` belong to ``pairs[i]``.
    """
    if not len(pairs) == len(pro_predicted) == len(anti_predicted):
        raise ValueError(
            f"{len(pairs)} pairs but {len(pro_predicted)} pro and {len(anti_predicted)} anti predictions"
        )
    excluded: list[int] = []
    irregular: list[int] = []
    missing: list[int] = []
    scored = {Gender.FEMALE: 0, Gender.MALE: 0}
    accurate = {Gender.FEMALE: 0, Gender.MALE: 0}
    for pair, p, a in zip(pairs, pro_predicted, anti_predicted, strict=True):
        if not pair.valid:
            excluded.append(pair.line)
            continue
        if not pair.pronoun_only:
            irregular.append(pair.line)
        if p is None or a is None:
            missing.append(pair.line)
            continue
        scored[pair.stereotype] += 1
        if p is pair.pro.gold and a is pair.anti.gold:
            accurate[pair.stereotype] += 1
    return MPAResult(
        n_pairs=len(pairs),
        scored=scored[Gender.FEMALE] + scored[Gender.MALE],
        accurate=accurate[Gender.FEMALE] + accurate[Gender.MALE],
        accurate_pro_f=accurate[Gender.FEMALE],
        accurate_pro_m=accurate[Gender.MALE],
        scored_pro_f=scored[Gender.FEMALE],
        scored_pro_m=scored[Gender.MALE],
        excluded=tuple(excluded),
        irregular=tuple(irregular),
        missing=tuple(missing),
    )
