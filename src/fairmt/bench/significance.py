"""Confidence intervals and significance tests of the fairness bench (statistics apart from data).

Kept apart from :mod:`fairmt.bench.fairness` (which reads data and scores it), as
mt-metrics-eval keeps its ``stats`` apart from its data: everything here takes plain vectors
of per-unit values and knows nothing of datasets or QE models.

Paired bootstrap, as sums
    Every statistic of the bench is a function of a few *sums over units* (items, or lines
    for MT-GenEval counterfactual, whose feminine and masculine triples share a line): a mean
    is ``sum(value) / sum(valid)``, an accuracy ``sum(correct) / sum(valid)``, a ratio of
    error rates ``(sum(wrong_f)/sum(valid_f)) / (sum(wrong_m)/sum(valid_m))``. One resample
    draws ``n`` units with replacement; all the arrays of a statistic are summed over the
    *same* draw (paired), so the interval of a difference between two systems on the same
    items accounts for their correlation (Koehn 2004). Missing values (NaN: an item the
    method flagged as failed) enter as 0 with ``valid = 0``, so they are left out of every
    resample as they are of the point estimate.

Interval
    The 95 % percentile interval (``numpy.quantile``, linear interpolation) of the
    statistic over ``resamples`` resamples (default :data:`DEFAULT_RESAMPLES` = 1,000).
    Percentile intervals are what mt-metrics-eval and sacrebleu's paired bootstrap report;
    with a few hundred items per language their coverage is close to nominal (the unit tests
    check 93-97 % on 1,000 simulated sets).

Determinism
    The draws come from ``numpy.random.default_rng(seed)`` (PCG64), one fresh generator per
    statistic, so a cell's interval depends only on its values, the number of resamples and
    the seed: never on the other cells, on their order, or on a previous run. The same seed
    on two result sets of the same items draws the same units (what makes a comparison
    paired).

Paired bootstrap p-value of a difference
    ``d`` is the observed difference (A - B), ``d*_b`` its resampled values. Under the null
    hypothesis of no difference the bootstrap distribution is shifted to be centred on 0:
    ``p = (1 + #{b : |d*_b - d| >= |d|}) / (resamples + 1)`` (two-sided; the ``+1`` keeps
    ``p > 0`` with finitely many resamples, Davison & Hinkley 1997, eq. 4.11). A difference
    is *significant* when ``p < alpha`` (0.05).

t-test of ratios against 1
    The one-sample, one-sided t-test that the mean ratio is below 1 (``alternative="less"``),
    as Zaranis et al. ("Watching the Watchers", ACL 2025) test their Fem/Masc ratios. It is
    ``scipy.stats.ttest_1samp``: a well-kept implementation of the t distribution rather than
    our own. scipy (BSD-3) is ~40 MB installed, too heavy for fairmt's core dependencies
    (NumPy and a sentence encoder), so it is a dependency of the ``eval`` extra
    (``pip install 'fairmt[eval]'``), imported only when a p-value is asked for. Without it
    :func:`ttest_less` returns None and :func:`ttest_available` says why, with the install
    command; every interval (NumPy only) is still computed.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

__all__ = [
    "ALPHA",
    "CONFIDENCE",
    "DEFAULT_RESAMPLES",
    "DEFAULT_SEED",
    "SCIPY_HINT",
    "Difference",
    "ErrorRates",
    "Interval",
    "error_rates",
    "mean_interval",
    "paired_difference",
    "ratio_of_means_interval",
    "resample_sums",
    "ttest_available",
    "ttest_less",
]

FloatArray = npt.NDArray[np.float64]
ArrayLike = Sequence[float] | FloatArray

#: Resamples of every bootstrap unless asked otherwise.
DEFAULT_RESAMPLES = 1000
#: Seed of every bootstrap unless asked otherwise (any fixed number would do; it is part of
#: the bench's statistics signature).
DEFAULT_SEED = 1
#: Coverage of the intervals.
CONFIDENCE = 0.95
#: Level below which a p-value is called significant.
ALPHA = 0.05
#: How to get the t-test.
SCIPY_HINT = "pip install 'fairmt[eval]'"


def _none_if_not_finite(x: float | None) -> float | None:
    return None if x is None or not math.isfinite(x) else float(x)


@dataclass(frozen=True)
class Interval:
    """A point estimate with its percentile bootstrap interval (None where undefined)."""

    estimate: float | None
    low: float | None
    high: float | None

    def to_dict(self, prefix: str = "") -> dict[str, float | None]:
        """``{P: estimate, P_ci_low: low, P_ci_high: high}``; without a prefix ``mean``, ``ci_low``..."""
        name = prefix or "mean"
        lo, hi = (f"{prefix}_ci_low", f"{prefix}_ci_high") if prefix else ("ci_low", "ci_high")
        return {
            name: _none_if_not_finite(self.estimate),
            lo: _none_if_not_finite(self.low),
            hi: _none_if_not_finite(self.high),
        }


@dataclass(frozen=True)
class Difference:
    """A paired difference A - B: estimate, interval, p-value, and the number of paired units."""

    estimate: float | None
    low: float | None
    high: float | None
    p_value: float | None
    n: int

    @property
    def significant(self) -> bool | None:
        """``p_value < ALPHA`` (None without a p-value)."""
        return None if self.p_value is None else self.p_value < ALPHA

    def to_dict(self) -> dict[str, Any]:
        return {
            "n": self.n,
            "difference": _none_if_not_finite(self.estimate),
            "ci_low": _none_if_not_finite(self.low),
            "ci_high": _none_if_not_finite(self.high),
            "p_value": self.p_value,
            "significant": self.significant,
        }


def _vector(x: ArrayLike, name: str) -> FloatArray:
    v = np.asarray(x, dtype=np.float64)
    if v.ndim != 1:
        raise ValueError(f"{name} must be a vector, got shape {v.shape}")
    return v


def _check_options(resamples: int, confidence: float) -> None:
    if resamples < 1:
        raise ValueError(f"resamples must be at least 1, got {resamples}")
    if not 0.0 < confidence < 1.0:
        raise ValueError(f"confidence must be in (0, 1), got {confidence}")


def resample_sums(
    arrays: Sequence[ArrayLike], *, resamples: int = DEFAULT_RESAMPLES, seed: int = DEFAULT_SEED
) -> list[FloatArray]:
    """Sums of each array over the same ``resamples`` draws of its units with replacement.

    All arrays must have the same length ``n`` (one entry per unit). Returns one vector of
    ``resamples`` sums per array. The draw is ``default_rng(seed).integers(0, n, (resamples,
    n))``: one matrix of unit indices, shared by the arrays (paired). With ``n = 0`` every
    sum is 0.
    """
    vs = [_vector(a, f"array {i + 1}") for i, a in enumerate(arrays)]
    if not vs:
        return []
    n = len(vs[0])
    for i, v in enumerate(vs[1:], start=2):
        if len(v) != n:
            raise ValueError(f"array {i} has {len(v)} units, array 1 has {n}")
    if resamples < 1:
        raise ValueError(f"resamples must be at least 1, got {resamples}")
    if n == 0:
        return [np.zeros(resamples) for _ in vs]
    idx = np.random.default_rng(seed).integers(0, n, size=(resamples, n))
    return [np.take(v, idx).sum(axis=1) for v in vs]


def _interval(boot: FloatArray, confidence: float) -> tuple[float | None, float | None]:
    """The percentile interval of the finite resampled values (None if there are none)."""
    finite = boot[np.isfinite(boot)]
    if finite.size == 0:
        return None, None
    tail = (1.0 - confidence) / 2.0
    lo, hi = np.quantile(finite, [tail, 1.0 - tail])
    return float(lo), float(hi)


def _ratio(num: FloatArray, den: FloatArray) -> FloatArray:
    """``num / den`` with ``x/0 = NaN`` (a resample without a valid unit has no value)."""
    out = np.full(np.shape(num), np.nan)
    np.divide(num, den, out=out, where=den != 0)
    return out


def _statistic(
    arrays: Sequence[FloatArray],
    fn: Callable[[Sequence[FloatArray]], FloatArray],
    resamples: int,
    seed: int,
    confidence: float,
) -> tuple[float | None, FloatArray, Interval]:
    _check_options(resamples, confidence)
    observed = float(fn([np.asarray([a.sum()]) for a in arrays])[0])
    boot = fn(resample_sums(arrays, resamples=resamples, seed=seed))
    lo, hi = _interval(boot, confidence)
    est = observed if math.isfinite(observed) else None
    return est, boot, Interval(est, lo if est is not None else None, hi if est is not None else None)


def _valid(values: ArrayLike, name: str) -> tuple[FloatArray, FloatArray]:
    """``(value with NaN as 0, 1 where the value is a number)``."""
    v = _vector(values, name)
    ok = ~np.isnan(v)
    return np.where(ok, v, 0.0), ok.astype(np.float64)


def mean_interval(
    values: ArrayLike,
    *,
    resamples: int = DEFAULT_RESAMPLES,
    seed: int = DEFAULT_SEED,
    confidence: float = CONFIDENCE,
) -> Interval:
    """The mean of ``values`` (NaN left out) with its percentile bootstrap interval."""
    v, ok = _valid(values, "values")
    return _statistic([v, ok], lambda s: _ratio(s[0], s[1]), resamples, seed, confidence)[2]


def ratio_of_means_interval(
    numerator: ArrayLike,
    denominator: ArrayLike,
    *,
    resamples: int = DEFAULT_RESAMPLES,
    seed: int = DEFAULT_SEED,
    confidence: float = CONFIDENCE,
) -> Interval:
    """``sum(numerator) / sum(denominator)`` over paired units, with its bootstrap interval.

    E.g. an accuracy over lines (correct triples / valid triples per line), or an error rate.
    Resamples whose denominator is 0 have no value and are left out of the percentiles.
    """
    num, den = _vector(numerator, "numerator"), _vector(denominator, "denominator")
    if len(num) != len(den):
        raise ValueError(f"numerator has {len(num)} units, denominator {len(den)}")
    return _statistic([num, den], lambda s: _ratio(s[0], s[1]), resamples, seed, confidence)[2]


def _p_value(observed: float | None, boot: FloatArray) -> float | None:
    if observed is None:
        return None
    finite = boot[np.isfinite(boot)]
    if finite.size == 0:
        return None
    extreme = int(np.count_nonzero(np.abs(finite - observed) >= abs(observed)))
    return (1 + extreme) / (finite.size + 1)


def paired_difference(
    a: ArrayLike,
    b: ArrayLike,
    *,
    unit_weights: ArrayLike | None = None,
    resamples: int = DEFAULT_RESAMPLES,
    seed: int = DEFAULT_SEED,
    confidence: float = CONFIDENCE,
) -> Difference:
    """``mean(a) - mean(b)`` over the units where both are numbers: interval and p-value.

    ``a[i]`` and ``b[i]`` are two methods' values of the same unit. A unit missing (NaN) on
    either side is left out of both means (the comparison is on the units both have).
    ``unit_weights`` (optional) groups items into resampling units: ``a`` and ``b`` then hold
    per-unit *sums* and ``unit_weights`` the number of items each sum covers, and the
    difference is of the item means (used for MT-GenEval lines of two triples).
    """
    va, vb = _vector(a, "a"), _vector(b, "b")
    if len(va) != len(vb):
        raise ValueError(f"a has {len(va)} units, b {len(vb)}")
    ok = ~(np.isnan(va) | np.isnan(vb))
    w = np.ones(len(va)) if unit_weights is None else _vector(unit_weights, "unit_weights")
    if len(w) != len(va):
        raise ValueError(f"unit_weights has {len(w)} units, a {len(va)}")
    w = np.where(ok, w, 0.0)
    d = np.where(ok, va - vb, 0.0)
    est, boot, iv = _statistic([d, w], lambda s: _ratio(s[0], s[1]), resamples, seed, confidence)
    return Difference(est, iv.low, iv.high, _p_value(est, boot), round(float(w.sum())))


@dataclass(frozen=True)
class ErrorRates:
    """Per-gender error rates of the explicit setting (percent of a gender's triples wrong).

    ``ratio`` is ``f / m`` (> 1: the metric errs more on feminine sources), ``difference``
    ``f - m`` in percentage points; both with paired intervals (the lines are resampled, so a
    line's two triples stay together).
    """

    f: Interval
    m: Interval
    ratio: Interval
    difference: Interval

    def to_dict(self) -> dict[str, float | None]:
        return {
            **self.f.to_dict("error_rate_f"),
            **self.m.to_dict("error_rate_m"),
            **self.ratio.to_dict("error_rate_ratio"),
            **self.difference.to_dict("error_rate_difference"),
        }


def error_rates(
    wrong_f: ArrayLike,
    valid_f: ArrayLike,
    wrong_m: ArrayLike,
    valid_m: ArrayLike,
    *,
    resamples: int = DEFAULT_RESAMPLES,
    seed: int = DEFAULT_SEED,
    confidence: float = CONFIDENCE,
) -> ErrorRates:
    """Feminine- and masculine-source error rates (percent), their ratio and difference.

    One entry per resampling unit (an MT-GenEval line): ``wrong_*`` the number of that
    gender's triples of the line the metric got wrong (0 or 1), ``valid_*`` the number scored
    (0 if its score failed). A ratio whose masculine rate is 0 has no value (None).
    """
    arrays = [_vector(x, name) for x, name in ((wrong_f, "wrong_f"), (valid_f, "valid_f"))]
    arrays += [_vector(x, name) for x, name in ((wrong_m, "wrong_m"), (valid_m, "valid_m"))]

    def rate_f(s: Sequence[FloatArray]) -> FloatArray:
        return 100.0 * _ratio(s[0], s[1])

    def rate_m(s: Sequence[FloatArray]) -> FloatArray:
        return 100.0 * _ratio(s[2], s[3])

    def ratio(s: Sequence[FloatArray]) -> FloatArray:
        return _ratio(rate_f(s), rate_m(s))

    def difference(s: Sequence[FloatArray]) -> FloatArray:
        return rate_f(s) - rate_m(s)

    _check_options(resamples, confidence)
    full = [np.asarray([a.sum()]) for a in arrays]
    sums = resample_sums(arrays, resamples=resamples, seed=seed)  # one draw for the four statistics
    out = []
    for fn in (rate_f, rate_m, ratio, difference):
        observed = float(fn(full)[0])
        est = observed if math.isfinite(observed) else None
        lo, hi = _interval(fn(sums), confidence) if est is not None else (None, None)
        out.append(Interval(est, lo, hi))
    return ErrorRates(*out)


def ttest_available() -> str | None:
    """None when the t-test can run, else why not with the install command."""
    try:
        import scipy.stats  # noqa: F401
    except ImportError:
        return f"p-values need scipy: {SCIPY_HINT}"
    return None


def ttest_less(values: ArrayLike, popmean: float = 1.0) -> float | None:
    """p-value of the one-sample t-test that the mean of ``values`` is below ``popmean``.

    ``scipy.stats.ttest_1samp(values, popmean, alternative="less")`` on the values that are
    numbers. None when it is undefined (fewer than two values, or all values equal: no
    spread to test against) or when scipy is not installed (see :func:`ttest_available`).
    """
    v = _vector(values, "values")
    v = v[~np.isnan(v)]
    if v.size < 2 or bool(np.all(v == v[0])):
        return None
    try:
        from scipy import stats
    except ImportError:
        return None
    p = float(stats.ttest_1samp(v, popmean, alternative="less").pvalue)
    return p if math.isfinite(p) else None
