"""Time the WMT23 en-de meta-evaluation against MQM (``fairmt qe meta``), tie calibration included.

Usage: python benchmarks/bench_meta.py [--mqm DIR] [--lp en-de] [--metric CometKiwi-src] [--repeat 5]
                                       [--text-metrics]

Steps, each in seconds (the median of ``--repeat`` runs where cheap):

* loading the MQM gold and texts (mt-metrics-eval layout, 12 scored systems x 557 segments);
* one metric from its score files: reading them, then the four statistics and avg-corr;
* the tie calibration alone (acc-t: one global epsilon over 460 segments x 66 pairs), and what
  re-evaluating every candidate epsilon from scratch would cost (estimated from a sample);
* ``--all-metrics``: every metric file set in metric-scores/<lp> (45 usable);
* the length-ratio backbone run on all 6,684 (source, output) pairs and meta-evaluated;
* with ``--text-metrics``: BLEU and chrF computed from the texts with sacrebleu.
"""

from __future__ import annotations

import argparse
import resource
import statistics
import sys
import time
from collections.abc import Callable
from typing import TypeVar

import numpy as np

from fairmt.bench import meta
from fairmt.qe.base import get_backbone

T = TypeVar("T")


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def timed(fn: Callable[[], T], repeat: int = 1) -> tuple[T, float]:
    times = []
    out: T | None = None
    for _ in range(repeat):
        t0 = time.perf_counter()
        out = fn()
        times.append(time.perf_counter() - t0)
    assert out is not None
    return out, statistics.median(times)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--mqm", default=None, help="dataset folder (default: the registered wmt23_mqm_mtme)")
    ap.add_argument("--lp", default="en-de")
    ap.add_argument("--metric", default="CometKiwi-src", help="metric file name in metric-scores/<lp>")
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--text-metrics", action="store_true", help="also BLEU and chrF from the texts (~15 s)")
    args = ap.parse_args()
    folder = args.mqm
    if folder is None:
        from fairmt.data import dataset_path

        folder = str(dataset_path("wmt23_mqm_mtme"))

    data, t_load = timed(lambda: meta.load_mqm(folder, args.lp), args.repeat)
    print(
        f"load MQM + texts ({len(data.scored_systems())} systems x {data.n_segments} segments): "
        f"{t_load:.3f} s"
    )
    assert data.metric_dir is not None, "no metric-scores folder next to the MQM scores"
    seg_file = data.metric_dir / f"{args.metric}.seg.score"
    sys_file = data.metric_dir / f"{args.metric}.sys.score"

    (seg, sys_), t_read = timed(
        lambda: (meta.read_seg_scores(seg_file), meta.read_sys_scores(sys_file)), args.repeat
    )
    r, t_eval = timed(lambda: meta.meta_evaluate(data, seg, sys_), args.repeat)
    print(f"{args.metric}: read score files {t_read:.3f} s; meta-evaluate {t_eval:.4f} s")
    print(
        f"  avg-corr {r.avg_corr:.3f}  sys acc {r.sys_accuracy:.3f}  sys r {r.sys_pearson:.3f}  "
        f"acc-t {r.seg_acc_t:.3f} (eps {r.seg_acc_t_epsilon:.4g})  seg r {r.seg_pearson:.3f}  "
        f"[{r.n_systems} systems, {r.n_segments} segments, {r.n_pairs} pairs]"
    )

    syss = data.scored_systems()
    gold = np.vstack([data.gold[s] for s in syss]).T
    metric = np.vstack([seg[s] for s in syss]).T
    tie, t_tie = timed(lambda: meta.tie_calibrated_accuracy(gold, metric), args.repeat)
    rated = ~np.isnan(gold)
    n_pairs = int(sum(k * (k - 1) // 2 for k in rated.sum(axis=1)))
    sample = 50
    candidates = np.linspace(0.0, float(np.nanmax(metric) - np.nanmin(metric)), sample)
    t0 = time.perf_counter()
    for eps in candidates:
        meta.tie_accuracy_at(gold, metric, float(eps))
    per_candidate = (time.perf_counter() - t0) / sample
    print(
        f"tie calibration: {t_tie:.4f} s for {n_pairs} pairs (acc-t {tie.accuracy:.4f}); re-evaluating each "
        f"of up to {n_pairs + 1} candidates from scratch: ~{per_candidate * (n_pairs + 1):.1f} s (estimated)"
    )

    def all_metrics() -> int:
        n = 0
        assert data.metric_dir is not None
        for mf in meta.discover_metrics(data.metric_dir):
            if mf.ref not in {"src", data.reference_name}:
                continue
            s = meta.read_seg_scores(mf.seg) if mf.seg else None
            y = meta.read_sys_scores(mf.sys) if mf.sys else None
            meta.meta_evaluate(data, s, y)
            n += 1
        return n

    n, t_all = timed(all_metrics, 1)
    print(f"all metrics ({n} metric file sets, files read and evaluated): {t_all:.2f} s")

    backbone = get_backbone("length-ratio")

    def run_backbone() -> meta.MetaResult:
        c = meta.backbone_scores(data, backbone)
        return meta.meta_evaluate(data, c.seg, None)

    rb, t_bb = timed(run_backbone, 1)
    print(f"length-ratio backbone, scored and meta-evaluated: {t_bb:.3f} s (avg-corr {rb.avg_corr:.3f})")

    if args.text_metrics:
        for m in meta.TEXT_METRICS:

            def run_text(m: str = m) -> meta.MetaResult:
                c = meta.sacrebleu_scores(data, m)
                return meta.meta_evaluate(data, c.seg, c.sys)

            rt, t_text = timed(run_text, 1)
            print(
                f"{m} from the texts (sacrebleu) and meta-evaluated: {t_text:.2f} s "
                f"(avg-corr {rt.avg_corr:.3f})"
            )
    print(f"peak RSS {peak_mb():.0f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
