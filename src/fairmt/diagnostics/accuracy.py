"""Standard gender accuracy (Manna et al., Table 1): overall, masculine and feminine.

* overall: % of rows whose predicted gender equals the gold gender; an ``unknown``
  prediction is wrong, and ``neutral`` gold rows (the 240 Winogender rows of ``en.txt``)
  count in the denominator: this is WinoMT's accuracy, exactly;
* masculine / feminine: the same accuracy restricted to the rows with male / female gold
  (WinoMT's recall per gender).

Computed on the rows that have a translation; percent with one decimal.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from fairmt.diagnostics._percent import percent
from fairmt.gender.base import Gender


@dataclass(frozen=True)
class GenderAccuracy:
    n: int
    correct: int
    n_male: int
    correct_male: int
    n_female: int
    correct_female: int
    unknown: int

    @property
    def overall(self) -> float | None:
        return percent(self.correct, self.n)

    @property
    def masculine(self) -> float | None:
        return percent(self.correct_male, self.n_male)

    @property
    def feminine(self) -> float | None:
        return percent(self.correct_female, self.n_female)

    @property
    def unknown_rate(self) -> float | None:
        return percent(self.unknown, self.n)

    def to_dict(self) -> dict[str, float | int | None]:
        return {
            "overall": self.overall,
            "masculine": self.masculine,
            "feminine": self.feminine,
            "n": self.n,
            "correct": self.correct,
            "n_male": self.n_male,
            "correct_male": self.correct_male,
            "n_female": self.n_female,
            "correct_female": self.correct_female,
            "unknown": self.unknown,
            "unknown_rate": self.unknown_rate,
        }


def gender_accuracy(gold: Sequence[Gender], predicted: Sequence[Gender]) -> GenderAccuracy:
    """Overall, masculine and feminine accuracy of ``predicted`` against ``gold``."""
    if len(gold) != len(predicted):
        raise ValueError(f"{len(gold)} gold labels but {len(predicted)} predictions")
    pairs = list(zip(gold, predicted, strict=True))
    return GenderAccuracy(
        n=len(pairs),
        correct=sum(1 for g, p in pairs if g == p),
        n_male=sum(1 for g, _ in pairs if g is Gender.MALE),
        correct_male=sum(1 for g, p in pairs if g is Gender.MALE and p is Gender.MALE),
        n_female=sum(1 for g, _ in pairs if g is Gender.FEMALE),
        correct_female=sum(1 for g, p in pairs if g is Gender.FEMALE and p is Gender.FEMALE),
        unknown=sum(1 for _, p in pairs if p is Gender.UNKNOWN),
    )
