"""Closed variant sets on GATE pairs: the F and M translations of one source get the same set.

Usage: python benchmarks/bench_closed_sets.py [--langs es,fr,it] [--split dev|test] [--limit N] [--show N]

For each GATE row (source, feminine translation ``f``, masculine translation ``m``), the
offline ``rules`` agents analyse both items; the set of an item is its translation plus its
variants' texts. The pair is *closed* when the two sets are equal: both originals then get
the same variants, so the judge and ``b_amb`` treat them alike (issue 12, point 4). Pairs
whose two sides are identical are left out. ``--split dev`` measures GATE's dev half (es and it
only; development data), ``--split test`` its test half without the sources of the other
language's dev half (never read); without ``--split``, every row. French has no split of its
own: its ``--split test`` is its rows whose source is in neither the es nor the it dev half.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def _gate_folder() -> Path:
    for root in (os.environ.get("FAIRMT_DATA_DIR"), str(REPO.parent / "shared" / "data")):
        if root and (Path(root) / "gate").is_dir():
            return Path(root) / "gate"
    raise SystemExit("GATE not found: set FAIRMT_DATA_DIR")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--langs", default="es,fr,it")
    ap.add_argument("--limit", type=int, default=None)
    ap.add_argument("--show", type=int, default=0)
    ap.add_argument("--split", choices=("dev", "test"), default=None)
    args = ap.parse_args()
    from fairmt.bench.closed_sets import closed_sets

    for lang in args.langs.split(","):
        t0 = time.perf_counter()
        r = closed_sets(_gate_folder(), lang, args.limit, args.show, args.split)
        seconds = time.perf_counter() - t0
        print(
            f"{lang}{'' if args.split is None else ' ' + args.split}: "
            f"{r.closed}/{r.pairs} pairs closed ({100 * r.share:.1f} %), {seconds:.1f} s; open: "
            + ", ".join(f"{k} {v}" for k, v in r.classes.most_common())
        )
        for set_f, set_m in r.examples:
            print(f"  f: {set_f}\n  m: {set_m}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
