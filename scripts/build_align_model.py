"""Build the lexical aligner's shipped tables (``src/fairmt/align/data/lexical/``).

Usage: python scripts/build_align_model.py [--data-dir DIR] [--langs de es ...] [--min-prob 1e-3] [--apertium]

For each language pair en-XX: the training corpus (below) is tokenised as the rules cue
detector gives pairs to its aligner (:func:`fairmt.fairqe.cues.aligner_tokens`), with the
detector's seed lexicon appended as one-word pairs (as the corpus-level path does), and
trained with this package's FastAlign as ``fast_align -d -o -v`` (5 iterations); the table
the last iteration decodes with and the tension are kept (:meth:`FastAlign.fit`). Entries
with t(f | e) below ``--min-prob`` are dropped, the rest rounded to 3 significant digits
(the floor for a missing pair is min-prob / 100). Output: ``en-XX.tsv.gz`` per pair, a
``MANIFEST.json`` (model version, per-file SHA-256, line counts) and nothing else; the
README there is written by hand. The same inputs give the same bytes.

Training data (none is an evaluation set of the project's FairQE benchmarks: WMT23,
GATE, MT-GenEval and the WMT22 QE test sets are never read):

* WinoMT saved system translations, ``winomt/translations/<system>/en-XX.txt`` for the
  systems Google, Bing, AWS, SYSTRAN and sota (``adj.*`` files left out): the English
  WinoMT sources and the systems' outputs. Licence: MIT (mt_gender, Stanovsky et al.).
  Only the translations are read, never the WinoMT gender labels.
* en-de only: MLQE-PE en-de ``train`` (Wikipedia sentences): source + NMT output
  (``direct-assessments``), and source + human post-edit (``post-editing``). Licence:
  CC0 1.0. The dev and test splits are not read.
* en-es, en-fr, en-it, only with ``--apertium`` (not in the shipped tables): the same
  7,000 English MLQE-PE en-de ``train`` sources translated by Debian's Apertium
  (``apertium -u eng-spa``; ``eng-spa | spa-ita``; ``eng-cat | cat-fra``), as the pipe
  gives them. Why: WinoMT's vocabulary is professions
  and a few verbs (the en-es table knew 10,773 entries, not "trip", "result" or
  "cansados"), and the decoder links two unknown words as each other's translation
  (``UNKNOWN_BOTH``), so in "They were tired after the trip" -> "Estaban cansados después
  del viaje" the unknown "trip" took "cansados" and the predicate cue had no target.
  Apertium's rule-based output is close to word for word, which is what a lexical table
  needs; its licence (GPL) covers the program, not the text it outputs. Apertium must be
  installed (``apt-get install apertium-eng-spa apertium-spa-ita apertium-eng-cat
  apertium-fra-cat``). Measured on 2026-12-02 (tables with it, plus a decoder that lets an
  unseen inflected target word borrow a known word's column): variants gold dev es 98.9 ->
  98.7, fr 96.5 -> 96.7, it and de unchanged; MT-GenEval counterfactual dev explicit es
  86.6 -> 86.5, fr 97.2 -> 97.4; one unit test regressed (a sentence-initial "Her" the MT
  turned into "Il ... son": the better link her -> son reads nothing). Not shipped until it
  shows a gain on development data.

Not used: WMT21 newstest system outputs (the wmt21-news-systems repository has no
licence; its README says "for research purposes only"), which does not allow shipping a
derived table.
"""

from __future__ import annotations

import argparse
import csv
import hashlib
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

from fairmt.align.fast_align import NULL_TOKEN, FastAlign
from fairmt.align.lexical import NULL, LexicalModel, write_model
from fairmt.fairqe.cues import aligner_tokens, seed_pairs

REPO = Path(__file__).resolve().parent.parent
OUT = REPO / "src" / "fairmt" / "align" / "data" / "lexical"
MODEL_VERSION = "1"
WINOMT_SYSTEMS = ("google", "bing", "aws", "systran", "sota")
DEFAULT_LANGS = ("de", "es", "fr", "it", "ar", "he", "ru", "uk")


def winomt_pairs(data: Path, lang: str) -> tuple[list[tuple[str, str]], list[str]]:
    pairs: list[tuple[str, str]] = []
    used: list[str] = []
    for system in WINOMT_SYSTEMS:
        path = data / "winomt" / "translations" / system / f"en-{lang}.txt"
        if not path.is_file():
            continue
        used.append(f"winomt/translations/{system}/en-{lang}.txt")
        for line in path.read_text(encoding="utf-8").splitlines():
            src, sep, tgt = line.partition(" ||| ")
            if sep and src.strip() and tgt.strip():
                pairs.append((src.strip(), tgt.strip()))
    return pairs, used


def mlqe_pairs(data: Path) -> tuple[list[tuple[str, str]], list[str]]:
    pairs: list[tuple[str, str]] = []
    root = data / "mlqe_pe"
    tsv = root / "direct-assessments" / "en-de" / "train.ende.df.short.tsv"
    src_file = root / "post-editing" / "en-de" / "train.src"
    pe_file = root / "post-editing" / "en-de" / "train.pe"
    used: list[str] = []
    if tsv.is_file():
        used.append("mlqe_pe/direct-assessments/en-de/train.ende.df.short.tsv (original, translation)")
        with tsv.open(encoding="utf-8", newline="") as fh:
            for row in csv.DictReader(fh, delimiter="\t", quoting=csv.QUOTE_NONE):
                pairs.append((row["original"], row["translation"]))
    if src_file.is_file() and pe_file.is_file():
        used.append("mlqe_pe/post-editing/en-de/train.src + train.pe")
        src = src_file.read_text(encoding="utf-8").splitlines()
        pe = pe_file.read_text(encoding="utf-8").splitlines()
        pairs.extend(zip(src, pe, strict=True))
    return pairs, used


#: The Apertium pipes for the synthetic en-XX text.
APERTIUM_PIPES: dict[str, tuple[str, ...]] = {
    "es": ("eng-spa",),
    "it": ("eng-spa", "spa-ita"),
    "fr": ("eng-cat", "cat-fra"),
}


def apertium_pairs(data: Path, lang: str) -> tuple[list[tuple[str, str]], list[str]]:
    """The MLQE-PE en-de train sources and their Apertium translation into ``lang``."""
    src_file = data / "mlqe_pe" / "post-editing" / "en-de" / "train.src"
    modes = APERTIUM_PIPES.get(lang)
    if modes is None or not src_file.is_file():
        return [], []
    if shutil.which("apertium") is None:
        raise SystemExit("apertium is not installed (apt-get install apertium-eng-spa apertium-spa-ita ...)")
    text = src_file.read_text(encoding="utf-8")
    for mode in modes:
        done = subprocess.run(
            ["apertium", "-u", mode], input=text, capture_output=True, text=True, check=True
        )
        text = done.stdout
    src = src_file.read_text(encoding="utf-8").splitlines()
    out = text.splitlines()
    if len(out) != len(src):
        raise SystemExit(f"apertium {' | '.join(modes)}: {len(out)} lines for {len(src)}")
    # Apertium marks a form it could not generate with a leading '#' or '@'.
    out = [" ".join(w.lstrip("#@") for w in line.split()) for line in out]
    used = [f"mlqe_pe/post-editing/en-de/train.src + apertium -u {' | '.join(modes)}"]
    return list(zip(src, out, strict=True)), used


def build(
    data: Path, lang: str, min_prob: float, apertium: bool = False
) -> tuple[LexicalModel, dict[str, object], float]:
    raw, used = winomt_pairs(data, lang)
    if lang == "de":
        more, used_more = mlqe_pairs(data)
        raw += more
        used += used_more
    if apertium:
        synthetic, used_synthetic = apertium_pairs(data, lang)
        raw += synthetic
        used += used_synthetic
    if not raw:
        raise SystemExit(f"no training data for en-{lang} under {data}")
    corpus = [aligner_tokens(s, t, lang) for s, t in raw]
    corpus = [(s, t) for s, t in corpus if s and t]
    seeds = seed_pairs(lang)
    corpus.extend(seeds)
    if seeds:
        used.append(f"fairmt rules cue detector seed lexicon ({len(seeds)} one-word pairs)")
    aligner = FastAlign()
    start = time.perf_counter()
    trained = aligner.fit(corpus)
    seconds = time.perf_counter() - start
    table: dict[str, dict[str, float]] = {}
    for e, f, p in zip(trained.source, trained.target, trained.prob, strict=True):
        if p >= min_prob:
            table.setdefault(f, {})[NULL if e == NULL_TOKEN else e] = float(f"{p:.3g}")
    model = LexicalModel(
        pair=f"en-{lang}",
        tension=trained.tension,
        p_null=aligner.p_null,
        floor=min_prob / 100.0,
        table=table,
        meta={
            "trained_with": aligner.version(),
            "training_pairs": str(len(corpus)),
            "min_prob": repr(min_prob),
            "model_version": MODEL_VERSION,
        },
    )
    info: dict[str, object] = {
        "sources": used,
        "training_pairs": len(corpus),
        "entries_before_pruning": len(trained.prob),
        "entries": model.size,
        "tension": trained.tension,
    }
    return model, info, seconds


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument(
        "--data-dir", default=os.environ.get("FAIRMT_DATA_DIR", str(REPO.parent / "shared" / "data"))
    )
    ap.add_argument("--langs", nargs="+", default=list(DEFAULT_LANGS))
    ap.add_argument("--min-prob", type=float, default=1e-3)
    ap.add_argument("--out", default=str(OUT))
    ap.add_argument(
        "--apertium",
        action="store_true",
        help="also train en-es/fr/it on MLQE-PE en-de train sources translated by Apertium (experimental)",
    )
    args = ap.parse_args(argv)
    data, out = Path(args.data_dir), Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    manifest_path = out / "MANIFEST.json"
    manifest: dict[str, object] = (
        json.loads(manifest_path.read_text(encoding="utf-8")) if manifest_path.is_file() else {}
    )
    files = manifest.get("files")
    files = dict(files) if isinstance(files, dict) else {}
    for lang in args.langs:
        model, info, seconds = build(data, lang, args.min_prob, args.apertium)
        name = f"en-{lang}.tsv.gz"
        write_model(out / name, model)
        digest = hashlib.sha256((out / name).read_bytes()).hexdigest()
        files[f"en-{lang}"] = {"file": name, "sha256": digest, **info}
        size = (out / name).stat().st_size
        sys.stdout.write(f"en-{lang}: {json.dumps(info)}, trained in {seconds:.0f} s -> {size} bytes\n")
    # a retrained table's gender pairs are stale: scripts/build_align_genders.py rebuilds them
    genders = manifest.get("genders")
    kept = (
        {k: v for k, v in genders.items() if k not in {f"en-{x}" for x in args.langs}}
        if isinstance(genders, dict)
        else {}
    )
    manifest = {"version": MODEL_VERSION, "files": dict(sorted(files.items()))}
    if kept:
        manifest["genders"] = dict(sorted(kept.items()))
    manifest_path.write_text(json.dumps(manifest, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
