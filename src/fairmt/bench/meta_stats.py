"""The statistics of the metric meta-evaluation, as mt-metrics-eval computes them for WMT23.

Part of :mod:`fairmt.bench.meta` (which re-exports every public name here and defines the
four statistics and avg-corr). Pure functions of gold and metric scores: system-level
pairwise accuracy (a tie on both sides agrees; ``stats.Agreement``), segment-level pairwise
accuracy with tie calibration (Deutsch et al., 2023, "Ties Matter"; ``KendallWithTiesOpt``,
variant ``acc23``, grouped by item: one global ``ε``, the smallest that maximises the mean
per-segment accuracy), and :func:`avg_corr`, the equal-weight mean of the four statistics
rescaled to [0, 1] (``TaskSetResults.AverageCorrs`` for one language pair).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

__all__ = [
    "FloatArray",
    "TieCalibration",
    "avg_corr",
    "pairwise_accuracy",
    "pairwise_agreement",
    "tie_accuracy_at",
    "tie_calibrated_accuracy",
]

FloatArray = npt.NDArray[np.float64]


def _vector(x: Sequence[float] | FloatArray) -> FloatArray:
    return np.asarray(x, dtype=np.float64).reshape(-1)


def pairwise_agreement(
    gold: Sequence[float] | FloatArray, metric: Sequence[float] | FloatArray
) -> tuple[int, int]:
    """``(agreeing pairs, pairs)`` over all pairs ``i < j`` whose gold and metric scores are not NaN.

    A pair agrees when ``sign(gold_i - gold_j) == sign(metric_i - metric_j)``: the same strict
    order, or a tie on both sides.
    """
    g, m = _vector(gold), _vector(metric)
    if g.shape != m.shape:
        raise ValueError(f"gold has {g.size} scores, metric {m.size}")
    keep = ~(np.isnan(g) | np.isnan(m))
    g, m = g[keep], m[keep]
    i, j = np.triu_indices(g.size, 1)
    agree = np.sign(g[i] - g[j]) == np.sign(m[i] - m[j])
    return int(agree.sum()), int(i.size)


def pairwise_accuracy(gold: Sequence[float] | FloatArray, metric: Sequence[float] | FloatArray) -> float:
    """Share of pairs ordered as the gold orders them (:func:`pairwise_agreement`); NaN without pairs."""
    agree, n = pairwise_agreement(gold, metric)
    return agree / n if n else math.nan


@dataclass(frozen=True)
class TieCalibration:
    """Result of :func:`tie_calibrated_accuracy`."""

    accuracy: float
    epsilon: float
    n_rows: int
    n_pairs: int


@dataclass(frozen=True)
class _Pairs:
    """All within-row pairs that have gold and metric scores, flattened."""

    row: npt.NDArray[np.intp]
    diff: FloatArray  # |metric_i - metric_j|
    right: npt.NDArray[np.bool_]  # right as scored (same sign; ties on both sides)
    right_if_tied: npt.NDArray[np.bool_]  # right once the metric ties it (the gold ties)
    n_rows: int
    per_row: npt.NDArray[np.intp]  # number of pairs in each of the rows, 0 for unused rows


def _matrix(x: Sequence[Sequence[float]] | FloatArray, name: str) -> FloatArray:
    a = np.asarray(x, dtype=np.float64)
    if a.ndim != 2:
        raise ValueError(f"{name} must be a rows x systems matrix, got shape {a.shape}")
    return a


def _pairs(
    gold: Sequence[Sequence[float]] | FloatArray, metric: Sequence[Sequence[float]] | FloatArray
) -> _Pairs:
    g, m = _matrix(gold, "gold"), _matrix(metric, "metric")
    if g.shape != m.shape:
        raise ValueError(f"gold has shape {g.shape}, metric {m.shape}")
    i, j = np.triu_indices(g.shape[1], 1)
    gi, gj, mi, mj = g[:, i], g[:, j], m[:, i], m[:, j]
    valid = ~(np.isnan(gi) | np.isnan(gj) | np.isnan(mi) | np.isnan(mj))
    dg, dm = gi - gj, mi - mj
    rows = np.broadcast_to(np.arange(g.shape[0])[:, None], valid.shape)
    per_row = valid.sum(axis=1).astype(np.intp)
    return _Pairs(
        row=rows[valid].astype(np.intp),
        diff=np.abs(dm[valid]),
        right=(np.sign(dg) == np.sign(dm))[valid],
        right_if_tied=(dg == 0)[valid],
        n_rows=int((per_row > 0).sum()),
        per_row=per_row,
    )


def _accuracy_at(p: _Pairs, epsilon: float) -> float:
    right = np.where(p.diff <= epsilon, p.right_if_tied, p.right)
    per_row_right = np.bincount(p.row, weights=right.astype(np.float64), minlength=p.per_row.size)
    used = p.per_row > 0
    return float(np.mean(per_row_right[used] / p.per_row[used]))


def tie_accuracy_at(
    gold: Sequence[Sequence[float]] | FloatArray,
    metric: Sequence[Sequence[float]] | FloatArray,
    epsilon: float,
) -> float:
    """acc23 averaged over rows at a fixed tie threshold ``epsilon`` (no search).

    ``gold`` and ``metric`` are ``rows x systems`` matrices (for acc-t a row is a segment);
    NaN marks a missing score, and a pair with a missing score on either side is left out.
    Rows without pairs do not count. NaN when no row has a pair.
    """
    p = _pairs(gold, metric)
    return _accuracy_at(p, epsilon) if p.n_rows else math.nan


def tie_calibrated_accuracy(
    gold: Sequence[Sequence[float]] | FloatArray, metric: Sequence[Sequence[float]] | FloatArray
) -> TieCalibration:
    """acc-t: :func:`tie_accuracy_at` at the threshold ``ε`` that maximises it.

    The candidates are 0 and every observed ``|m_i - m_j|``; raising ``ε`` to a candidate turns
    exactly the pairs with that difference into metric ties, so one sort of the pairs and a
    cumulative sum of the per-pair changes give the average for every candidate in
    ``O(P log P)`` for ``P`` pairs. The smallest ``ε`` that reaches the maximum is chosen
    (maxima within 1e-12 count as equal, against float round-off); the returned accuracy is
    recomputed at that ``ε`` directly.
    """
    p = _pairs(gold, metric)
    if p.n_rows == 0:
        return TieCalibration(math.nan, 0.0, 0, 0)
    # Each pair weighs 1 / (pairs in its row); the average is the weighted sum / rows.
    weight = 1.0 / p.per_row[p.row]
    base = float(np.dot(weight, p.right))
    change = weight * (p.right_if_tied.astype(np.float64) - p.right.astype(np.float64))
    order = np.argsort(p.diff, kind="stable")
    diffs = p.diff[order]
    totals = base + np.cumsum(change[order])
    last = np.r_[diffs[1:] != diffs[:-1], True]
    thresholds = np.r_[0.0, diffs[last]]
    values = np.r_[base, totals[last]]
    best = float(values.max())
    k = int(np.flatnonzero(values >= best - 1e-12 * max(1.0, abs(best)))[0])
    eps = float(thresholds[k])
    return TieCalibration(_accuracy_at(p, eps), eps, p.n_rows, int(p.row.size))


def avg_corr(sys_accuracy: float, sys_pearson: float, seg_acc_t: float, seg_pearson: float) -> float:
    """The four statistics rescaled to [0, 1] (``r -> (r + 1) / 2``) and averaged with equal weights.

    An undefined Pearson (NaN: a constant vector) counts as 0, as mt-metrics-eval's
    ``AverageCorrelation`` returns 0 when no correlation is defined. An undefined accuracy
    makes the average NaN.
    """

    def r01(r: float) -> float:
        return 0.5 if math.isnan(r) else (r + 1.0) / 2.0

    return (sys_accuracy + r01(sys_pearson) + seg_acc_t + r01(seg_pearson)) / 4.0
