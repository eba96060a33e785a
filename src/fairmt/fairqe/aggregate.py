"""FairQE's bias-aware score aggregation: the paper's (§2.4, Eqs. 9–11) and the ``fair`` default.

Two aggregations share the shape ``B = α·b_amb + β·b_exp``, ``w = B/(1+B)``,
``q_final = w·q_judge + (1−w)·q_orig``:

* ``paper`` — Eqs. 9–11 exactly as below: ``b_amb`` and ``b_exp`` are raw differences of
  normalised backbone scores and the judge's 0–100 score is divided by 100.
* ``fair`` (the default, :func:`fair_aggregate`) — the same formula on one scale:
  ``b_amb`` and the margin of ``b_exp`` are divided by the backbone's *gender unit* (its mean
  F/M score difference on the calibration pairs, :mod:`fairmt.fairqe.calibration`), so that
  α = 5 weighs a typical gender-driven score difference alike on every backbone; the judge's
  score is on the backbone's normalised scale (mapped there when the judge answers on
  0–100); and an explicit violation the agents detected (``A_exp`` false) always counts:
  ``b_exp = 1`` whatever the backbone prefers. In the paper's rule ``b_exp`` is 0 whenever the
  backbone already scores some corrected variant above the violating original, so a detected
  error keeps the backbone's score (issue 13: 19 of 25 German misses). What a violation costs
  is in units too: the judge's score of a violating translation counts at most
  :data:`VIOLATION_COST` gender units below the quality of its corrected form (see
  :func:`fair_aggregate`). See the README for the numbers of both.

The paper's definitions (``paper`` aggregation):

All QE scores here are the backbone's *normalised* scores in [0, 1], higher is better;
the judge's ``q_uqe`` is on 0–100 and is divided by 100 before mixing.

* ``b_amb`` — ambiguous bias: the range (max − min) of the backbone's scores over the
  original translation and its ambiguous variants (§2.4.1, "volatility").
* ``b_exp`` — explicit bias: a *preference violation*, i.e. a translation that violates the
  source's explicit gender scored above a constraint-consistent one. The paper defines
  when it occurs but not its size; we take its margin, so that ``b_exp`` lives on the same
  scale as ``b_amb`` and α = β weighs them alike:

  - ``A_exp`` true (the original follows the source): the largest amount by which a
    violating variant outscores the original, ``max(0, max_v q_v − q_orig)``;
  - ``A_exp`` false (the original violates it): the largest amount by which the original
    outscores a consistent (flipped) variant, ``max(0, q_orig − min_v q_v)``, i.e. the
    original "is preferred over any gender-flipped variant".

  With ``mode="binary"`` ``b_exp`` is 1 when a violation occurs and 0 otherwise.
* ``B = α·b_amb + β·b_exp`` (Eq. 9), ``w = B/(1+B)`` (Eq. 10),
  ``q_final = w·q_uqe/100 + (1−w)·q_orig`` (Eq. 11).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from fairmt.errors import UsageError

#: The paper's default weights (§3.1: α = β = 5 in all experiments).
DEFAULT_ALPHA = 5.0
DEFAULT_BETA = 5.0

#: Version of the ``fair`` aggregation's rules (part of the FairQE signature): 2 bounds what a
#: detected violation costs (:data:`VIOLATION_COST`).
FAIR_VERSION = "2"

#: The most a detected explicit violation costs in the ``fair`` aggregation, in gender units below
#: the lowest score of the item (original and variants). Why 2: at ``b_exp = 1``
#: (``w`` ≥ 5/6 with β = 5) the violating translation then ends below its corrected form whenever
#: the backbone prefers the violation by less than 5 × 2 = 10 units, more than the largest F/M
#: preference of the development pairs (9.5 units; 99 % are under 5). A larger cost buys no
#: ranking and moves a score further when the violation is a false alarm: the rules judge's 0.25
#: on the [0, 1] scale is ~14 units of mini-qe, and on gender-ambiguous sources (GATE, measured)
#: the ~2 % of pairs with a cue misread as explicit carried almost all of the Fem/Masc ratio's
#: std (es: 0.41 on those 25 pairs, 0.014 on the 1,476 others).
VIOLATION_COST = 2.0

ExplicitMode = Literal["margin", "binary"]
AggregationName = Literal["fair", "paper"]
AGGREGATIONS: tuple[AggregationName, ...] = ("fair", "paper")


@dataclass(frozen=True)
class Aggregate:
    b_amb: float
    b_exp: float
    B: float
    w: float
    #: ``None`` when the judge gave no score and the bias weight is non-zero.
    q_final: float | None


def ambiguous_bias(q_orig: float, variant_scores: Sequence[float]) -> float:
    """``b_amb``: max − min of the scores of the original and its ambiguous variants (0 without variants)."""
    if not variant_scores:
        return 0.0
    scores = [q_orig, *variant_scores]
    return max(scores) - min(scores)


def explicit_bias(
    q_orig: float,
    alignment: bool | None,
    flipped_scores: Sequence[float],
    mode: ExplicitMode = "margin",
) -> float:
    """``b_exp``: the preference-violation signal of §2.4.1.

    ``alignment`` is ``A_exp`` (does the original follow the source's explicit gender?);
    ``flipped_scores`` are the scores of the gender-flipped explicit variants, which
    violate the constraint when ``alignment`` is true and satisfy it when it is false.
    ``None`` alignment (no explicit cue, or undecided) or no variant gives 0.
    """
    if alignment is None or not flipped_scores:
        return 0.0
    margin = max(flipped_scores) - q_orig if alignment else q_orig - min(flipped_scores)
    if mode == "binary":
        return 1.0 if margin > 0 else 0.0
    if mode != "margin":
        raise UsageError(f"unknown b_exp mode {mode!r}; known: margin, binary")
    return max(0.0, margin)


def mixing_weight(
    b_amb: float, b_exp: float, alpha: float = DEFAULT_ALPHA, beta: float = DEFAULT_BETA
) -> tuple[float, float]:
    """``(B, w)`` of Eqs. 9–10."""
    if not (0 <= alpha < math.inf and 0 <= beta < math.inf):
        raise UsageError(f"alpha and beta must be finite and non-negative (got alpha={alpha}, beta={beta})")
    B = alpha * b_amb + beta * b_exp
    return B, B / (1.0 + B)


def final_score(q_orig: float, q_uqe: float, w: float) -> float:
    """Eq. 11 with ``q_uqe`` on 0–100 and ``q_orig`` on [0, 1]."""
    if not 0.0 <= q_uqe <= 100.0:
        raise ValueError(f"q_uqe must be on 0-100, got {q_uqe}")
    return w * (q_uqe / 100.0) + (1.0 - w) * q_orig


def aggregate(
    q_orig: float,
    q_uqe: float | None,
    ambiguous_scores: Sequence[float] = (),
    explicit_scores: Sequence[float] = (),
    alignment: bool | None = None,
    alpha: float = DEFAULT_ALPHA,
    beta: float = DEFAULT_BETA,
    explicit_mode: ExplicitMode = "margin",
) -> Aggregate:
    """All of Eqs. 9–11 for one item.

    Without a judge score (``q_uqe`` None: the judge failed or was not called), ``w`` is
    still reported but ``q_final`` falls back to ``q_orig`` only when ``w`` is 0; otherwise
    ``q_final`` is ``None`` so that the item is never silently scored by the backbone alone
    (or as 0) — callers flag it.
    """
    b_amb = ambiguous_bias(q_orig, ambiguous_scores)
    b_exp = explicit_bias(q_orig, alignment, explicit_scores, explicit_mode)
    B, w = mixing_weight(b_amb, b_exp, alpha, beta)
    if q_uqe is None:
        q_final: float | None = q_orig if w == 0.0 else None
    else:
        q_final = final_score(q_orig, q_uqe, w)
    return Aggregate(b_amb=b_amb, b_exp=b_exp, B=B, w=w, q_final=q_final)


def fair_aggregate(
    q_orig: float,
    q_judge: float | None,
    ambiguous_scores: Sequence[float] = (),
    explicit_scores: Sequence[float] = (),
    alignment: bool | None = None,
    alpha: float = DEFAULT_ALPHA,
    beta: float = DEFAULT_BETA,
    unit: float = 1.0,
    violation_cost: float = VIOLATION_COST,
) -> Aggregate:
    """The ``fair`` aggregation of one item (see the module docstring).

    ``q_judge`` is the judge's score on the backbone's normalised scale ([0, 1]), ``unit`` the
    backbone's gender unit (> 0). ``b_amb`` is the score range over the original and its
    ambiguous variants in units; ``b_exp`` is 1 when the original violates a detected explicit
    constraint (``alignment`` false), else the amount, in units, by which a violating variant
    outscores the constraint-following original (0 when none does). ``q_final`` is ``None``
    when the judge gave no score and ``w`` is not 0, as in :func:`aggregate`.

    A violating original (``alignment`` false): the judge's score counts at most
    ``violation_cost`` units below the lowest score of the item -- of ``q_orig``, the corrected
    variants (``explicit_scores``, which satisfy the constraint when ``alignment`` is false) and
    the ambiguous variants. The judge's own penalty (the rules judge's 0.25, an LLM's low score)
    is on its own scale; bounded in units, a violation costs the same on every backbone: with a
    judge at the bound, ``q_final`` is at least ``w · violation_cost`` units below ``q_orig``
    (the violation always costs, whatever the backbone prefers), and below every realisation of
    its corrected form -- whose own ``q_final`` stays within its realisations' range -- whenever
    the backbone prefers the violation by less than ``violation_cost · w/(1 − w)`` units (see
    :data:`VIOLATION_COST`). The lowest score, not the corrected variant's alone: on the
    development pairs it widens the smallest margin between a violating translation and its
    correct counterpart from 1.5 to 2.0 units. And a cue misread as explicit on a
    gender-ambiguous source moves the score by a few gender effects, not by a quarter of the
    scale.
    """
    if unit <= 0:
        raise UsageError(f"the gender unit must be positive, got {unit}")
    if violation_cost < 0:
        raise UsageError(f"the violation cost must be non-negative, got {violation_cost}")
    b_amb = ambiguous_bias(q_orig, ambiguous_scores) / unit
    violated = alignment is False
    b_exp = 1.0 if violated else explicit_bias(q_orig, alignment, explicit_scores, "margin") / unit
    B, w = mixing_weight(b_amb, b_exp, alpha, beta)
    if q_judge is None:
        q_final: float | None = q_orig if w == 0.0 else None
    else:
        if not 0.0 <= q_judge <= 1.0:
            raise ValueError(f"the judge score on the backbone's scale must be in [0, 1], got {q_judge}")
        if violated:
            lowest = min([q_orig, *explicit_scores, *ambiguous_scores])
            q_judge = max(q_judge, lowest - violation_cost * unit)
        q_final = w * q_judge + (1.0 - w) * q_orig
    return Aggregate(b_amb=b_amb, b_exp=b_exp, B=B, w=w, q_final=q_final)
