"""FairQE's aggregation (paper Eqs. 9-11), including the paper's failure case (Table 11)."""

from __future__ import annotations

import math

import pytest

from fairmt.errors import UsageError
from fairmt.fairqe.aggregate import (
    aggregate,
    ambiguous_bias,
    explicit_bias,
    final_score,
    mixing_weight,
)


def test_table11_failure_case() -> None:
    # Feminine row of Table 11: q_uqe = 95, q_orig = 0.7467, b_amb = 0.1765 -> 0.8420.
    B, w = mixing_weight(0.1765, 0.0)
    assert pytest.approx(0.8825) == B
    assert w == pytest.approx(0.8825 / 1.8825)
    assert final_score(0.7467, 95.0, w) == pytest.approx(0.8420, abs=5e-4)
    # Masculine row: no cue, so no bias: the backbone's score is kept.
    agg = aggregate(0.7605, None)
    assert agg.w == 0.0 and agg.q_final == 0.7605


def test_table11_through_aggregate() -> None:
    # The same case through aggregate(): a variant 0.1765 above the original.
    agg = aggregate(0.7467, 95.0, ambiguous_scores=[0.7467 + 0.1765])
    assert agg.b_amb == pytest.approx(0.1765)
    assert agg.q_final == pytest.approx(0.8420, abs=5e-4)


def test_ambiguous_bias_is_the_range() -> None:
    assert ambiguous_bias(0.5, []) == 0.0
    assert ambiguous_bias(0.5, [0.7, 0.4]) == pytest.approx(0.3)
    assert ambiguous_bias(0.9, [0.7, 0.8]) == pytest.approx(0.2)


def test_explicit_bias_aligned_original() -> None:
    # A_exp true: a violating variant scored above the original is a violation of its margin.
    assert explicit_bias(0.6, True, [0.7, 0.5]) == pytest.approx(0.1)
    assert explicit_bias(0.6, True, [0.5]) == 0.0
    assert explicit_bias(0.6, True, [0.7], mode="binary") == 1.0
    assert explicit_bias(0.6, True, [0.5], mode="binary") == 0.0


def test_explicit_bias_violating_original() -> None:
    # A_exp false: the violating original scored above a consistent variant.
    assert explicit_bias(0.6, False, [0.5, 0.65]) == pytest.approx(0.1)
    assert explicit_bias(0.6, False, [0.65]) == 0.0
    assert explicit_bias(0.6, False, [0.5], mode="binary") == 1.0


def test_explicit_bias_undecided_or_no_variant() -> None:
    assert explicit_bias(0.6, None, [0.9]) == 0.0
    assert explicit_bias(0.6, True, []) == 0.0


def test_weights_and_bounds() -> None:
    B, w = mixing_weight(0.1, 0.2, alpha=5, beta=5)
    assert pytest.approx(1.5) == B and w == pytest.approx(0.6)
    assert mixing_weight(0.0, 0.0) == (0.0, 0.0)
    # w stays below 1 however large B is.
    assert mixing_weight(1e9, 0.0)[1] < 1.0
    with pytest.raises(UsageError):
        mixing_weight(0.1, 0.1, alpha=-1)
    with pytest.raises(ValueError):
        final_score(0.5, 101.0, 0.5)


def test_alpha_beta_zero_keeps_backbone() -> None:
    agg = aggregate(0.4, 90.0, [0.9], [0.95], True, alpha=0, beta=0)
    assert agg.w == 0.0 and agg.q_final == pytest.approx(0.4)


def test_judge_failure_is_never_scored() -> None:
    agg = aggregate(0.4, None, [0.9])
    assert agg.w > 0 and agg.q_final is None
    assert not math.isnan(agg.B)
