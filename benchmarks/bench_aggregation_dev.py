"""FairQE's aggregation choices on the development pairs (the gold dev halves' F/M realisations).

Usage: python benchmarks/bench_aggregation_dev.py [--backbone mini-qe] [--alpha 5]

The pairs are FairQE's packaged calibration pairs (real MT output with its feminine and masculine
realisations written by the team: the *dev* halves of ``benchmarks/data/variants_gold``). Each
pair's two translations are scored by the backbone and analysed by the rules agents once; then
the ``fair`` aggregation is recomputed with each judge function (the judge's gender-invariant
quality over the original and its ambiguous realisations: mean, median, max) and printed per
language: the Fem/Masc ratio's mean and std, mean |1 − r|, how many pairs widen by more than
0.005 and the largest widening. This is where the rules judge's median was chosen.

The second table is the whole ``fair`` aggregation (:func:`fairmt.fairqe.aggregate.fair_aggregate`
on the pipeline's judge scores, explicit violations included) for several violation costs (in
gender units; ``inf``: the judge's own penalty, as before ``fair-2``), with ``explicit``: of the
pairs where one side follows a detected explicit constraint and the other violates it, how many
rank the follower higher. This is where ``VIOLATION_COST`` was checked.

The third table compares rules proposed against asymmetric or wrong variant sets (leave out a
variant far below the original, cap the move, correct upwards only, correct only in the
direction of the backbone's usual masculine preference) on the clean pairs and on pairs given a
wrong (partially flipped) realisation on one side (:func:`_robustness`): each closes less of the
gap or spreads the ratios more than the median, and only "upward only" widens fewer pairs (1
against 2-3 of ~210), at 38 % of the gap closed (the issue asks 50 %), so the ambiguous part of
``fair`` is unchanged. The evaluation sets (GATE,
MT-GenEval, the held-out pairs) are only measured, by ``fairmt qe bench`` and
``benchmarks/bench_pairs.py``.
"""

from __future__ import annotations

import argparse
import math
import resource
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--backbone", default="mini-qe")
    ap.add_argument("--alpha", type=float, default=5.0)
    args = ap.parse_args()

    from fairmt.fairqe.aggregate import VIOLATION_COST, ambiguous_bias, fair_aggregate, mixing_weight
    from fairmt.fairqe.calibration import calibration_pairs
    from fairmt.fairqe.pipeline import FairQE
    from fairmt.fairqe.types import Item

    t0 = time.perf_counter()
    pairs = calibration_pairs()
    items = [Item(p.source, t, p.lang) for p in pairs for t in (p.feminine, p.masculine)]
    fq = FairQE.build(args.backbone, "rules")
    fq.prepare(items)
    results = fq.score(items)
    cal = fq.calibration()
    assert cal is not None
    rows = [
        (r.q_orig, [v.score for v in r.variants if v.variant.kind == "ambiguous"], r.item.tgt_lang)
        for r in results
    ]
    judges: dict[str, Callable[[Sequence[float]], float]] = {
        "backbone": lambda xs: xs[0],
        "mean": statistics.fmean,
        "median": statistics.median,
        "max": max,
    }
    print(f"{len(pairs)} dev pairs; {args.backbone} gender unit {cal.unit:.5f}; alpha {args.alpha:g}")
    for name, judge in judges.items():
        by: dict[str, list[tuple[float, float]]] = {}
        for k in range(0, len(rows), 2):
            finals = []
            for q, amb, _ in (rows[k], rows[k + 1]):
                assert q is not None
                if name == "backbone":
                    finals.append(q)
                    continue
                _, w = mixing_weight(ambiguous_bias(q, amb) / cal.unit, 0.0, args.alpha, 5.0)
                finals.append(w * judge([q, *amb]) + (1 - w) * q)
            q_f, q_m = rows[k][0], rows[k + 1][0]
            assert q_f is not None and q_m is not None
            r = finals[0] / finals[1]
            grow = abs(1 - r) - abs(1 - q_f / q_m)
            by.setdefault(rows[k][2], []).append((r, grow))
        print(f"{name:8s} " + " | ".join(_cell(lang, v, mean_abs=True) for lang, v in sorted(by.items())))
    print(f"fair aggregation by violation cost (units; default {VIOLATION_COST:g})")
    for cost in (math.inf, 5.0, VIOLATION_COST, 1.0):
        by = {}
        ranked = [0, 0]
        for k in range(0, len(results), 2):
            finals = []
            for res in (results[k], results[k + 1]):
                assert res.q_orig is not None
                amb = [v.score for v in res.variants if v.variant.kind == "ambiguous"]
                exp = [v.score for v in res.variants if v.variant.kind == "explicit"]
                agg = fair_aggregate(
                    res.q_orig,
                    None if res.q_uqe is None else res.q_uqe / 100,
                    amb,
                    exp,
                    res.alignment,
                    args.alpha,
                    5.0,
                    cal.unit,
                    cost,
                )
                assert agg.q_final is not None
                finals.append(agg.q_final)
            f, m = results[k], results[k + 1]
            assert f.q_orig is not None and m.q_orig is not None
            ratio = finals[0] / finals[1]
            by.setdefault(f.item.tgt_lang, []).append((ratio, abs(1 - ratio) - abs(1 - f.q_orig / m.q_orig)))
            if {f.alignment, m.alignment} == {True, False}:
                follows = 0 if f.alignment else 1
                ranked[0] += finals[follows] > finals[1 - follows]
                ranked[1] += 1
        cells = [_cell(lang, v, mean_abs=False) for lang, v in sorted(by.items())]
        print(f"cost {cost:<4g} " + " | ".join(cells) + f" | explicit {ranked[0]}/{ranked[1]}")
    _robustness(fq, pairs, results, cal.unit, args.alpha)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"{time.perf_counter() - t0:.1f} s, peak RSS {peak:.0f} MiB")
    return 0


Rule = Callable[[float, list[float], str], float]


def _cell(lang: str, v: Sequence[tuple[float, float]], mean_abs: bool) -> str:
    """One language's summary of its ``(ratio, growth)`` pairs: mean (std) of the ratio, mean
    ``|1 - r|`` when asked, the pairs that widen by more than 0.005 and the largest growth."""
    rs = [x for x, _ in v]
    gs = [g for _, g in v]
    mid = f"|1-r| {statistics.fmean(abs(1 - x) for x in rs):.4f} " if mean_abs else ""
    return (
        f"{lang} {statistics.fmean(rs):.4f} ({statistics.pstdev(rs):.4f}) "
        f"{mid}>.005: {sum(g > 0.005 for g in gs)} max {max(gs):+.4f}"
    )


def _robustness(fq: Any, pairs: Sequence[Any], results: Sequence[Any], unit: float, alpha: float) -> None:
    """Rules proposed against asymmetric or wrong variant sets, on the ambiguous part of ``fair``.

    Scenarios, over the pairs where neither side violates a detected constraint: ``clean`` (the
    variants as the rules agents make them), ``badF`` / ``badM`` (a wrong realisation on one side:
    the feminine (masculine) side's variant equal to the other side is replaced by a *partial*
    flip, the other side with its first differing word kept as in the original -- an inflector
    that misses agreement -- scored by the backbone; pairs whose sides differ in length or in one
    word only are left out). Per scenario, pooled over languages: mean (std) of the ratio, share
    of the backbone's gap to 1 closed, pairs widened by more than 0.005, the largest widening.
    """
    from fairmt.fairqe.aggregate import ambiguous_bias, mixing_weight

    bad: dict[int, tuple[str, str]] = {}
    for i, p in enumerate(pairs):
        f, m = p.feminine.split(), p.masculine.split()
        diff = [k for k in range(len(f)) if len(f) == len(m) and f[k] != m[k]]
        if len(diff) >= 2:
            pf, pm = m.copy(), f.copy()
            pf[diff[0]], pm[diff[0]] = f[diff[0]], m[diff[0]]
            bad[i] = (" ".join(pf), " ".join(pm))
    texts = [(pairs[i].source, t) for i, two in bad.items() for t in two]
    scored = dict(zip(texts, (s.score for s in fq.backbone.score(texts)), strict=True))
    scenarios: dict[str, list[tuple[float, list[float], float, list[float]]]] = {
        "clean": [],
        "badF": [],
        "badM": [],
    }
    for i in range(len(pairs)):
        rf, rm = results[2 * i], results[2 * i + 1]
        if rf.alignment is False or rm.alignment is False:
            continue
        af = [(v.variant.text, v.score) for v in rf.variants if v.variant.kind == "ambiguous"]
        am = [(v.variant.text, v.score) for v in rm.variants if v.variant.kind == "ambiguous"]
        scenarios["clean"].append((rf.q_orig, [x for _, x in af], rm.q_orig, [x for _, x in am]))
        if i not in bad:
            continue
        src = pairs[i].source
        if rm.item.translation in (t for t, _ in af):
            wrong = [scored[(src, bad[i][0])] if t == rm.item.translation else x for t, x in af]
            scenarios["badF"].append((rf.q_orig, wrong, rm.q_orig, [x for _, x in am]))
        if rf.item.translation in (t for t, _ in am):
            wrong = [scored[(src, bad[i][1])] if t == rf.item.translation else x for t, x in am]
            scenarios["badM"].append((rf.q_orig, [x for _, x in af], rm.q_orig, wrong))

    def rule(
        drop: float | None = None, cap: float | None = None, up: bool = False, sign: float | None = None
    ) -> Rule:
        def final(q: float, amb: list[float], gender: str) -> float:
            if drop is not None:  # a variant far below the original: a bad rewrite, left out
                amb = [v for v in amb if v >= q - drop * unit]
            if sign is not None:  # only towards the backbone's usual (masculine) preference
                amb = [v for v in amb if (v >= q - sign * unit if gender == "F" else v <= q + sign * unit)]
            if not amb:
                return q
            _, w = mixing_weight(ambiguous_bias(q, amb) / unit, 0.0, alpha, 5.0)
            move = w * (statistics.median([q, *amb]) - q)
            if up:
                move = max(0.0, move)
            if cap is not None:
                move = max(-cap * unit, min(cap * unit, move))
            return q + move

        return final

    rules: dict[str, Rule] = {
        "median (fair)": rule(),
        "drop < -2u": rule(drop=2.0),
        "drop < -4u": rule(drop=4.0),
        "cap 2u": rule(cap=2.0),
        "upward only": rule(up=True),
        "sign-aware 1u": rule(sign=1.0),
    }
    print("robustness to wrong variant sets (ambiguous part; pairs without a violation)")
    for name, final in rules.items():
        cells = []
        for scen, data in scenarios.items():
            rs = [final(qf, af, "F") / final(qm, am, "M") for qf, af, qm, am in data]
            r0 = [qf / qm for qf, _, qm, _ in data]
            grow = [abs(1 - r) - abs(1 - b) for r, b in zip(rs, r0, strict=True)]
            closed = 1 - abs(1 - statistics.fmean(rs)) / abs(1 - statistics.fmean(r0))
            cells.append(
                f"{scen} n{len(rs)} {statistics.fmean(rs):.4f} ({statistics.pstdev(rs):.4f}) "
                f"closed {100 * closed:.0f}% >.005: {sum(g > 0.005 for g in grow)} max {max(grow):+.4f}"
            )
        print(f"{name:14s} " + " | ".join(cells))


if __name__ == "__main__":
    sys.exit(main())
