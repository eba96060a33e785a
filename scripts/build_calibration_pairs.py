"""Build FairQE's calibration pairs from the dev halves of the team's variants gold set.

Usage: python scripts/build_calibration_pairs.py [--check]

Writes ``src/fairmt/fairqe/data/calibration_pairs.tsv``: one ``lang<TAB>source<TAB>F<TAB>M``
line per dev line of ``benchmarks/data/variants_gold/<lang>.jsonl`` whose feminine and
masculine realisations both exist and differ. These are real MT outputs (WMT21 MQM en-de
systems, saved WinoMT system translations) with their F and M realisations written by the
team (see that folder's READMEs; licence: the project's). Only ``dev`` lines are used: the
``test`` halves stay held out for measuring the variants. FairQE scores these pairs once
per backbone to put ``b_amb`` in the backbone's own units (:mod:`fairmt.fairqe.calibration`).
``--check`` exits 1 when the packaged file differs from what this script would write.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
GOLD = REPO / "benchmarks" / "data" / "variants_gold"
OUT = REPO / "src" / "fairmt" / "fairqe" / "data" / "calibration_pairs.tsv"
LANGS = ("de", "es", "fr", "it")


def build() -> str:
    lines = []
    for lang in LANGS:
        for raw in (GOLD / f"{lang}.jsonl").read_text(encoding="utf-8").splitlines():
            row = json.loads(raw)
            f, m = row.get("F"), row.get("M")
            if row["split"] != "dev" or not f or not m or f == m:
                continue
            fields = [lang, row["source"], f, m]
            if any("\t" in x or "\n" in x for x in fields):
                raise SystemExit(f"{lang}: {row['id']}: a tab or newline in a field")
            lines.append("\t".join(fields))
    return "".join(line + "\n" for line in lines)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args()
    text = build()
    if args.check:
        same = OUT.exists() and OUT.read_text(encoding="utf-8") == text
        print("calibration pairs: up to date" if same else "calibration pairs: out of date")
        return 0 if same else 1
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.relative_to(REPO)}: {text.count(chr(10))} pairs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
