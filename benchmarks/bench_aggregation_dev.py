"""FairQE's aggregation choices on the development pairs (the gold dev halves' F/M realisations).

Usage: python benchmarks/bench_aggregation_dev.py [--backbone mini-qe] [--alpha 5]

The pairs are FairQE's packaged calibration pairs (real MT output with its feminine and masculine
realisations written by the team: the *dev* halves of ``benchmarks/data/variants_gold``). Each
pair's two translations are scored by the backbone and analysed by the rules agents once; then
the ``fair`` aggregation is recomputed with each judge function (the judge's gender-invariant
quality over the original and its ambiguous realisations: mean, median, max) and printed per
language: the Fem/Masc ratio's mean and std, mean |1 − r|, how many pairs widen by more than
0.005 and the largest widening. This is where the rules judge's median was chosen; the
evaluation sets (GATE, MT-GenEval, the held-out pairs) are only measured, by ``fairmt qe bench``
and ``benchmarks/bench_pairs.py``.
"""

from __future__ import annotations

import argparse
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

    from fairmt.fairqe.aggregate import ambiguous_bias, mixing_weight
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
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"{time.perf_counter() - t0:.1f} s, peak RSS {peak:.0f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
