"""Closed variant sets on GATE pairs: the F and M translations of one source get the same set.

Usage: python benchmarks/bench_closed_sets.py [--langs es,fr,it] [--limit N] [--show N]

For each GATE row (source, feminine translation ``f``, masculine translation ``m``), the
offline ``rules`` agents analyse both items; the set of an item is its translation plus its
variants' texts. The pair is *closed* when the two sets are equal: both originals then get
the same variants, so the judge and ``b_amb`` treat them alike (issue 12, point 4). Pairs
whose two sides are identical are left out. GATE is an evaluation set: this measures, it
is never used to choose a rule.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent


def _gate_folder() -> Path:
    for root in (os.environ.get("FAIRMT_DATA_DIR"), str(REPO.parent / "shared" / "data")):
        if root and (Path(root) / "gate").is_dir():
            return Path(root) / "gate"
    raise SystemExit("GATE not found: set FAIRMT_DATA_DIR")


def closed_share(lang: str, limit: int | None = None, show: int = 0) -> dict[str, Any]:
    from fairmt.bench.inflection import gate_pairs
    from fairmt.fairqe.agents.rules import RuleAgents
    from fairmt.fairqe.types import Item

    rows = [(f, m) for f, m in gate_pairs(_gate_folder(), lang) if f != m]
    if limit:
        rows = rows[:limit]
    from fairmt.bench.fairness import load_gate

    sources = {(it.numerator, it.denominator): it.source for it in load_gate(_gate_folder(), lang).items}
    items = [Item(sources[(f, m)], t, lang) for f, m in rows for t in (f, m)]
    agents = RuleAgents()
    t0 = time.perf_counter()
    agents.prepare(items)
    analyses = agents.analyse(items)
    closed = 0
    examples: list[str] = []
    for k, (f, m) in enumerate(rows):
        af, am = analyses[2 * k], analyses[2 * k + 1]
        set_f = {" ".join(f.split()), *(v.text for v in af.variants.all)}
        set_m = {" ".join(m.split()), *(v.text for v in am.variants.all)}
        if set_f == set_m:
            closed += 1
        elif len(examples) < show:
            examples.append(f"  f: {sorted(set_f)}\n  m: {sorted(set_m)}")
    return {
        "lang": lang,
        "pairs": len(rows),
        "closed": closed,
        "share": round(100 * closed / max(1, len(rows)), 1),
        "seconds": round(time.perf_counter() - t0, 1),
        "examples": examples,
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--langs", default="es,fr,it")
    ap.add_argument("--limit", type=int, default=None)
    ap.add_argument("--show", type=int, default=0)
    args = ap.parse_args()
    for lang in args.langs.split(","):
        r = closed_share(lang, args.limit, args.show)
        print(f"{lang}: {r['closed']}/{r['pairs']} pairs closed ({r['share']} %), {r['seconds']} s")
        for e in r["examples"]:
            print(e)
    return 0


if __name__ == "__main__":
    sys.exit(main())
