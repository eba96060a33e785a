"""Build the lexical aligner's gender pairs (``src/fairmt/align/data/lexical/en-XX.genders.tsv.gz``).

Usage: python scripts/build_align_genders.py [--langs de es fr it] [--data-dir DIR]

For each language, every alphabetic target word of the shipped table ``en-XX.tsv.gz`` is
realised alone in F and in M by the language's inflector (:func:`fairmt.inflect.get_inflector`;
German words are capitalised first, as nouns are written, and the result lower-cased); each
form that differs is a pair (word, counterpart). The pairs are written with
:func:`fairmt.align.lexical_genders.write_pairs` (the same table and inflector give the same
bytes) and listed under ``genders`` in ``MANIFEST.json`` with their SHA-256 and the inflector
version. Rebuild them after retraining a table (``scripts/build_align_model.py`` drops the
entry of a table it retrains) or when an inflector's forms change; a run never calls an
inflector to align. Why the pairs exist: :mod:`fairmt.align.lexical_genders`.
"""

from __future__ import annotations

import argparse
import csv
import hashlib
import json
import os
import re
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
OUT = REPO / "src" / "fairmt" / "align" / "data" / "lexical"
DEFAULT_LANGS = ("de", "es", "fr", "it")


#: Parts of speech whose gender forms translate the same English word (Apertium tags): nouns,
#: adjectives, participles (a verb reading counts only with the ``pp`` tag: "ayuda"/"ayudo" are
#: two persons of one verb, not two genders). Pronouns and determiners are frequent in the training text in
#: both genders, and their forms are no mere spellings of one word ("elle" for a feminine noun
#: such as "une personne" is no "she"); they keep their own columns.
_CONTENT = frozenset(["n", "adj", "vblex:pp"])
_CLOSED = frozenset(["prn", "det", "pr", "predet", "num"])


def _analyser(lang: str) -> Callable[[str], list[tuple[str, str]]] | None:
    """(lemma, part of speech) of each reading of a word, from the language's Apertium
    analyser (None where the language has none here)."""
    if lang == "es":
        from fairmt.inflect.spanish_morph import SpanishMorph

        morph = SpanishMorph()
        if not morph.available:
            return None
        return lambda w: [(r.lemma, _pos(r.tags)) for r in morph.readings(w) or ()]
    from fairmt.inflect.apertium_morph import morphology

    apertium = morphology(lang)
    if apertium is None:
        return None
    return lambda w: [(r.lemma, _pos(r.tags)) for r in apertium.readings(w)]


def _pos(tags: Sequence[str]) -> str:
    """A reading's part of speech, ``vblex:pp`` for a participle."""
    pos = tags[0] if tags else ""
    return f"{pos}:pp" if pos == "vblex" and "pp" in tags else pos


def _same_word(read: Callable[[str], list[tuple[str, str]]], a: str, b: str) -> bool:
    """Whether ``b`` is ``a`` in another gender by the dictionary: no pronoun or determiner
    reading on either, and, when both are known, a shared lemma of a content part of speech
    ("casa"/"caso" and "mère"/"père" are other words; "peatona", unknown, is "peatón"'s form)."""
    ra, rb = read(a), read(b)
    if any(pos in _CLOSED for _, pos in ra + rb):
        return False
    if ra and rb:
        return any(r in rb for r in ra if r[1] in _CONTENT)
    known = ra or rb
    return not known or any(pos in _CONTENT for _, pos in known)


def _plain(word: str) -> str:
    return word.translate(str.maketrans("äöü", "aou"))


#: What may stand before a word inside a German sentence (not a sentence start, heading or
#: quotation start): a letter, a digit, a comma, a semicolon or a closing bracket.
_INSIDE = re.compile(r"[\w,;)]")
_WORD = re.compile(r"[^\W\d_]+")


def german_noun_words(texts: Iterable[str]) -> tuple[set[str], set[str]]:
    """(nouns, other words) of German text by the capital letter, lower-cased.

    German writes every noun with a capital letter and other words in lower case, except at
    the start of a sentence (Duden, *Die deutsche Rechtschreibung*, rules on Groß- und
    Kleinschreibung, §§ 53-57 of the official rules), so a word seen inside sentences more
    often capitalised than not is a noun, and one seen there more often in lower case is not.
    The aligner's tables are lower-cased, and this builder capitalises every table word before
    it asks the German inflector for a counterpart, so without this check "dieselben",
    "demselben", "gemeinsame", "entwickelte" and "überzeugen" were read as compounds of person
    nouns (Elbe/Elbin, Same/Samin, Kelte/Keltin, Zeuge/Zeugin) and paired with non-words
    ("dieselbinnen", "gemeinsamin"). Words never seen inside a sentence are in neither set."""
    upper: dict[str, int] = {}
    lower: dict[str, int] = {}
    for text in texts:
        for m in _WORD.finditer(text):
            before = text[: m.start()].rstrip()
            if not before or not _INSIDE.match(before[-1]):
                continue  # (sentence start, after a full stop, a colon, a dash or a quotation mark)
            word = m.group(0)
            low = word.lower()
            if word[0].isupper():
                upper[low] = upper.get(low, 0) + 1
            else:
                lower[low] = lower.get(low, 0) + 1
    nouns = {w for w, n in upper.items() if n > lower.get(w, 0)}
    others = {w for w, n in lower.items() if n >= upper.get(w, 0)}
    return nouns, others


def german_corpus(data: Path) -> list[str]:
    """The German side of the en-de table's training text (``scripts/build_align_model.py``:
    WinoMT saved translations, MLQE-PE en-de ``train`` MT output and post-edits); empty where
    the data is not here."""
    texts: list[str] = []
    for system in ("google", "bing", "aws", "systran", "sota"):
        path = data / "winomt" / "translations" / system / "en-de.txt"
        if path.is_file():
            texts.extend(line.partition(" ||| ")[2] for line in path.read_text(encoding="utf-8").splitlines())
    tsv = data / "mlqe_pe" / "direct-assessments" / "en-de" / "train.ende.df.short.tsv"
    if tsv.is_file():
        with tsv.open(encoding="utf-8", newline="") as fh:
            texts.extend(
                row["translation"] for row in csv.DictReader(fh, delimiter="\t", quoting=csv.QUOTE_NONE)
            )
    pe = data / "mlqe_pe" / "post-editing" / "en-de" / "train.pe"
    if pe.is_file():
        texts.extend(pe.read_text(encoding="utf-8").splitlines())
    return texts


def counterparts(
    lang: str, words: list[str], german_case: tuple[set[str], set[str]] | None = None
) -> tuple[list[tuple[str, str]], str]:
    """The (word, counterpart) pairs of ``words`` and the inflector version that made them.

    German: nouns with a listed gender pair only (Wiktionary, :mod:`fairmt.inflect.german_lexicon`),
    and with ``german_case`` (:func:`german_noun_words` of the training text) only words that
    text writes as nouns, or, for a word it never shows inside a sentence, nouns listed whole
    (not read as a compound's head: "Dieselben" is no "Dies" + "Elben");
    es/fr/it: pairs the Apertium dictionary takes for one content word (:func:`_same_word`)."""
    from fairmt.inflect import get_inflector
    from fairmt.inflect.german_lexicon import lookup

    inflector = get_inflector(lang)
    read = _analyser(lang)
    pairs: list[tuple[str, str]] = []
    for word in words:
        token = word.capitalize() if lang == "de" else word
        if lang == "de":
            found = lookup(token)
            if found is None:
                continue  # (a noun with a listed gender pair)
            if german_case is not None:
                nouns, others = german_case
                if word in others or (word not in nouns and found[0]):
                    continue  # (written in lower case, or only a sentence's first word)
        for gender in ("F", "M"):
            try:
                new = inflector.realise([token], (0, 1), gender)
            except (ValueError, IndexError):
                continue
            if not new or len(new) != 1 or new[0].lower() == word or not new[0].isalpha():
                continue
            other = new[0].lower()
            if lang == "de" and _plain(other)[:3] != _plain(word)[:3]:
                continue  # a lexical pair ("Frau"/"Mann", "Dame"/"Herr") names other people
            if read is not None and not _same_word(read, word, other):
                continue
            pairs.append((word, other))
    return pairs, inflector.version()


def main(argv: list[str] | None = None) -> int:
    from fairmt.align.lexical import read_model
    from fairmt.align.lexical_genders import read_pairs, write_pairs
    from fairmt.fairqe.cue_seeds import seed_pairs

    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--langs", nargs="+", default=list(DEFAULT_LANGS))
    ap.add_argument("--out", default=str(OUT))
    ap.add_argument(
        "--data-dir", default=os.environ.get("FAIRMT_DATA_DIR", str(REPO.parent / "shared" / "data"))
    )
    args = ap.parse_args(argv)
    out = Path(args.out)
    manifest_path = out / "MANIFEST.json"
    manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
    genders = dict(manifest.get("genders", {}))
    for lang in args.langs:
        pair = f"en-{lang}"
        entry = manifest["files"][pair]
        model = read_model((out / entry["file"]).read_bytes())
        start = time.perf_counter()
        words = sorted(w for w in model.table if w.isalpha())
        german_case = None
        if lang == "de":
            nouns, others = german_noun_words(german_corpus(Path(args.data_dir)))
            if not nouns:
                raise SystemExit("build_align_genders: no German training text under --data-dir")
            # The cue detector's seed lexicon is part of the table's training text, one person
            # noun a line (scripts/build_align_model.py): its words are nouns.
            seeds = {w for _, target in seed_pairs("de") for w in target}
            german_case = (nouns | seeds, others - seeds)
        found, version = counterparts(lang, words, german_case)
        data = write_pairs(found, {"pair": pair, "inflector": version})
        name = f"{pair}.genders.tsv.gz"
        (out / name).write_bytes(data)
        n_pairs = len(read_pairs(data)[1])
        genders[pair] = {
            "file": name,
            "sha256": hashlib.sha256(data).hexdigest(),
            "table_sha256": entry["sha256"],
            "inflector": version,
            "pairs": n_pairs,
        }
        seconds = time.perf_counter() - start
        sys.stdout.write(f"{pair}: {n_pairs} pairs from {len(words)} words ({version}), {seconds:.0f} s\n")
    manifest["genders"] = dict(sorted(genders.items()))
    manifest_path.write_text(json.dumps(manifest, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
