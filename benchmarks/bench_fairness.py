"""Time the gender-fairness settings (``fairmt qe bench``) with the length-ratio backbone.

Usage: python benchmarks/bench_fairness.py [--data-dir DIR] [--repeat N] [--backbone NAME] [--bootstrap N]

For each setting: seconds to load its data (all paper languages), seconds for the one
``score`` call plus the metrics, and pairs per second. The length-ratio backbone costs next
to nothing, so this measures the bench's own overhead; with a real backbone the score call
dominates. A setting whose data is not available (mGeNTE is gated) is reported as not run.

The statistics (bootstrap intervals, t-test, error rates; :mod:`fairmt.bench.significance`)
are timed apart: the same setting with ``--bootstrap N`` resamples (default 1,000) and with
1, their difference, its ratio to the whole, and the peak memory (tracemalloc) of the N run.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
import tracemalloc

from fairmt.bench.fairness import (
    SETTINGS,
    DatasetNotFound,
    evaluate_setting,
    load_column,
    locate_dataset,
    resolve_columns,
)
from fairmt.qe.base import get_backbone


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--data-dir", default=None, help="folder holding gate/, mt_geneval/ (default: registry)")
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--backbone", default="length-ratio")
    ap.add_argument("--bootstrap", type=int, default=1000, help="resamples of the timed statistics")
    args = ap.parse_args()
    scorer = get_backbone(args.backbone)
    print(f"backbone {args.backbone}, best and median of {args.repeat} runs")
    print(f"{'setting':<18}{'items':>7}{'pairs':>7}{'load s':>9}{'score s':>9}{'total s':>9}{'pairs/s':>10}")
    for setting in SETTINGS:
        cols = resolve_columns(setting)
        try:
            folders = {ds: locate_dataset(ds, args.data_dir) for ds, _ in cols}
        except DatasetNotFound as e:
            print(f"{setting:<18}not run: {e}")
            continue
        loads, scores, stats = [], [], []
        n_items = n_pairs = 0
        for _ in range(args.repeat):
            t0 = time.perf_counter()
            columns = [load_column(setting, ds, lang, folders[ds]) for ds, lang in cols]
            t1 = time.perf_counter()
            r = evaluate_setting(setting, columns, scorer, resamples=args.bootstrap)
            t2 = time.perf_counter()
            evaluate_setting(setting, columns, scorer, resamples=1)
            t3 = time.perf_counter()
            loads.append(t1 - t0)
            scores.append(t2 - t1)
            stats.append((t2 - t1) - (t3 - t2))
            n_items = sum(len(c.items) for c in columns)
            n_pairs = r.n_pairs_scored
        load, score = min(loads), min(scores)
        print(
            f"{setting:<18}{n_items:>7}{n_pairs:>7}{load:>9.3f}{score:>9.3f}{load + score:>9.3f}"
            f"{n_pairs / (load + score):>10.0f}"
            f"   (median total {statistics.median(a + b for a, b in zip(loads, scores, strict=True)):.3f} s)"
        )
        tracemalloc.start()
        evaluate_setting(setting, columns, scorer, resamples=args.bootstrap)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        st = statistics.median(stats)
        total = statistics.median(a + b for a, b in zip(loads, scores, strict=True))
        print(
            f"{'':<18}statistics ({args.bootstrap} resamples): median {st:.3f} s, "
            f"{st / max(total, 1e-9):.0%} of the median total; peak memory {peak / 2**20:.0f} MiB"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
