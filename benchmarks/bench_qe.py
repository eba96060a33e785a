"""Throughput of a QE backbone: segments/s scored one pair per call vs batched, and peak memory.

Usage: python benchmarks/bench_qe.py [--backbone mini-qe] [--weights VERSION] [--device auto] [-n 500]
       [--pair en-de] [--batch-size 64] [--data-dir DIR]

Pairs come from MLQE-PE test20 (``--pair``) under ``--data-dir`` / ``$FAIRMT_DATA_DIR`` /
``../shared/data``, else from a small built-in set repeated with numbered variants. The
encoder's in-memory cache is cleared before each timed pass, so every text is embedded in
both passes. Checks that the batched scores equal the one-at-a-time scores exactly.
"""

from __future__ import annotations

import argparse
import os
import platform
import resource
import sys
import time
from pathlib import Path
from typing import Any

from fairmt.cli.backbone_options import add_backbone_options, make_backbone

REPO = Path(__file__).resolve().parent.parent

FALLBACK = [
    (
        "The committee approved the new budget on Tuesday.",
        "Der Ausschuss billigte am Dienstag den neuen Haushalt.",
    ),
    ("She is a doctor at the city hospital.", "Sie ist Ärztin im städtischen Krankenhaus."),
    ("The river flooded the valley after the storm.", "Der Fluss überflutete nach dem Sturm das Tal."),
    ("He plays the violin in an orchestra.", "Er spielt Geige in einem Orchester."),
]


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def load_pairs(n: int, pair: str, data_dir: str | None) -> tuple[list[tuple[str, str]], str]:
    candidates = [data_dir, os.environ.get("FAIRMT_DATA_DIR"), str(REPO.parent / "shared" / "data")]
    for root in candidates:
        if root and (Path(root) / "mlqe_pe").is_dir():
            from fairmt.qe.train import read_mlqe

            rows = read_mlqe(root, pair, "test20")[:n]
            return [(r.src, r.mt) for r in rows], f"MLQE-PE {pair} test20"
    out = [(f"{s} ({i})", f"{t} ({i})") for i in range(n // len(FALLBACK) + 1) for s, t in FALLBACK]
    return out[:n], "built-in sentences"


def clear(backbone: Any) -> None:
    enc = getattr(backbone, "encoder", None)
    if enc is not None:
        enc.clear_memory()


def main() -> int:
    ap = argparse.ArgumentParser()
    add_backbone_options(ap)
    ap.add_argument("-n", type=int, default=500, help="pairs (default 500)")
    ap.add_argument("--pair", default="en-de", help="MLQE-PE pair (default en-de)")
    ap.add_argument("--data-dir", default=None)
    args = ap.parse_args()

    pairs, origin = load_pairs(args.n, args.pair, args.data_dir)
    t0 = time.perf_counter()
    backbone = make_backbone(args)  # --device, --checkpoint, --weights ... as in 'fairmt qe score'
    backbone.score(pairs[:1])  # loads the encoder
    t_load = time.perf_counter() - t0
    clear(backbone)

    t0 = time.perf_counter()
    single = [backbone.score([p], batch_size=1)[0] for p in pairs]
    t_single = time.perf_counter() - t0
    clear(backbone)

    t0 = time.perf_counter()
    batched = backbone.score(pairs, batch_size=args.batch_size)
    t_batched = time.perf_counter() - t0

    identical = all(a == b for a, b in zip(single, batched, strict=True))
    breakdown = ""
    enc = getattr(backbone, "encoder", None)
    blocks = getattr(backbone, "features", None)
    if enc is not None and blocks is not None:
        # Where the batched time goes: the encoder (both sides, cache cleared) vs the features and head.
        import numpy as np

        from fairmt.qe.train import build_features

        enc.clear_memory()
        srcs, mts = [p[0] for p in pairs], [p[1] for p in pairs]
        t0 = time.perf_counter()
        u = enc.encode(srcs, batch_size=args.batch_size)
        v = enc.encode(mts, batch_size=args.batch_size)
        t_enc = time.perf_counter() - t0
        t0 = time.perf_counter()
        feats = build_features(u, v, srcs, mts, blocks)
        t_feat = time.perf_counter() - t0
        t0 = time.perf_counter()
        for row in range(len(pairs)):
            backbone.head.predict(feats[row : row + 1])
        t_head = time.perf_counter() - t0
        total = t_enc + t_feat + t_head
        breakdown = (
            f"time split: encoder {t_enc / total:.0%} ({t_enc:.2f} s), features {t_feat / total:.0%} "
            f"({t_feat:.2f} s), head {t_head / total:.0%} ({t_head:.2f} s); "
            f"{np.float64(len(pairs) / total):.1f} pairs/s"
        )
    print(f"backbone: {backbone.version()}")
    print(f"machine: {platform.machine()}, {os.cpu_count()} CPUs, Python {platform.python_version()}")
    print(f"pairs: {len(pairs)} from {origin}")
    print(f"load + first pair: {t_load:.2f} s")
    print(f"single (1 pair per call): {len(pairs) / t_single:8.1f} segments/s")
    print(f"batched (batch {args.batch_size}):     {len(pairs) / t_batched:8.1f} segments/s")
    print(f"batched scores identical to single: {identical}")
    if breakdown:
        from fairmt.qe.encoders import encoder_threads

        print(f"encoder threads: {encoder_threads()} (FAIRMT_QE_THREADS)")
        print(breakdown)
    print(f"peak RSS: {peak_mb():.0f} MB")
    return 0 if identical else 1


if __name__ == "__main__":
    sys.exit(main())
