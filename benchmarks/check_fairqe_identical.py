"""Check that a speed-up changed no FairQE output: score items cold then warm, write JSONL, compare.

Usage: python benchmarks/check_fairqe_identical.py OUT_PREFIX [--compare BEFORE_PREFIX] [-n 500]
                                                  [--gold es,fr,it]

Scores the first ``n`` WMT23 en-de items of :mod:`bench_fairqe` (or, with ``--gold``, the ``dev``
lines of the variants gold set of those languages) with the ``rules`` agents and the
``mini-qe`` backbone, twice in one process (cold, then warm: the caches filled), and writes
``OUT_PREFIX.cold.jsonl`` and ``OUT_PREFIX.warm.jsonl`` (every result's JSON with its rejected
realisations). With ``--compare`` the lines must equal those of an earlier run byte for byte:
run it on the commit before the change, then after. Prints counts, digests, CPU seconds
(user + system) and items per CPU second, never item text; exits 1 when a line differs.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import resource
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent


def cpu_seconds() -> float:
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def gold_items(langs: str, n: int) -> list[Any]:
    from fairmt.fairqe.types import Item

    items = []
    for lang in langs.split(","):
        path = HERE / "data" / "variants_gold" / f"{lang}.jsonl"
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                row = json.loads(line)
                if row["split"] == "dev":
                    items.append(Item(row["source"], row["mt"], lang))
    return items[:n]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out")
    ap.add_argument("--compare")
    ap.add_argument("-n", type=int, default=500)
    ap.add_argument("--gold", help="languages whose variants-gold dev lines are scored instead of WMT23")
    args = ap.parse_args()
    from fairmt.fairqe.agents.rules import RuleAgents
    from fairmt.fairqe.pipeline import FairQE
    from fairmt.qe.base import get_backbone

    if args.gold:
        items = gold_items(args.gold, args.n)
    else:
        sys.path.insert(0, str(HERE))
        from bench_fairqe import load_items

        items, _ = load_items(args.n, None, "ONLINE-A")
    backbone = get_backbone("mini-qe")
    report: dict[str, Any] = {"items": len(items)}
    differing = 0
    for run in ("cold", "warm"):
        c0, w0 = cpu_seconds(), time.perf_counter()
        fq = FairQE(backbone, RuleAgents())
        fq.prepare(items)
        results = fq.score(items)
        cpu, wall = cpu_seconds() - c0, time.perf_counter() - w0
        lines = [
            json.dumps({**r.to_json(), "_rejected": list(r.rejected)}, sort_keys=True, ensure_ascii=False)
            for r in results
        ]
        Path(f"{args.out}.{run}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
        entry: dict[str, Any] = {
            "cpu_s": round(cpu, 2),
            "wall_s": round(wall, 2),
            "items_per_cpu_s": round(len(items) / cpu, 1),
            "sha256": hashlib.sha256("\n".join(lines).encode()).hexdigest()[:16],
        }
        if args.compare:
            before = Path(f"{args.compare}.{run}.jsonl").read_text(encoding="utf-8").rstrip("\n").split("\n")
            diff = [i for i, (x, y) in enumerate(zip(before, lines, strict=False)) if x != y]
            if len(before) != len(lines):
                diff.append(-1)
            entry["differing_lines"] = len(diff)
            entry["first_differing"] = diff[:20]
            differing += len(diff)
        report[run] = entry
    report["peak_rss_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    print(json.dumps(report))
    return 1 if differing else 0


if __name__ == "__main__":
    raise SystemExit(main())
