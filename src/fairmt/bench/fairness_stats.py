"""The pure statistics of the FairQE fairness settings: the guarded ratio and the column summaries.

Part of :mod:`fairmt.bench.fairness` (which re-exports every name here). Every number uses
the scorer's normalised score (in [0, 1], higher is better). A score below the floor ``ε``
(:data:`RATIO_FLOOR`, 1e-6, the same for every method) is raised to ``ε`` before dividing:
``r = max(q_a, ε) / max(q_b, ε)``; two zero scores give 1, and each column counts how many
items were floored. In the explicit setting ties count as wrong (strict ``>``). The std is
the population std (``n`` in the denominator); averages are macro averages over columns (the
paper's "Avg."). These are the point estimates; the intervals and tests are in
:mod:`fairmt.bench.significance`.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

__all__ = [
    "RATIO_FLOOR",
    "AccuracyStats",
    "RatioStats",
    "accuracy_stats",
    "macro_average",
    "ratio",
    "ratio_stats",
]

#: Floor applied to normalised scores before a ratio is taken (identical for every method).
RATIO_FLOOR = 1e-6


def ratio(a: float, b: float, eps: float = RATIO_FLOOR) -> float:
    """``max(a, eps) / max(b, eps)``: the ratio of two normalised scores, guarded against zero."""
    return max(a, eps) / max(b, eps)


@dataclass(frozen=True)
class RatioStats:
    """Mean and population std of per-item ratios ``a/b`` (None when there are no items)."""

    n: int
    mean: float | None
    std: float | None
    mean_a: float | None
    mean_b: float | None
    n_floored: int
    n_identical: int = 0
    #: Items left out because a score is missing (the method flagged a failure, e.g. its judge).
    n_failed: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {
            "n": self.n,
            "n_failed": self.n_failed,
            "mean": self.mean,
            "std": self.std,
            "mean_score_a": self.mean_a,
            "mean_score_b": self.mean_b,
            "n_floored": self.n_floored,
            "n_identical": self.n_identical,
        }


def ratio_stats(
    a: Sequence[float], b: Sequence[float], *, eps: float = RATIO_FLOOR, n_identical: int = 0
) -> RatioStats:
    """Mean and population std of ``ratio(a[i], b[i], eps)``; ``n_floored``: items with a score < eps."""
    if len(a) != len(b):
        raise ValueError(f"{len(a)} numerator scores for {len(b)} denominator scores")
    keep = [i for i in range(len(a)) if not (math.isnan(a[i]) or math.isnan(b[i]))]
    n_failed = len(a) - len(keep)
    a, b = [a[i] for i in keep], [b[i] for i in keep]
    if not a:
        return RatioStats(0, None, None, None, None, 0, n_identical, n_failed)
    rs = [ratio(x, y, eps) for x, y in zip(a, b, strict=True)]
    floored = sum(1 for x, y in zip(a, b, strict=True) if x < eps or y < eps)
    return RatioStats(
        len(rs),
        statistics.fmean(rs),
        statistics.pstdev(rs),
        statistics.fmean(a),
        statistics.fmean(b),
        floored,
        n_identical,
        n_failed,
    )


@dataclass(frozen=True)
class AccuracyStats:
    """How often the gender-aligned hypothesis scored strictly higher; ties count as wrong."""

    n: int
    correct: int
    ties: int
    n_identical: int = 0
    n_failed: int = 0

    @property
    def accuracy(self) -> float | None:
        """Percent of triples right (None without triples)."""
        return 100.0 * self.correct / self.n if self.n else None

    def to_dict(self) -> dict[str, Any]:
        return {
            "n": self.n,
            "n_failed": self.n_failed,
            "correct": self.correct,
            "ties": self.ties,
            "n_identical": self.n_identical,
            "accuracy": self.accuracy,
        }


def accuracy_stats(
    correct: Sequence[float], wrong: Sequence[float], *, n_identical: int = 0
) -> AccuracyStats:
    """Share of ``correct[i] > wrong[i]`` (strict), with the number of ties."""
    if len(correct) != len(wrong):
        raise ValueError(f"{len(correct)} aligned scores for {len(wrong)} misaligned scores")
    keep = [i for i in range(len(correct)) if not (math.isnan(correct[i]) or math.isnan(wrong[i]))]
    n_failed = len(correct) - len(keep)
    correct, wrong = [correct[i] for i in keep], [wrong[i] for i in keep]
    right = sum(1 for c, w in zip(correct, wrong, strict=True) if c > w)
    ties = sum(1 for c, w in zip(correct, wrong, strict=True) if c == w)
    return AccuracyStats(len(correct), right, ties, n_identical, n_failed)


def macro_average(values: Iterable[float | None]) -> float | None:
    """Mean of the values that are not None (None if there are none): the paper's "Avg."."""
    vs = [v for v in values if v is not None]
    return statistics.fmean(vs) if vs else None
