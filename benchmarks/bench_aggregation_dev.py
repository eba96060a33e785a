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
rank the follower higher. This is where ``VIOLATION_COST`` was checked. The evaluation sets (GATE,
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
        cells = []
        for lang, v in sorted(by.items()):
            rs = [x for x, _ in v]
            gs = [g for _, g in v]
            cells.append(
                f"{lang} {statistics.fmean(rs):.4f} ({statistics.pstdev(rs):.4f}) "
                f"|1-r| {statistics.fmean(abs(1 - x) for x in rs):.4f} >.005: {sum(g > 0.005 for g in gs)} "
                f"max {max(gs):+.4f}"
            )
        print(f"{name:8s} " + " | ".join(cells))
    print(f"fair aggregation by violation cost (units; default {VIOLATION_COST:g})")
    for cost in (math.inf, 5.0, VIOLATION_COST, 1.0):
        by = {}
        ranked = [0, 0]
        for k in range(0, len(results), 2):
            finals = []
            for r in (results[k], results[k + 1]):
                assert r.q_orig is not None
                amb = [v.score for v in r.variants if v.variant.kind == "ambiguous"]
                exp = [v.score for v in r.variants if v.variant.kind == "explicit"]
                agg = fair_aggregate(
                    r.q_orig,
                    None if r.q_uqe is None else r.q_uqe / 100,
                    amb,
                    exp,
                    r.alignment,
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
        cells = []
        for lang, v in sorted(by.items()):
            rs = [x for x, _ in v]
            gs = [g for _, g in v]
            cells.append(
                f"{lang} {statistics.fmean(rs):.4f} ({statistics.pstdev(rs):.4f}) "
                f">.005: {sum(g > 0.005 for g in gs)} max {max(gs):+.4f}"
            )
        print(f"cost {cost:<4g} " + " | ".join(cells) + f" | explicit {ranked[0]}/{ranked[1]}")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"{time.perf_counter() - t0:.1f} s, peak RSS {peak:.0f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
