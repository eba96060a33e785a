"""Draw the sentences of the French WinoMT development set (``benchmarks/data/winomt_fr_own``).

Usage: python scripts/build_winomt_fr_own_set.py OUT.jsonl [--n 100] [--seed 17] [--systems bing]
       [--exclude EARLIER.jsonl ...] [--strata v1|hard|conflict]

Candidates are the saved French translations of every system (``winomt/translations/*/en-fr.txt``)
whose English sentence shares no *template* (lower-cased, pronouns masked:
:func:`fairmt.winomt.recovery.template`) with any row of any human-annotation file, labelled or
not, of any language: :func:`fairmt.winomt.human.human_half` keys its halves on that template, so
no sentence of either half, nor its other-gender variant, can be drawn. Hard kinds are favoured,
by strata read off the pipeline (``mt_gender-2022`` and ``target-side-2``, with entity recovery):

* ``disagree``: the two policies read the entity differently;
* ``epicene``: the entity's aligned words start with ``l'`` or are a noun spelt alike in both
  genders (the policy reads neutral/unknown);
* ``empty``: the aligner left the entity without a word (after recovery);
* ``pronoun-far``: the translation has ``il``/``elle`` five or more tokens after the entity;
* ``random``: any other row.

``--strata hard`` (the third batch, ``fr_own_bing2.jsonl``) draws instead from the kinds where
the annotators' conventions decide, read off the English, the French and the aligner only (no
target-side policy; first match wins):

* ``unaligned``: the aligner left the entity without a word (before recovery);
* ``mismatch``: ``mt_gender-2022`` reads the entity's words with a gender that is not the
  English pronoun's (a masculine-form noun with ``she``: ``le chauffeur ... elle``);
* ``participle``: the French has an elided clitic with "have" (``l'a``, ``l'avait``...);
* ``possessive``: the English pronoun is ``his`` or ``her`` before a noun;
* ``clitic``: the English pronoun is an object ``him``/``her``;
* ``epicene``: the entity's words start with ``l'`` or are read neutral/unknown;
* ``random``: any other row.

``--strata conflict`` (the fourth batch, ``fr_own_bing3.jsonl``, drawn after ``target-side-4``
was written, to check it on kinds where it may go wrong; first match wins):

* ``gold-differs``: ``target-side-4`` (with recovery) reads a gender other than the English
  pronoun's (a system error, or the policy's);
* ``both-pronouns``: the French has both ``il`` and ``elle`` (elided forms too);
* ``long-span``: the entity's aligned words are three or more, or not contiguous;
* ``random``: any other row.

Each stratum gets an equal share (seeded), one row per template. ``--systems`` keeps only
the given systems' files; ``--exclude`` (repeatable) leaves out the templates of an earlier draw's rows
(a second batch). The
script writes the rows without labels (``"label": ""``) to OUT (system, line, entity, stratum,
a hash of the translation; no text) and, to read them, the same rows with the English and the
French to ``OUT.text.jsonl`` (not committed); the labels were written by hand afterwards, reading
the French (see the set's README). Prints nothing but a count.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
from pathlib import Path

from fairmt.align.base import get_aligner
from fairmt.align.cache import align_cached
from fairmt.data import dataset_path
from fairmt.data.readers import read_translations
from fairmt.gender.base import EntitySpan, Gender, Policy, get_analyzer
from fairmt.winomt.challenge import read_challenge_file
from fairmt.winomt.entities import entity_span
from fairmt.winomt.recovery import RecoveryModel, template

SYSTEMS = ("google", "bing", "aws", "systran", "sota")
STRATA = ("disagree", "epicene", "empty", "pronoun-far", "random")
HARD_STRATA = ("unaligned", "mismatch", "participle", "possessive", "clitic", "epicene", "random")
#: English words after which ``her`` is an object, not a possessive (``--strata hard``).
_AFTER_OBJECT = frozenset(
    [
        "to",
        "for",
        "and",
        "because",
        "that",
        "with",
        "about",
        ".",
        ",",
        ";",
        "!",
        "?",
        "a",
        "an",
        "the",
        "some",
        "any",
        "in",
        "on",
        "at",
        "up",
        "down",
        "out",
        "back",
        "off",
        "into",
        "how",
        "what",
        "if",
        "as",
        "so",
        "but",
        "or",
    ]
)
CONFLICT_STRATA = ("gold-differs", "both-pronouns", "long-span", "random")
_ELIDED_HAVE = frozenset({"l'a", "l'avait", "l'ont", "l'avaient", "l'aurait", "l'ai"})


def _hard_kind(gold: Gender, sentence: str, toks: list[str], empty: bool, base: Gender, first: str) -> str:
    """The ``--strata hard`` kind of one row (module docstring; first match wins)."""
    en = [w.lower() for w in sentence.split()]
    if empty:
        return "unaligned"
    gendered = (Gender.MALE, Gender.FEMALE)
    if base in gendered and gold in gendered and base is not gold:
        return "mismatch"
    if any(t.lower().replace("\u2019", "'") in _ELIDED_HAVE for t in toks):
        return "participle"
    for i, w in enumerate(en):
        nxt = en[i + 1] if i + 1 < len(en) else "."
        if w == "his" or (w == "her" and nxt not in _AFTER_OBJECT):
            return "possessive"
        if w in ("him", "her"):
            return "clitic"
    if first.lower().startswith("l'") or base in (Gender.NEUTRAL, Gender.UNKNOWN):
        return "epicene"
    return "random"


def _human_templates(root: Path) -> set[str]:
    """Templates of every row of every human-annotation file, labelled or not, any language."""
    import csv

    items = read_challenge_file(root / "aggregates_2020-08-31" / "en.txt")
    out: set[str] = set()
    for p in sorted((root / "human_annotations").glob("*.csv")):
        with p.open(encoding="utf-8", newline="") as fh:
            for row in list(csv.reader(fh))[1:]:
                if row and row[0].strip().isdigit():
                    out.add(template(items[int(row[0])].sentence))
    return out


def _conflict_kind(gold: Gender, toks: list[str], span: EntitySpan, four: Gender) -> str:
    """The ``--strata conflict`` kind of one row (module docstring; first match wins)."""
    if four is not gold:
        return "gold-differs"
    low = {t.lower().replace("\u2019", "'").split("'")[-1] for t in toks}
    if "il" in low and "elle" in low:
        return "both-pronouns"
    idx = sorted(set(span.indices))
    if len(idx) >= 3 or (idx and idx[-1] - idx[0] + 1 != len(idx)):
        return "long-span"
    return "random"


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("out", type=Path)
    ap.add_argument("--n", type=int, default=100)
    ap.add_argument("--seed", type=int, default=17)
    ap.add_argument("--systems", default=",".join(SYSTEMS))
    ap.add_argument("--exclude", type=Path, action="append", default=[])
    ap.add_argument("--strata", choices=("v1", "hard", "conflict"), default="v1")
    args = ap.parse_args()
    root = dataset_path("winomt")
    items = read_challenge_file(root / "aggregates_2020-08-31" / "en.txt")
    held = _human_templates(root)
    for earlier in args.exclude:
        for line in earlier.read_text(encoding="utf-8").splitlines():
            held.add(template(items[int(json.loads(line)["index"])].sentence))
    al = get_aligner("fast_align")
    old = get_analyzer("fr", None, Policy.MT_GENDER_2022)
    new = get_analyzer("fr", None, Policy.TARGET_SIDE_2)
    four = get_analyzer("fr", None, Policy.TARGET_SIDE_4)
    names = {"hard": HARD_STRATA, "conflict": CONFLICT_STRATA}.get(args.strata, STRATA)
    strata: dict[str, list[dict[str, object]]] = {s: [] for s in names}
    for system in args.systems.split(","):
        tf = read_translations(root / "translations" / system / "en-fr.txt")
        corpus = [(r.source or "", r.target) for r in tf.rows]
        links = align_cached(al, [(al.tokenize(s), al.tokenize(t)) for s, t in corpus])
        lookup = {src: i for i, (src, _) in enumerate(corpus)}
        model = RecoveryModel.from_corpus(items, corpus, lookup, links, al.tokenize)
        for i, item in enumerate(items):
            if template(item.sentence) in held:
                continue
            tgt = corpus[i][1]
            toks = al.tokenize(tgt)
            raw = entity_span(item, tgt, links[i], toks)
            if args.strata == "hard":
                base = old.entity_gender(raw)
                first_word = raw.words[0] if raw.words else ""
                kind = _hard_kind(item.gold, item.sentence, toks, raw.empty, base, first_word)
            elif args.strata == "conflict":
                span = model.recover_span(raw, item, links[i], toks)
                kind = _conflict_kind(item.gold, toks, span, four.entity_gender(span))
            else:
                span = model.recover_span(raw, item, links[i], toks)
                a, b = old.entity_gender(span), new.entity_gender(span)
                low = [w.lower() for w in toks]
                first = span.first_index
                if a is not b:
                    kind = "disagree"
                elif span.empty:
                    kind = "empty"
                elif span.words[0].lower().startswith("l'") or b in (Gender.NEUTRAL, Gender.UNKNOWN):
                    kind = "epicene"
                elif any(w in ("il", "elle") for w in low[first + 5 :]):
                    kind = "pronoun-far"
                else:
                    kind = "random"
            strata[kind].append(
                {
                    "id": f"{system}:{i}",
                    "lang": "fr",
                    "system": system,
                    "index": i,
                    "entity": item.entity,
                    "source": item.sentence,
                    "target": tgt,
                    "kind": kind,
                    "label": "",
                }
            )
    rng = random.Random(args.seed)
    share = args.n // len(names)
    chosen: list[dict[str, object]] = []
    seen: set[str] = set()
    for kind in names:
        pool = strata[kind][:]
        rng.shuffle(pool)
        got = 0
        for row in pool:
            t = template(str(row["source"]))
            if t in seen:
                continue
            seen.add(t)
            chosen.append(row)
            got += 1
            if got == share:
                break
    # The committed file names each row (system, line) and a hash of its translation, never the
    # text (the data set is not copied into the repository); the text goes to a side file to read.
    with (
        args.out.open("w", encoding="utf-8") as fh,
        args.out.with_suffix(".text.jsonl").open("w", encoding="utf-8") as text,
    ):
        for row in chosen:
            text.write(json.dumps(row, ensure_ascii=False) + "\n")
            digest = hashlib.sha256(" ".join(str(row["target"]).split()).encode("utf-8")).hexdigest()[:12]
            keep = {k: row[k] for k in ("id", "lang", "system", "index", "entity", "kind", "label")}
            fh.write(json.dumps({**keep, "target_sha256": digest}, ensure_ascii=False) + "\n")
    print(f"{len(chosen)} rows ({', '.join(f'{k} {len(v)}' for k, v in strata.items())} candidates)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
