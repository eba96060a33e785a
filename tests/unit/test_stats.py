"""The one Pearson and Spearman (fairmt.stats): values by hand, NaN when undefined."""

from __future__ import annotations

import math

import numpy as np
import pytest

from fairmt.stats import pearson, ranks, spearman

NAN = math.nan


def test_pearson_by_hand() -> None:
    # dx = (-1, 0, 1), dy = (-7/3, -1/3, 8/3): r = 5 / sqrt(2 * 114/9) = 15 / sqrt(228)
    assert pearson([1, 2, 3], [2, 4, 7]) == pytest.approx(15 / math.sqrt(228), abs=1e-15)
    assert pearson([1, 2, 3], [3, 2, 1]) == pytest.approx(-1.0)
    assert pearson([1, 2, 3], [2, 4, 6]) == pytest.approx(1.0)


def test_pearson_leaves_out_nan_pairs() -> None:
    assert pearson([1, 2, NAN, 3], [2, 4, 100, 7]) == pytest.approx(15 / math.sqrt(228))
    assert pearson([1, 2, 3, 4], [2, 4, 7, NAN]) == pytest.approx(15 / math.sqrt(228))


def test_pearson_undefined_is_nan() -> None:
    assert math.isnan(pearson([1, 2, 3], [0.1, 0.1, 0.1]))  # constant: NaN, as mt-metrics-eval
    assert math.isnan(pearson([1, 1, 1], [1, 2, 3]))  # the trainer's old copy said 0.0
    assert math.isnan(pearson([1], [2]))
    assert math.isnan(pearson([], []))
    assert math.isnan(pearson([1, NAN, 3], [NAN, 2, NAN]))


def test_pearson_is_clipped_and_shape_checked() -> None:
    x = np.linspace(0.1, 0.3, 7) * 1e8
    assert -1.0 <= pearson(x, 3 * x + 1) <= 1.0
    with pytest.raises(ValueError, match="x has 2 values, y 3"):
        pearson([1, 2], [1, 2, 3])


def test_ranks_average_ties() -> None:
    assert ranks([10, 30, 20, 20]).tolist() == [0.0, 3.0, 1.5, 1.5]


def test_spearman() -> None:
    assert spearman([1, 2, 3, 4], [1, 4, 9, 100]) == pytest.approx(1.0)
    assert spearman([1, 2, 2, 3], [1, 2, 2, 3]) == pytest.approx(1.0)
    assert spearman([1, 2, 3], [3, 1, 2]) == pytest.approx(-0.5)
    # NaN pairs are left out before ranking (else a NaN would take the top rank).
    assert spearman([1, NAN, 2, 3], [1, 0, 4, 9]) == pytest.approx(1.0)
    assert math.isnan(spearman([1, 2, 3], [5, 5, 5]))


def test_trainer_ranks_an_undefined_r_as_zero() -> None:
    from fairmt.qe.train import _selection_r

    assert _selection_r(NAN) == 0.0
    assert _selection_r(-0.25) == -0.25
