from __future__ import annotations

import pytest

from fairmt.gender.base import Gender
from fairmt.winomt.metrics import delta, f1, subset_metrics

M, F, N, U = Gender.MALE, Gender.FEMALE, Gender.NEUTRAL, Gender.UNKNOWN


def test_hand_computed_example() -> None:
    gold = [M, M, M, F, F, N]
    pred = [M, M, F, F, U, M]
    m = subset_metrics(gold, pred)
    assert m.n == 6
    assert m.correct == 3
    assert m.accuracy == 50.0
    # male: correct 2, gold 3, predicted 3 (the neutral row predicted male is a false positive)
    assert (m.male.precision, m.male.recall) == (66.7, 66.7)
    assert m.male.f1 == 66.7
    # female: correct 1, gold 2, predicted 2
    assert (m.female.precision, m.female.recall, m.female.f1) == (50.0, 50.0, 50.0)
    assert m.unknown == {"male": 0, "female": 1, "neutral": 0}
    assert m.confusion["female"] == {"female": 1, "unknown": 1}


def test_precision_and_recall_are_rounded_before_f1() -> None:
    # p = 1/3 -> 33.3, r = 2/3 -> 66.7: F1 from the rounded values is 44.4 (unrounded also 44.4);
    # choose a case where rounding first changes the result: p=0.33349 r=1.0
    assert f1(33.3, 100.0) == round(2 * 33.3 * 100.0 / 133.3, 1)
    assert f1(0.0, 0.0) == 0.0


def test_never_predicted_gender_has_zero_precision_not_a_crash() -> None:
    m = subset_metrics([M, F], [M, M])
    assert m.female.precision == 0.0
    assert m.female.f1 == 0.0


def test_delta_rounds_float_noise() -> None:
    assert delta(59.4, 46.9) == 12.5
    assert delta(0.3, 0.1) == 0.2


def test_length_mismatch_is_an_error() -> None:
    with pytest.raises(ValueError):
        subset_metrics([M], [])
