"""Throughput and peak memory of FairQE's offline variant generation on 10,000 real MT items.

Usage: python benchmarks/bench_variants_scale.py [--langs de,es,fr,it] [--sizes 1000,10000]
       [--data-dir DIR] [--digests DIR] [--check DIR] [--trace N]

What runs, per language and size, each in a fresh child process (so that each peak is its
own): the ``rules`` agents (:class:`fairmt.fairqe.agents.rules.RuleAgents`) ``prepare`` (cue
detection, the whole set aligned as one corpus) and ``analyse`` (ambiguous and explicit
variants, validity gate), then :class:`fairmt.fairqe.realise.SentenceRealiser` asked for the
F, M and N realisation of every item. No QE backbone runs: this is variant generation only.

Items: real (source, system translation) pairs read at run time from ``--data-dir`` /
``$FAIRMT_DATA_DIR`` / ``../shared/data`` (nothing is copied into the repository):

* de: WMT21 MQM en-de newstest system outputs (7,024 distinct pairs, sentences) and the
  WMT23 en-de general-test system outputs (6,023 distinct pairs, paragraphs of 68 tokens on
  average, up to 447);
* es, it: the saved WinoMT system translations ``winomt/translations/*/en-{es,it}.txt``
  (aws, bing, google, systran: 13,493 / 14,034 distinct pairs);
* fr: the same files for French (aws, bing, google, sota, systran: 18,016 distinct pairs).

The distinct pairs of a language are pooled and shuffled with a fixed seed, and the first
``n`` are taken, so the 1k run is a sample of the 10k run (WMT23 paragraphs and WMT21
sentences mixed alike). Every language has more than 10k distinct pairs; were one to have
fewer, the pool would be cycled (said in the output as ``cycled``).

Figures: items/s over the whole generation (and its three stages), the ratio of the 10k
rate to the 1k rate (1.0: linear scaling), and the child's peak RSS
(``resource.getrusage``; it includes the interpreter, spaCy pipelines and the lexicons).
``--trace N`` also runs ``tracemalloc`` and prints its peak and the top ``N`` allocation
sites at the end (slow; for finding where memory goes).

``--digests DIR`` writes one SHA-256 per item (its cues, its variant set, and its F/M/N
realisations) to ``DIR/<lang>-<n>.txt``; ``--check DIR`` compares against such files and
fails on any difference. That is how an optimisation is shown to change no output.

Measured on the development machine (2 cores shared with other jobs, load 2-7: the rates
are noisy to a factor of ~2, the peaks are not), before -> after the work of issue 12 (the
aligner walks its cells in chunks; the es/fr parse caches are bounded LRU caches of
tensor-less parses). Every item's digest after equals the one before, in all 8 runs. The
es 1k rate fell with the load, not the change: run back to back twice, 52.7 and 50.0 items/s
before, 49.7 and 51.6 after.

====  ======  ===============  ==============  ============
lang  n       items/s          ratio 10k/1k    peak MiB
====  ======  ===============  ==============  ============
de    1000    30.6 -> 43.0                     838 -> 406
de    10000   24.7 -> 36.0     0.81 -> 0.84    5015 -> 787
es    1000    79.2 -> 49.5                     366 -> 372
es    10000   16.6 -> 62.0     0.21 -> 1.25    579 -> 494
fr    1000    15.1 -> 15.4                     419 -> 372
fr    10000   8.2 -> 12.4      0.54 -> 0.81    1133 -> 513
it    1000    220.7 -> 268.6                   76 -> 86
it    10000   322.7 -> 329.5   1.46 -> 1.23    294 -> 165
====  ======  ===============  ==============  ============

Where the memory went (before): de 10k holds 44.5M aligner cells (WMT23 paragraphs: 68
tokens on average), and the aligner kept ~10 whole-corpus arrays per cell and per prior-table
entry (31M entries: most paragraph shapes are unique): ~4.8 GB. Now each cell keeps 4 bytes
(its lexical-table entry) and the rest is rebuilt per chunk of sentences. fr: the French parse
cache (``french_agreement._parse``) was unbounded, ~15 KB per ``Doc``. es: the Spanish parse
cache was emptied every 4,096 parses, so the 10k run parsed the same sentences again (the
rate fell to a fifth). Where the time goes: French and Spanish are spaCy parses of distinct
rewritten sentences (3.5 ms each; a sentence is parsed again per span and gender only on a
cache miss), German is the aligner on long paragraphs (the C library's ``exp`` path).
"""

from __future__ import annotations

import argparse
import csv
import glob
import hashlib
import json
import os
import random
import resource
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
SEED = 20260612


def data_root(data_dir: str | None) -> Path:
    for root in (data_dir, os.environ.get("FAIRMT_DATA_DIR"), str(REPO.parent / "shared" / "data")):
        if root and Path(root).is_dir():
            return Path(root)
    raise SystemExit("no data folder: pass --data-dir or set FAIRMT_DATA_DIR")


def _wmt_de(root: Path) -> list[tuple[str, str]]:
    pairs: list[tuple[str, str]] = []
    tsv = root / "wmt21_mqm_ende" / "wmt21_newstest_ende_mqm.tsv"
    with tsv.open(encoding="utf-8", newline="") as fh:
        for row in csv.DictReader(fh, delimiter="\t", quoting=csv.QUOTE_NONE):
            pairs.append((row["source"], row["hypothesis"]))
    folder = root / "wmt23_mqm_ende"
    src = (folder / "generaltest2023.en-de.src.en").read_text(encoding="utf-8").splitlines()
    for hyp_file in sorted((folder / "system-outputs").glob("generaltest2023.en-de.hyp.*.de")):
        hyp = hyp_file.read_text(encoding="utf-8").splitlines()
        pairs.extend(zip(src, hyp, strict=True))
    return pairs


def _winomt(root: Path, lang: str) -> list[tuple[str, str]]:
    pairs: list[tuple[str, str]] = []
    for name in sorted(glob.glob(str(root / "winomt" / "translations" / "*" / f"en-{lang}.txt"))):
        for line in Path(name).read_text(encoding="utf-8").splitlines():
            src, sep, tgt = line.partition(" ||| ")
            if sep:
                pairs.append((src, tgt))
    return pairs


def load_pairs(root: Path, lang: str, n: int) -> tuple[list[tuple[str, str]], int, bool]:
    """The first ``n`` of the shuffled distinct pairs; the pool size; whether it was cycled."""
    raw = _wmt_de(root) if lang == "de" else _winomt(root, lang)
    pool = [p for p in dict.fromkeys(raw) if p[0].strip() and p[1].strip()]
    random.Random(SEED).shuffle(pool)
    cycled = n > len(pool)
    return [pool[i % len(pool)] for i in range(n)], len(pool), cycled


def digest(parts: Any) -> str:
    return hashlib.sha256(json.dumps(parts, ensure_ascii=False, sort_keys=True).encode()).hexdigest()


def run_one(lang: str, n: int, data_dir: str | None, trace: int) -> dict[str, Any]:
    """One (language, size) run in this process: timings, peak memory, per-item digests."""
    if trace:
        import tracemalloc

        tracemalloc.start(8)
    from fairmt.fairqe.agents.rules import RuleAgents
    from fairmt.fairqe.realise import SentenceRealiser
    from fairmt.fairqe.types import Item

    pairs, pool, cycled = load_pairs(data_root(data_dir), lang, n)
    items = [Item(s, t, lang) for s, t in pairs]
    # Warm the lazily loaded resources (spaCy pipelines, Apertium, lexicons) on the last
    # pairs of the shuffled pool (not among the first n unless the pool is cycled), so that
    # the timing is the generation's, not the loading's.
    warm = [Item(s, t, lang) for s, t in load_pairs(data_root(data_dir), lang, pool)[0][-20:]]
    RuleAgents().analyse(warm)
    realiser = SentenceRealiser()
    for it in warm:
        realiser.realise(it, "F")
    rss_loaded = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024

    agents = RuleAgents()
    realiser = SentenceRealiser()
    t0 = time.perf_counter()
    agents.prepare(items)
    t1 = time.perf_counter()
    analyses = agents.analyse(items)
    t2 = time.perf_counter()
    realiser.prepare(items)
    realised = [[realiser.realise(it, g) for g in ("F", "M", "N")] for it in items]
    t3 = time.perf_counter()
    digests = [
        digest(
            [
                [c.to_json() for c in a.detection.cues],
                [[v.text, v.gender, v.kind, v.satisfies] for v in a.variants.ambiguous],
                [[v.text, v.gender, v.kind, v.satisfies] for v in a.variants.explicit],
                a.variants.alignment,
                a.variants.original_gender,
                a.variants.failed,
                list(a.variants.rejected),
                r,
            ]
        )
        for a, r in zip(analyses, realised, strict=True)
    ]
    out: dict[str, Any] = {
        "lang": lang,
        "n": n,
        "pool": pool,
        "cycled": cycled,
        "seconds": round(t3 - t0, 2),
        "prepare_s": round(t1 - t0, 2),
        "analyse_s": round(t2 - t1, 2),
        "realise_s": round(t3 - t2, 2),
        "items_per_s": round(n / (t3 - t0), 1),
        "variants": sum(len(a.variants.ambiguous) + len(a.variants.explicit) for a in analyses),
        "realisations": sum(r is not None for rs in realised for r in rs),
        "rss_loaded_mib": round(rss_loaded),
        "peak_rss_mib": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024),
        "digests": digests,
    }
    if trace:
        import tracemalloc

        _, peak = tracemalloc.get_traced_memory()
        out["tracemalloc_peak_mib"] = round(peak / 2**20)
        snap = tracemalloc.take_snapshot()
        out["top"] = [str(s) for s in snap.statistics("lineno")[:trace]]
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--langs", default="de,es,fr,it")
    ap.add_argument("--sizes", default="1000,10000")
    ap.add_argument("--data-dir")
    ap.add_argument("--digests", help="write per-item digests to this folder")
    ap.add_argument("--check", help="compare per-item digests with this folder's")
    ap.add_argument("--trace", type=int, default=0, help="tracemalloc: print the top N sites")
    ap.add_argument("--one", help=argparse.SUPPRESS)  # LANG:N, run in this process (child)
    args = ap.parse_args()
    if args.one:
        lang, n = args.one.split(":")
        json.dump(run_one(lang, int(n), args.data_dir, args.trace), sys.stdout)
        return 0
    sizes = [int(s) for s in args.sizes.split(",")]
    failed = False
    head = f"{'lang':4} {'n':>6} {'pool':>6} {'items/s':>8} {'ratio':>6} {'peak MiB':>9} {'loaded':>7}"
    print(head, " stages")
    for lang in args.langs.split(","):
        base_rate: float | None = None
        for n in sizes:
            cmd = [sys.executable, __file__, "--one", f"{lang}:{n}", "--trace", str(args.trace)]
            if args.data_dir:
                cmd += ["--data-dir", args.data_dir]
            proc = subprocess.run(cmd, capture_output=True, text=True, check=False)
            if proc.returncode != 0:
                print(proc.stderr, file=sys.stderr)
                return 1
            res = json.loads(proc.stdout)
            rate = res["items_per_s"]
            base_rate = base_rate or rate
            ratio = rate / base_rate
            print(
                f"{lang:4} {n:6} {res['pool']:6} {rate:8.1f} {ratio:6.2f} {res['peak_rss_mib']:9} "
                f"{res['rss_loaded_mib']:7}  prepare {res['prepare_s']} s, analyse {res['analyse_s']} s, "
                f"realise {res['realise_s']} s; {res['variants']} variants, "
                f"{res['realisations']} realisations{' (cycled)' if res['cycled'] else ''}",
                flush=True,
            )
            if args.trace:
                print(f"  tracemalloc peak {res['tracemalloc_peak_mib']} MiB; at the end:")
                for line in res["top"]:
                    print(f"    {line}")
            name = f"{lang}-{n}.txt"
            if args.digests:
                Path(args.digests).mkdir(parents=True, exist_ok=True)
                (Path(args.digests) / name).write_text("\n".join(res["digests"]) + "\n", encoding="utf-8")
            if args.check:
                want = (Path(args.check) / name).read_text(encoding="utf-8").split()
                diff = [i for i, (a, b) in enumerate(zip(want, res["digests"], strict=True)) if a != b]
                if diff:
                    failed = True
                    print(f"  DIFFERENT: {len(diff)} of {n} items (first: {diff[:10]})")
                else:
                    print(f"  identical to {args.check}/{name} ({n} items)")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
