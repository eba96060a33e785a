"""Agreement with WinoMT's human labels per language, per fixed half, for several policies.

Usage: python benchmarks/bench_winomt_human.py [--policies mt_gender-2019,mt_gender-2022,...]
       [--langs de,fr] [--recover-entities] [--halves dev,test] [--labels FILE]

The human labels (``winomt/human_annotations``) are a test set. Rules beyond the original
are designed on the *dev* half only and the *test* half is reported apart; the halves are
fixed in :func:`fairmt.winomt.human.human_half` (a hash of the English sentence with its
pronouns masked), committed before any disagreement was looked at. This script prints
numbers only, never a sentence, so that running it does not show the test half to whoever
tunes the rules. One table row per language: ``agree/n`` and percent for each policy and
half, plus the best of the listed policies. Needs ``FAIRMT_DATA_DIR`` with the winomt data
set; the alignment cache goes to ``FAIRMT_CACHE_DIR`` (a fresh temporary folder if unset).
``--labels FILE`` scores an own label file instead (JSONL,
:func:`fairmt.winomt.human.read_labels_file`; e.g. the French development set
``benchmarks/data/winomt_fr_own/fr_own.jsonl``): one column per policy, headed ``own``.
"""

from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path

from fairmt.data import dataset_path
from fairmt.winomt.human import HALVES, Agreement, human_agreement


def _cell(a: Agreement | None) -> str:
    return "-" if a is None else f"{a.agree:>3}/{a.n:<3} {a.percent:5.1f}"


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--policies", default="mt_gender-2019,mt_gender-2022")
    ap.add_argument("--halves", default=",".join(HALVES))
    ap.add_argument("--langs", default=None)
    ap.add_argument("--recover-entities", action="store_true")
    ap.add_argument("--labels", type=Path, default=None)
    args = ap.parse_args()
    os.environ.setdefault("FAIRMT_CACHE_DIR", tempfile.mkdtemp(prefix="fairmt-bench-"))
    policies = args.policies.split(",")
    halves = ["own"] if args.labels else args.halves.split(",")
    langs = args.langs.split(",") if args.langs else None
    root = dataset_path("winomt")
    table: dict[tuple[str, str], dict[str, Agreement]] = {}
    for policy in policies:
        for half in halves:
            res = human_agreement(
                root,
                compat=policy,
                langs=langs,
                recover_entities=args.recover_entities,
                half=None if args.labels else half,
                labels=args.labels,
            )
            table[(policy, half)] = {lang: a for lang, (_, a) in res.items()}
    all_langs = sorted({lang for d in table.values() for lang in d})
    cols = [(p, h) for p in policies for h in halves]
    print(f"recover_entities={args.recover_entities}")
    print("lang  " + "  ".join(f"{p[:16]:>16}:{h:<4}" for p, h in cols))
    for lang in all_langs:
        print(f"{lang:<6}" + "  ".join(f"{_cell(table[c].get(lang)):>21}" for c in cols))
    for half in halves:
        mean = {
            p: sum(a.percent for a in table[(p, half)].values()) / max(1, len(table[(p, half)]))
            for p in policies
        }
        low = {p: min((a.percent for a in table[(p, half)].values()), default=float("nan")) for p in policies}
        print(f"{half}: " + "; ".join(f"{p} mean {mean[p]:.1f} min {low[p]:.1f}" for p in policies))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
