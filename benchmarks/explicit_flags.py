"""Analysis-only counts of the explicit check on MT-GenEval counterfactual **dev** (helper ex40).

For every dev triple whose two references differ, the rules agents (no backbone) analyse the
right and the wrong reference: how many right references are flagged (``alignment`` False: must
not grow) and how many wrong ones are (should grow). Faster than ``fairmt qe bench --setting
explicit`` and independent of the backbone's preference, so it shows a rule's effect on every
triple, not only on the misses. Dev only: the test split is held out.

Usage: ``python benchmarks/explicit_flags.py [--langs es,it] [--out FLAGS.json] [--diff OLD.json]``
(``--diff`` prints the triples whose flags changed against an earlier ``--out``).
"""

from __future__ import annotations

import argparse
import json
import os
from pathlib import Path

from fairmt.bench.fairness_datasets import load_mtgeneval_counterfactual
from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.types import Item


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--langs", default="es,it")
    ap.add_argument("--out", default=None)
    ap.add_argument("--diff", default=None)
    args = ap.parse_args()
    folder = Path(os.environ.get("FAIRMT_DATA_DIR", "data")) / "mt_geneval"
    agents = RuleAgents()
    rows: dict[str, list[bool | None]] = {}
    for lang in args.langs.split(","):
        col = load_mtgeneval_counterfactual(folder, lang, split="dev")
        items = [x for x in col.items if x.correct != x.wrong]
        res = agents.analyse([Item(x.source, h, lang) for x in items for h in (x.correct, x.wrong)])
        right = wrong = 0
        for i, x in enumerate(items):
            r, w = res[2 * i].variants.alignment, res[2 * i + 1].variants.alignment
            rows[f"{lang}-{x.line}-{x.source_gender[0]}"] = [r, w]
            right += r is False
            wrong += w is False
        print(f"{lang}: {len(items)} triples, right flagged {right}, wrong flagged {wrong}", flush=True)
    if args.out:
        Path(args.out).write_text(json.dumps(rows), encoding="utf-8")
    if args.diff:
        old = json.loads(Path(args.diff).read_text(encoding="utf-8"))
        for key in sorted(rows):
            if key in old and old[key] != rows[key]:
                print(f"  {key}: right/wrong alignment {old[key]} -> {rows[key]}")


if __name__ == "__main__":
    main()
