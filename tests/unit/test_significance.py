"""Bootstrap intervals, paired differences, error rates and the t-test (fairmt.bench.significance).

Reference values are computed independently in the tests: scipy's ``ttest_1samp`` on the same
vectors, plain loops over the same resampled indices for the bootstrap.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from fairmt.bench.significance import (
    DEFAULT_RESAMPLES,
    error_rates,
    mean_interval,
    paired_difference,
    ratio_of_means_interval,
    resample_sums,
    ttest_available,
    ttest_less,
)

NAN = math.nan


def _indices(n: int, resamples: int, seed: int) -> np.ndarray:
    return np.random.default_rng(seed).integers(0, n, size=(resamples, n))


def test_resample_sums_are_sums_over_the_same_draw() -> None:
    a, b = [1.0, 2.0, 3.0, 4.0], [10.0, 0.0, 0.0, 5.0]
    sa, sb = resample_sums([a, b], resamples=7, seed=3)
    idx = _indices(4, 7, 3)
    for r in range(7):
        assert sa[r] == sum(a[i] for i in idx[r])
        assert sb[r] == sum(b[i] for i in idx[r])
    with pytest.raises(ValueError, match="array 2 has 3 units, array 1 has 4"):
        resample_sums([a, [1.0, 2.0, 3.0]])


def test_mean_interval_is_the_percentile_interval_of_resampled_means() -> None:
    x = np.random.default_rng(0).normal(1.0, 0.1, 30)
    iv = mean_interval(x, resamples=200, seed=5)
    means = [float(np.mean(x[row])) for row in _indices(30, 200, 5)]
    assert iv.estimate == pytest.approx(float(np.mean(x)), abs=1e-12)
    assert iv.low == pytest.approx(float(np.quantile(means, 0.025)), abs=1e-12)
    assert iv.high == pytest.approx(float(np.quantile(means, 0.975)), abs=1e-12)
    assert iv.low < iv.estimate < iv.high  # type: ignore[operator]


def test_nan_is_left_out() -> None:
    iv = mean_interval([1.0, NAN, 3.0])
    assert iv.estimate == pytest.approx(2.0)
    assert mean_interval([NAN, NAN]).estimate is None
    assert mean_interval([]).to_dict() == {"mean": None, "ci_low": None, "ci_high": None}


def test_same_seed_same_numbers_other_seed_other_numbers() -> None:
    x = list(np.random.default_rng(1).random(50))
    assert mean_interval(x, seed=11) == mean_interval(x, seed=11)
    assert mean_interval(x, seed=11) != mean_interval(x, seed=12)
    y = list(np.random.default_rng(2).random(50))
    assert paired_difference(x, y, seed=4) == paired_difference(x, y, seed=4)


def test_coverage_of_the_mean_is_nominal() -> None:
    """1,000 simulated sets of 60 normal values, 1,000 resamples each: ~95 % cover the true mean."""
    rng = np.random.default_rng(123)
    hits = 0
    for i in range(1000):
        iv = mean_interval(rng.normal(1.0, 0.2, 60), seed=i)
        assert iv.low is not None and iv.high is not None
        hits += iv.low <= 1.0 <= iv.high
    assert 0.93 <= hits / 1000 <= 0.97


def test_coverage_of_a_ratio_of_means_is_nominal() -> None:
    """Accuracy-like ratio of sums (Bernoulli 0.8 over 1-2 triples a line): true value 0.8."""
    rng = np.random.default_rng(9)
    hits = 0
    for i in range(1000):
        den = rng.integers(1, 3, 80).astype(float)
        num = rng.binomial(den.astype(int), 0.8).astype(float)
        iv = ratio_of_means_interval(num, den, resamples=500, seed=i)  # 500 resamples: faster
        assert iv.low is not None and iv.high is not None
        hits += iv.low <= 0.8 <= iv.high
    assert 0.93 <= hits / 1000 <= 0.97


def test_ratio_of_means_by_hand() -> None:
    iv = ratio_of_means_interval([1, 0, 2], [1, 1, 2], resamples=50, seed=0)
    assert iv.estimate == pytest.approx(3 / 4)
    idx = _indices(3, 50, 0)
    num, den = np.array([1, 0, 2.0]), np.array([1, 1, 2.0])
    vals = [num[row].sum() / den[row].sum() for row in idx]
    assert iv.low == pytest.approx(float(np.quantile(vals, 0.025)))


def test_paired_difference_by_hand() -> None:
    rng = np.random.default_rng(3)
    a = rng.normal(1.0, 0.1, 40)
    b = a - 0.05 + rng.normal(0, 0.01, 40)
    d = paired_difference(a, b, resamples=300, seed=2)
    diffs = a - b
    boot = np.array([diffs[row].mean() for row in _indices(40, 300, 2)])
    obs = float(diffs.mean())
    assert d.estimate == pytest.approx(obs, abs=1e-12)
    assert d.low == pytest.approx(float(np.quantile(boot, 0.025)), abs=1e-12)
    expected_p = (1 + int(np.sum(np.abs(boot - obs) >= abs(obs)))) / 301
    assert d.p_value == pytest.approx(expected_p, abs=1e-15)
    assert d.significant is True and d.n == 40
    # No difference at all: p = 1, not significant.
    same = paired_difference(a, a, resamples=100)
    assert same.estimate == 0.0 and same.p_value == 1.0 and same.significant is False
    # A pure-noise difference is not significant.
    noise = paired_difference(a, a + rng.normal(0, 0.1, 40), resamples=500, seed=1)
    assert noise.p_value is not None and noise.p_value > 0.05


def test_paired_difference_leaves_out_units_missing_on_either_side() -> None:
    d = paired_difference([1.0, NAN, 3.0, 5.0], [0.0, 1.0, NAN, 4.0], resamples=20)
    assert d.n == 2 and d.estimate == pytest.approx(1.0)
    # Per-line sums with weights: line 1 two items (sum 1 vs 2), line 2 one item (1 vs 0).
    w = paired_difference([1.0, 1.0], [2.0, 0.0], unit_weights=[2, 1], resamples=20)
    assert w.n == 3 and w.estimate == pytest.approx((1 - 2 + 1 - 0) / 3)
    with pytest.raises(ValueError, match="a has 2 units, b 1"):
        paired_difference([1.0, 2.0], [1.0])


def test_error_rates_by_hand() -> None:
    # 4 lines; feminine wrong on lines 1-2, masculine wrong on line 3; line 4's masculine failed.
    er = error_rates([1, 1, 0, 0], [1, 1, 1, 1], [0, 0, 1, 0], [1, 1, 1, 0], resamples=200, seed=3)
    assert er.f.estimate == pytest.approx(50.0)
    assert er.m.estimate == pytest.approx(100 / 3)
    assert er.ratio.estimate == pytest.approx(1.5)
    assert er.difference.estimate == pytest.approx(50 - 100 / 3)
    idx = _indices(4, 200, 3)
    wf, vf, wm, vm = (
        np.array(x, dtype=float) for x in ([1, 1, 0, 0], [1, 1, 1, 1], [0, 0, 1, 0], [1, 1, 1, 0])
    )
    # Resamples without a scored masculine triple have no value (left out, as documented).
    diffs = [100 * (wf[r].sum() / vf[r].sum() - wm[r].sum() / vm[r].sum()) for r in idx if vm[r].sum() > 0]
    assert er.difference.low == pytest.approx(float(np.quantile(diffs, 0.025)))
    d = er.to_dict()
    assert set(d) >= {"error_rate_f", "error_rate_f_ci_low", "error_rate_m_ci_high", "error_rate_ratio"}
    # No masculine error: the ratio is undefined, not infinite.
    assert error_rates([1, 0], [1, 1], [0, 0], [1, 1]).ratio.estimate is None


def test_ttest_equals_scipy() -> None:
    stats = pytest.importorskip("scipy.stats")
    assert ttest_available() is None
    rng = np.random.default_rng(42)
    for n, mu in ((5, 0.9), (30, 1.0), (200, 0.98), (1000, 1.01)):
        x = rng.normal(mu, 0.05, n)
        expected = float(stats.ttest_1samp(x, 1.0, alternative="less").pvalue)
        assert ttest_less(x) == pytest.approx(expected, abs=1e-9)
    # The t statistic by hand agrees too (one-sided lower tail of Student's t).
    x = rng.normal(0.97, 0.1, 25)
    t = (x.mean() - 1.0) / (x.std(ddof=1) / math.sqrt(25))
    assert ttest_less(x) == pytest.approx(float(stats.t.cdf(t, 24)), abs=1e-9)
    # NaN values are left out.
    assert ttest_less([*x, NAN]) == pytest.approx(ttest_less(x), abs=1e-15)


def test_ttest_undefined() -> None:
    assert ttest_less([0.9]) is None
    assert ttest_less([1.0, 1.0, 1.0]) is None
    assert ttest_less([]) is None


def test_bad_options() -> None:
    with pytest.raises(ValueError, match="resamples"):
        mean_interval([1.0, 2.0], resamples=0)
    with pytest.raises(ValueError, match="confidence"):
        mean_interval([1.0, 2.0], confidence=1.0)
    assert DEFAULT_RESAMPLES == 1000


def test_without_scipy_no_p_value_and_a_hint(monkeypatch: pytest.MonkeyPatch) -> None:
    import sys

    monkeypatch.setitem(sys.modules, "scipy", None)  # import scipy now raises ImportError
    monkeypatch.setitem(sys.modules, "scipy.stats", None)
    assert ttest_available() == "p-values need scipy: pip install 'fairmt[eval]'"
    assert ttest_less([0.9, 0.95, 1.0]) is None
    assert mean_interval([0.9, 0.95, 1.0]).estimate == pytest.approx(0.95)  # intervals need NumPy only
