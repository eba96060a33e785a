"""Quality of a QE backbone on the held-out evaluation sets (issue 14's acceptance figures).

Usage: python benchmarks/bench_qe_quality.py [--backbone mini-qe] [--weights VERSION_OR_JSON]
       [--data-dir DIR] [--sets wmt23,wmt22,mlqe] [--json FILE]

* ``wmt23``: WMT23 en-de MQM (``wmt23_mqm_mtme``), as ``fairmt qe meta --backbone``: system
  pairwise accuracy and Pearson, segment acc-t and Pearson, avg-corr (12 systems, 6,684 pairs);
* ``wmt22``: WMT22 QE Task 1 MQM **test** (``wmt22_qe/task1_mqm/test_gold``), en-de and en-ru:
  segment Pearson and Spearman against the gold MQM score;
* ``mlqe``: MLQE-PE test20 (all seven pairs): Pearson and Spearman against ``z_mean``, and
  their mean (scripts the encoder lacks are scored anyway, as in the weights' JSON).

These sets are for measuring only: mini-qe's training (``fairmt qe train``) never reads
them. Everything is scored through the public backbone (``backbone.score_raw``).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

from fairmt.bench import meta
from fairmt.cli.backbone_options import add_backbone_options, make_backbone
from fairmt.qe.train import MLQE_PAIRS, read_mlqe
from fairmt.stats import pearson, spearman

REPO = Path(__file__).resolve().parent.parent


def data_root(explicit: str | None) -> Path:
    for root in (explicit, os.environ.get("FAIRMT_DATA_DIR"), str(REPO.parent / "shared" / "data")):
        if root and (Path(root) / "wmt23_mqm_mtme").is_dir():
            return Path(root)
    sys.exit("data not found: pass --data-dir or set FAIRMT_DATA_DIR")


def wmt22_test(root: Path, lp: str) -> tuple[list[tuple[str, str]], list[float]]:
    d = root / "wmt22_qe" / "task1_mqm" / "test_gold" / lp
    src = (d / "test.2022.src").read_text(encoding="utf-8").split("\n")
    mt = (d / "test.2022.mt").read_text(encoding="utf-8").split("\n")
    gold = [float(x) for x in (d / f"test.2022.{lp}.mqm_score.mqm").read_text(encoding="utf-8").split()]
    return list(zip(src[: len(gold)], mt[: len(gold)], strict=True)), gold


def corr(pred: list[float], gold: list[float]) -> dict[str, float]:
    p, g = np.array(pred), np.array(gold)
    return {"pearson": round(pearson(p, g), 4), "spearman": round(spearman(p, g), 4)}


def main() -> int:
    ap = argparse.ArgumentParser()
    add_backbone_options(ap)
    ap.add_argument("--data-dir", default=None)
    ap.add_argument("--sets", default="wmt23,wmt22,mlqe", help="comma-separated: wmt23, wmt22, mlqe")
    ap.add_argument("--json", default=None, help="also write the figures as JSON to this file")
    args = ap.parse_args()
    if args.unsupported is None:
        args.unsupported = "score"  # MLQE-PE ne-en / si-en sources, as in the weights' JSON
    root = data_root(args.data_dir)
    sets = {s.strip() for s in args.sets.split(",") if s.strip()}
    t0 = time.perf_counter()
    backbone = make_backbone(args)
    out: dict[str, Any] = {"backbone": backbone.version()}
    if "wmt23" in sets:
        data = meta.load_mqm(root / "wmt23_mqm_mtme", "en-de")
        computed = meta.backbone_scores(data, backbone, batch_size=args.batch_size)
        r = meta.meta_evaluate(data, computed.seg, None).as_dict()
        out["wmt23_en-de"] = {k: r[k] for k in ("avg_corr", "sys_accuracy", "sys_agree", "n_system_pairs")}
        out["wmt23_en-de"].update({k: r[k] for k in ("sys_pearson", "seg_acc_t", "seg_pearson")})
    if "wmt22" in sets:
        for lp in ("en-de", "en-ru"):
            pairs, gold = wmt22_test(root, lp)
            out[f"wmt22_test_{lp}"] = corr(backbone.score_raw(pairs, batch_size=args.batch_size), gold)
    if "mlqe" in sets:
        per: dict[str, dict[str, float]] = {}
        for pair in MLQE_PAIRS:
            rows = read_mlqe(root, pair, "test20")
            raw = backbone.score_raw([(r.src, r.mt) for r in rows], batch_size=args.batch_size)
            per[pair] = corr(raw, [r.z for r in rows])
        out["mlqe_test20"] = per
        out["mlqe_test20_mean_pearson"] = round(float(np.mean([m["pearson"] for m in per.values()])), 4)
    out["seconds"] = round(time.perf_counter() - t0, 1)
    out["peak_rss_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)
    text = json.dumps(out, indent=1)
    print(text)
    if args.json:
        Path(args.json).write_text(text + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
