"""Recall of the hybrid agents' offline gate on sentences known to name a person.

Usage: python benchmarks/bench_llm_gate.py [--data-dir DIR] [--split test]

``--agents hybrid`` sends an item to the LLM only when the offline source-side cue detector
(:func:`fairmt.fairqe.cues.source_cues`) finds a person-denoting word; a missed item is
scored by the backbone alone. Its recall is measured against LLM-free gold, the datasets' own
construction and annotations:

* GATE (es, fr, it; ``<LANG>_2_variants.tsv``): every source was written around a person whose
  gender the source leaves open (the f/m translations differ in that person's words);
* MT-GenEval contextual (``--split`` test; de, es, fr, it, ...): every source is a Wikipedia
  sentence about a person whose gender only the removed context gives (original vs flipped
  references differ in gendered words);
* MT-GenEval counterfactual (feminine and masculine sources): every reference marks its
  gendered words with ``<F>``/``<M>``, so every source names a gendered person.

Each line is a positive, so recall = items gated in / items. (WMT23 has no person-word
annotation: no recall is reported for it; ``bench_llm_cost.py`` prints the share of its items
the gate sends.) Evaluation sets: measured, never tuned on. Printed: a markdown table, one row
per dataset and language, and the missed sources' count with up to ``--show`` examples (0 by
default, so that whoever tunes the detector does not read the held-out sentences).
"""

from __future__ import annotations

import argparse
import sys

from fairmt.bench.fairness import (
    DatasetNotFound,
    load_gate,
    load_mtgeneval_contextual,
    load_mtgeneval_counterfactual,
    locate_dataset,
)
from fairmt.fairqe.agents.llm import HybridAgents
from fairmt.fairqe.types import Item


def recall(sources: list[str], lang: str) -> tuple[int, int, list[str]]:
    items = [Item(s, "", lang) for s in sources]
    gated = HybridAgents.gate(items)
    missed = [s for s, g in zip(sources, gated, strict=True) if not g]
    return len(sources) - len(missed), len(sources), missed


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data-dir")
    ap.add_argument("--split", default="test", choices=("test", "dev"))
    ap.add_argument("--show", type=int, default=0, help="missed sources to print per row (default 0)")
    args = ap.parse_args()
    rows: list[tuple[str, str, int, int, list[str]]] = []
    try:
        gate = locate_dataset("gate", args.data_dir)
        for lang in ("es", "fr", "it"):
            col = load_gate(gate, lang)
            rows.append(("GATE 2-variant", lang, *recall(sorted({it.source for it in col.items}), lang)))
    except DatasetNotFound as e:
        print(f"GATE: {e}", file=sys.stderr)
    try:
        mtg = locate_dataset("mt_geneval", args.data_dir)
        for lang in ("de", "es", "fr", "it", "pt", "ru", "ar", "hi"):
            ctx = load_mtgeneval_contextual(mtg, lang)
            rows.append(
                ("MT-GenEval contextual " + args.split, lang, *recall([it.source for it in ctx.items], lang))
            )
            cf = load_mtgeneval_counterfactual(mtg, lang, split=args.split)
            rows.append(
                (
                    "MT-GenEval counterfactual " + args.split,
                    lang,
                    *recall([it.source for it in cf.items], lang),
                )
            )
    except DatasetNotFound as e:
        print(f"MT-GenEval: {e}", file=sys.stderr)
    print("| dataset | lang | gated in | items | recall |")
    print("| --- | --- | ---: | ---: | ---: |")
    tot_hit = tot_n = 0
    for name, lang, hit, n, _ in rows:
        tot_hit, tot_n = tot_hit + hit, tot_n + n
        print(f"| {name} | {lang} | {hit} | {n} | {100 * hit / max(1, n):.2f} % |")
    print(f"| all | | {tot_hit} | {tot_n} | {100 * tot_hit / max(1, tot_n):.2f} % |")
    for name, lang, _, _, missed in rows:
        for s in missed[: args.show]:
            print(f"missed ({name} {lang}): {s}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
