"""The rules gender-cue detector on GATE and MT-GenEval: cue-type mix, categories, speed.

Usage: python benchmarks/bench_cues.py [--data-dir DIR] [--repeat N] [--no-target]

Prints markdown tables for the README:

1. Per-sentence detected cue type (ambiguous / explicit / both / none), as in FairQE's
   Tables 9-10, next to the paper's gpt-4.1-mini Agent_cue numbers: MT-GenEval
   contextual en-de test with the context removed (the gender-ambiguous setting),
   MT-GenEval counterfactual en-de (the gender-explicit setting; test = 300 lines x
   feminine + masculine sources, dev = 1200 x 2), and the GATE es/fr/it 2-variant sources.
2. The category mix of each set.
3. Target side on the MT-GenEval counterfactual test (de/es/fr/it), whose annotated
   references mark the gendered target words: explicit cues placed, placed spans that
   overlap a marked word, target gender equal to the source gender on the gender-aligned
   reference, and the share of (aligned, misaligned) reference pairs that the explicit
   cues' target genders rank correctly (aligned: every read explicit cue agrees;
   misaligned: one disagrees; else undecided, a tie). Romance possessives (es su, fr sa,
   it la sua: they agree with the possessed noun) are left unplaced by the detector on
   purpose; they are counted apart, not as explicit cues.
4. Throughput: source-side items/s (no alignment), and ``detect`` items/s with the
   alignment run and with it cached.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from typing import TypeVar

from fairmt.align.cache import clear_memory
from fairmt.bench.fairness import (
    DatasetNotFound,
    gender_marked_tokens,
    load_gate,
    load_mtgeneval_contextual,
    load_mtgeneval_counterfactual,
    locate_dataset,
)
from fairmt.fairqe.cues import LEXICON_VERSION, RuleCueDetector, cue_mix, source_cues
from fairmt.fairqe.types import CueDetection, Item

_T = TypeVar("_T")
TYPES = ("ambiguous", "explicit", "both", "none")
#: FairQE (paper) Appendix B.5: Agent_cue (gpt-4.1-mini) on EN-DE; counts and percent.
PAPER = {
    "ambiguous setting (Table 9)": {
        "ambiguous": 67.0,
        "explicit": 21.6,
        "both": 0.6,
        "none": 10.8,
        "n": 1503,
    },
    "explicit setting (Table 10)": {"ambiguous": 2.3, "explicit": 91.1, "both": 2.3, "none": 4.3, "n": 1200},
}


def pct(a: float, b: float) -> float:
    return 100.0 * a / b if b else 0.0


def judged(d: CueDetection) -> bool | None:
    read = [c for c in d.explicit if c.target_gender in ("F", "M")]
    if not read:
        return None
    return all(c.target_gender == c.source_gender for c in read)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument(
        "--data-dir", default=None, help="folder holding gate/ and mt_geneval/ (default: registry)"
    )
    ap.add_argument("--repeat", type=int, default=3, help="timing runs (best is reported)")
    ap.add_argument("--no-target", action="store_true", help="skip the target-side checks")
    ap.add_argument(
        "--target-split",
        choices=("test", "dev"),
        default="test",
        help="MT-GenEval counterfactual split of the target-side table (dev: for tuning; test: to measure)",
    )
    ap.add_argument("--aligner", default="lexical", help="the detector's aligner (default: lexical)")
    ap.add_argument("--only-target", action="store_true", help="print the target-side table only")
    args = ap.parse_args()
    try:
        geneval = locate_dataset("mt_geneval", args.data_dir)
        gate = locate_dataset("gate", args.data_dir)
    except DatasetNotFound as e:
        print(f"not run: {e}")
        return 1
    print(f"rules cue detector, lexicon {LEXICON_VERSION}\n")

    ctx = load_mtgeneval_contextual(geneval, "de")
    cf_test = load_mtgeneval_counterfactual(geneval, "de")
    cf_dev = load_mtgeneval_counterfactual(geneval, "de", split="dev")
    sets: list[tuple[str, list[str], str]] = [
        (
            "MT-GenEval contextual en-de test, context removed (ambiguous)",
            [i.source for i in ctx.items],
            "de",
        ),
        ("MT-GenEval counterfactual en-de test (explicit)", [i.source for i in cf_test.items], "de"),
        ("MT-GenEval counterfactual en-de dev (explicit)", [i.source for i in cf_dev.items], "de"),
    ]
    for lang in ("es", "fr", "it"):
        sets.append((f"GATE en-{lang} (ambiguous)", [i.source for i in load_gate(gate, lang).items], lang))

    if not args.only_target:
        print("## Detected cue type per sentence\n")
        print("| set | n | ambiguous | explicit | both | none | with a cue |")
        print("|---|---:|---:|---:|---:|---:|---:|")
        mixes = []
        for name, sources, lang in sets:
            types, cats = cue_mix(sources, lang)
            n = len(sources)
            row = " | ".join(f"{pct(types[t], n):.1f}" for t in TYPES)
            print(f"| {name} | {n} | {row} | {pct(n - types['none'], n):.1f} |")
            mixes.append((name, cats))
        for name, p in PAPER.items():
            row = " | ".join(f"{p[t]:.1f}" for t in TYPES)
            print(
                f"| paper, gpt-4.1-mini Agent_cue, en-de {name} | {p['n']} | {row} | {100 - p['none']:.1f} |"
            )

        print("\n## Category mix (cues per category)\n")
        cats_all = [f"C{k}" for k in range(1, 13)]
        print("| set | " + " | ".join(cats_all) + " |")
        print("|---|" + "---:|" * len(cats_all))
        for name, cats in mixes:
            print(f"| {name} | " + " | ".join(str(cats.get(c, 0)) for c in cats_all) + " |")

    if not args.no_target:
        split = args.target_split
        print(f"\n## Target side: MT-GenEval counterfactual {split}, gold-annotated references\n")
        print("| en-xx | explicit cues | placed % | placed on a marked word % | gender read % | "
              "agrees with source % | pairs ranked right % | undecided % | possessives apart |")  # fmt: skip
        print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
        for lang in ("de", "es", "fr", "it"):
            col = load_mtgeneval_counterfactual(geneval, lang, split=split)
            ann = geneval / "sentences" / split / "annotated"
            gold = {
                g: [
                    gender_marked_tokens(x)
                    for x in (ann / f"geneval-sentences-{g}-{split}.en_{lang}.{lang}")
                    .read_text("utf-8")
                    .splitlines()
                ]
                for g in ("feminine", "masculine")
            }
            good = [Item(it.source, it.correct, lang) for it in col.items]
            bad = [Item(it.source, it.wrong, lang) for it in col.items]
            out = RuleCueDetector(aligner=args.aligner).detect(good + bad)
            c: Counter[str] = Counter()
            for it, item, d in zip(col.items, good, out, strict=False):
                marked, plain = gold[it.source_gender][it.line - 1]
                comparable = plain == item.translation.split()
                for cue in d.explicit:
                    if cue.target_tokens is None and "agrees with the possessed noun" in cue.note:
                        c["poss"] += 1  # a Romance possessive: no target word shows the owner
                        continue
                    c["n"] += 1
                    if cue.target_tokens is None:
                        continue
                    c["placed"] += 1
                    if comparable:
                        c["cmp"] += 1
                        c["hit"] += bool(set(range(*cue.target_tokens)) & marked)
                    if cue.target_gender in ("F", "M"):
                        c["read"] += 1
                        c["agree"] += cue.target_gender == cue.source_gender
            n = len(col.items)
            score = {True: 1, None: 0, False: -1}
            for k in range(n):
                a, b = score[judged(out[k])], score[judged(out[n + k])]
                c["win"] += a > b
                c["tie"] += a == b
            print(
                f"| en-{lang} | {c['n']} | {pct(c['placed'], c['n']):.1f} | {pct(c['hit'], c['cmp']):.1f} | "
                f"{pct(c['read'], c['placed']):.1f} | {pct(c['agree'], c['read']):.1f} | "
                f"{pct(c['win'], n):.1f} | {pct(c['tie'], n):.1f} | {c['poss']} |"
            )

    if args.only_target:
        return 0
    print("\n## Throughput\n")
    all_sources = [(s, lang) for _, sources, lang in sets for s in sources]
    best = min(_timed(_source_side, all_sources) for _ in range(args.repeat))
    print(f"source side (lexicons and rules, no alignment): {len(all_sources)} sentences, "
          f"{len(all_sources) / best:,.0f} items/s")  # fmt: skip
    items = [Item(it.source, it.correct, "de") for it in cf_dev.items]
    cold, warm = [], []
    for _ in range(args.repeat):
        clear_memory()
        det = RuleCueDetector(aligner=args.aligner)
        cold.append(_timed(det.detect, items))
        warm.append(_timed(det.detect, items))
    print(f"detect() on {len(items)} en-de pairs (MT-GenEval counterfactual dev): "
          f"{len(items) / min(cold):,.0f} items/s cold (aligner {args.aligner}: {det.aligner.version()}), "
          f"{len(items) / min(warm):,.0f} items/s warm (a corpus aligner's alignment cached)")  # fmt: skip
    return 0


def _source_side(sources: Sequence[tuple[str, str]]) -> None:
    for s, lang in sources:
        source_cues(s, lang)


def _timed(fn: Callable[[_T], object], arg: _T) -> float:
    t0 = time.perf_counter()
    fn(arg)
    return time.perf_counter() - t0


if __name__ == "__main__":
    sys.exit(main())
