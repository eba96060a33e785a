"""Exact-match rates and speed of the gender inflectors (fairmt.inflect).

Usage: python benchmarks/bench_inflect.py [--data-dir DIR] [--repeat N] [--dataset D] [--split S]
        [--langs de,es]

``--dataset mt_geneval --split dev`` runs only the development cells (what rule work may look at;
the test split and GATE are for measuring).

For MT-GenEval's counterfactual references (test and dev splits, de/es/fr/it) and GATE's
two-variant rows (es/fr/it): the share of pairs where realising the masculine reference as
feminine (M->F) on the regions where the two references differ gives the feminine
reference exactly, and the other way round (F->M); see ``fairmt.inflect.evaluate``. Prints
a markdown table, then span realisations per second for each language (best of
``--repeat`` runs over the MT-GenEval dev spans, both directions).
"""

from __future__ import annotations

import argparse
import sys
import time

from fairmt.bench.fairness import DatasetNotFound, locate_dataset
from fairmt.bench.inflection import CELLS, cell_pairs
from fairmt.inflect import get_inflector
from fairmt.inflect.evaluate import measure, time_flips


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument(
        "--data-dir", default=None, help="folder holding gate/ and mt_geneval/ (default: registry)"
    )
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--dataset", choices=("mt_geneval", "gate"), help="only this dataset")
    ap.add_argument("--split", choices=("dev", "test"), help="only this split (GATE has none)")
    ap.add_argument("--langs", help="only these languages, comma-separated")
    args = ap.parse_args()
    langs = set(args.langs.split(",")) if args.langs else None
    versions = ", ".join(get_inflector(lang).version() for lang in ("de", "es", "fr", "it"))
    print(f"inflectors: {versions}\n")
    print("| dataset | lang | split | pairs | M->F exact | F->M exact |")
    print("|---|---|---|---:|---:|---:|")
    dev_pairs: dict[str, list[tuple[str, str]]] = {}
    t0 = time.perf_counter()
    for dataset, lang, split in CELLS:
        if (args.dataset and dataset != args.dataset) or (args.split and split != args.split):
            continue
        if langs is not None and lang not in langs:
            continue
        try:
            folder = locate_dataset(dataset, args.data_dir)
        except DatasetNotFound as e:
            print(f"| {dataset} | {lang} | {split or 'all'} | not run: {e} | | |")
            continue
        pairs = cell_pairs(folder, dataset, lang, split)
        if dataset == "mt_geneval" and split == "dev":
            dev_pairs[lang] = pairs
        to_f, to_m = measure(dataset, lang, pairs)
        print(
            f"| {dataset} | {lang} | {split or 'all'} | {to_f.n} | {100 * to_f.rate:.1f}% ({to_f.exact}) "
            f"| {100 * to_m.rate:.1f}% ({to_m.exact}) |"
        )
    print(f"\nmeasurement took {time.perf_counter() - t0:.1f} s\n")
    print("| lang | span realisations/s |")
    print("|---|---:|")
    for lang, pairs in dev_pairs.items():
        print(f"| {lang} | {time_flips(lang, pairs, repeat=args.repeat):,.0f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
