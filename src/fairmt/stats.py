"""Correlation statistics shared by the meta-evaluation (:mod:`fairmt.bench.meta`) and the
mini-qe trainer (:mod:`fairmt.qe.train`): one Pearson, one Spearman.

Undefined is NaN, once for everyone. Pearson's r needs two entries and a spread on both
sides; with fewer than two usable entries, or a constant side, the correlation is not 0 (a
constant metric does not "disagree" with the gold) but undefined, and is returned as NaN.
This is what mt-metrics-eval reports (it keeps scipy's older ``pearsonr`` behaviour), so the
published WMT23 meta-evaluation numbers are reproduced. A caller that must rank candidates by
r (the trainer choosing a ridge penalty or an MLP epoch) decides there what an undefined r
is worth; NaN never silently becomes a number here.

Entries where either side is NaN are left out pairwise (mt-metrics-eval: a segment without a
gold score is not rated), and r is clipped to [-1, 1] against rounding.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

__all__ = ["pearson", "ranks", "spearman"]

FloatArray = npt.NDArray[np.float64]


def _pairs(x: Sequence[float] | FloatArray, y: Sequence[float] | FloatArray) -> tuple[FloatArray, FloatArray]:
    a = np.asarray(x, dtype=np.float64).reshape(-1)
    b = np.asarray(y, dtype=np.float64).reshape(-1)
    if a.shape != b.shape:
        raise ValueError(f"x has {a.size} values, y {b.size}")
    keep = ~(np.isnan(a) | np.isnan(b))
    return a[keep], b[keep]


def _pearson(a: FloatArray, b: FloatArray) -> float:
    if a.size < 2 or np.all(a == a[0]) or np.all(b == b[0]):
        return math.nan
    da, db = a - a.mean(), b - b.mean()
    denom = math.sqrt(float(np.dot(da, da)) * float(np.dot(db, db)))
    if denom == 0.0:
        return math.nan
    return max(-1.0, min(1.0, float(np.dot(da, db)) / denom))


def pearson(x: Sequence[float] | FloatArray, y: Sequence[float] | FloatArray) -> float:
    """Pearson's r over the entries where neither is NaN; NaN when undefined (see the module doc)."""
    return _pearson(*_pairs(x, y))


def ranks(x: Sequence[float] | FloatArray) -> FloatArray:
    """0-based ranks, ties sharing the mean of their ranks (as ``scipy.stats.rankdata`` minus 1)."""
    v = np.asarray(x, dtype=np.float64).reshape(-1)
    order = np.argsort(v, kind="mergesort")
    out = np.empty(len(v), dtype=np.float64)
    vs = v[order]
    i = 0
    while i < len(v):
        j = i
        while j + 1 < len(v) and vs[j + 1] == vs[i]:
            j += 1
        out[order[i : j + 1]] = (i + j) / 2.0
        i = j + 1
    return out


def spearman(x: Sequence[float] | FloatArray, y: Sequence[float] | FloatArray) -> float:
    """Spearman's rho: Pearson's r of the tie-averaged ranks, over the entries where neither is NaN."""
    a, b = _pairs(x, y)
    return _pearson(ranks(a), ranks(b))
