"""WinoMT metrics, computed exactly as the original ``evaluate.py`` / ``generate_table.py``.

* accuracy: % of rows whose predicted gender equals the gold gender (unknown is wrong;
  neutral gold rows count in the denominator);
* per gender: recall = correct / gold count, precision = correct / predicted count, each
  rounded to one decimal (in percent) *before* F1 = 2PR/(P+R), which is rounded again;
* ΔG = F1(male) − F1(female) on the full set; ΔS = acc(pro) − acc(anti); both rounded
  to one decimal.

Where the original divides by zero (a gender never predicted), precision is 0.0 and F1
is 0.0 when precision + recall is 0.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from fairmt.gender.base import Gender


def _pct(part: int, total: int) -> float:
    return round(part / total * 100, 1) if total else 0.0


def f1(precision: float, recall: float) -> float:
    if precision + recall == 0:
        return 0.0
    return round(2 * precision * recall / (precision + recall), 1)


@dataclass(frozen=True)
class GenderScores:
    precision: float
    recall: float
    f1: float


@dataclass(frozen=True)
class SubsetMetrics:
    """Metrics of one challenge-set subset (all, pro or anti)."""

    n: int
    correct: int
    accuracy: float
    male: GenderScores
    female: GenderScores
    neutral: GenderScores
    #: unknown predictions per gold gender
    unknown: dict[str, int] = field(default_factory=dict)
    #: confusion[gold][predicted] = count
    confusion: dict[str, dict[str, int]] = field(default_factory=dict)

    @property
    def unknown_total(self) -> int:
        return sum(self.unknown.values())


def subset_metrics(gold: Sequence[Gender], predicted: Sequence[Gender]) -> SubsetMetrics:
    if len(gold) != len(predicted):
        raise ValueError(f"{len(gold)} gold labels but {len(predicted)} predictions")
    total: Counter[Gender] = Counter(gold)
    pred_cnt: Counter[Gender] = Counter(predicted)
    correct: Counter[Gender] = Counter(g for g, p in zip(gold, predicted, strict=True) if g == p)
    conf: dict[str, dict[str, int]] = {}
    for g, p in zip(gold, predicted, strict=True):
        row = conf.setdefault(g.value, {})
        row[p.value] = row.get(p.value, 0) + 1
    n = len(gold)

    def scores(x: Gender) -> GenderScores:
        r = _pct(correct[x], total[x])
        p = _pct(correct[x], pred_cnt[x])
        return GenderScores(p, r, f1(p, r))

    unknown = {
        g.value: sum(1 for gg, p in zip(gold, predicted, strict=True) if gg == g and p is Gender.UNKNOWN)
        for g in (Gender.MALE, Gender.FEMALE, Gender.NEUTRAL)
    }
    ncorrect = sum(correct.values())
    return SubsetMetrics(
        n=n,
        correct=ncorrect,
        accuracy=_pct(ncorrect, n),
        male=scores(Gender.MALE),
        female=scores(Gender.FEMALE),
        neutral=scores(Gender.NEUTRAL),
        unknown=unknown,
        confusion=conf,
    )


def delta(a: float, b: float) -> float:
    """A difference of one-decimal numbers, rounded to one decimal (as generate_table.py)."""
    return round(a - b, 1)
