"""Gender counterparts in the lexical aligner's tables: one translation model for both genders.

The shipped tables (:mod:`fairmt.align.lexical`) are trained on real MT output, which is
mostly masculine: in the en-es table "peatón" translates "pedestrian" (t = 0.63) while
"peatona" is no entry at all, and in en-it "studentessa" is closer to "presented" (0.025)
than to "student" (0.008). A feminine translation of a source is then aligned worse than the
masculine translation of the same source: its person noun links to a neighbouring word or
to nothing, the cue detector finds no target for the English noun, and the rules agents give
the two translations different variants (an open set, issue 12; "The worker told the
pedestrian ..." got the two persons' mixed-gender variants from "El trabajador ... al
peatón" and not from "La trabajadora ... a la peatona").

Decision: a word and its form in the other gender translate the same English words. For
each target word ``w`` with gender counterparts ``u`` ("peatón" <-> "peatona", "cerrado" <->
"cerrada", "Lehrer" <-> "Lehrerin"), t(w | e) becomes the largest of t(w | e) and t(u | e)
for every English word ``e``; a counterpart the table lacks gets a column made so. Each
word's new column is computed from the trained table only (no chains through a third word),
so the result does not depend on the order of the pairs. t(w | NULL) stays the word's own
(a new column has none: the floor, as for a word the table lacks). Only target columns
change: the source vocabulary is the same.

Which words are paired (``scripts/build_align_genders.py``): the forms the language's
inflector gives when it realises a table word alone in F or in M, kept only when they are
one content word in two genders -- for es/fr/it the Apertium dictionary reads both as one
lemma of a noun, adjective or participle, or does not know the new form ("peatona"), and
neither is a pronoun or determiner; for German, nouns with a Wiktionary gender pair whose
two forms share their first letters and that the training text capitalises inside sentences
(session 24: "dieselben" is no compound of "Elben"). So "casa"/"caso" (other words),
"ayuda"/"ayudo" (two persons of a verb), "mère"/"père" and "Frau"/"Mann" (lexical pairs: other English words)
and "il"/"elle" (a pronoun agrees with its noun, "une personne ... elle", not with the
person's gender) keep their own columns. Closed classes are frequent in the training text
in both genders; the skew this mends is in the rarer content words.

The pairs are data, built once per table with the inflectors (so a run never calls an
inflector to align) and shipped as ``en-XX.genders.tsv.gz`` beside the table:
``#key<TAB>value`` header lines (format, pair, the inflector version that made them), then
one ``word<TAB>counterpart`` line per pair (lower case, each unordered pair once, sorted).
The manifest's ``genders`` entry holds each file's SHA-256, so the pairs are part of
:meth:`LexicalAligner.version` and every signature.

Measured when introduced (session 21, development data only; rules agents): variants gold
dev ``--from gold`` closed sets de 68.6 -> 69.6, es 97.0 -> 97.2, fr 92.3 -> 92.4, it 92.9
-> 93.2; MT-GenEval contextual dev closed pairs es 309 -> 310, fr 237 -> 240, it 234 -> 238
(of 486 / 434 / 420); the team's closed-set dev pairs es 53 -> 54 of 60 (fr, it unchanged);
gold dev exact match unchanged but for one Spanish line (99.1 -> 99.0: es-442, an
ungrammatical MT line whose "último" now links elsewhere).
"""

from __future__ import annotations

import gzip
from collections.abc import Iterable, Mapping

from fairmt.align.lexical import NULL, LexicalModel, read_rows

__all__ = ["FORMAT", "read_pairs", "symmetrise", "write_pairs"]

FORMAT = "fairmt-lexical-genders-1"


def write_pairs(pairs: Iterable[tuple[str, str]], head: Mapping[str, str]) -> bytes:
    """The bytes of a pairs file (module docstring): reproducible for the same input."""
    unique = sorted({(a, b) if a < b else (b, a) for a, b in pairs if a != b})
    lines = [f"#format\t{FORMAT}\n"] + [f"#{k}\t{v}\n" for k, v in sorted(head.items())]
    lines += [f"{a}\t{b}\n" for a, b in unique]
    return gzip.compress("".join(lines).encode("utf-8"), mtime=0)


def read_pairs(data: bytes) -> tuple[dict[str, str], list[tuple[str, str]]]:
    """The header and the pairs of a file written by :func:`write_pairs`."""
    head, rows = read_rows(data)
    if head.get("format") != FORMAT:
        raise ValueError(f"not a {FORMAT} file (format: {head.get('format')!r})")
    return head, [(a, b) for a, b in rows]


def symmetrise(model: LexicalModel, pairs: Iterable[tuple[str, str]]) -> int:
    """Give each paired word the larger t(. | e) of itself and its counterparts, in place
    (module docstring); returns the number of columns changed or added."""
    neighbours: dict[str, set[str]] = {}
    for a, b in pairs:
        neighbours.setdefault(a, set()).add(b)
        neighbours.setdefault(b, set()).add(a)
    table = model.table
    new: dict[str, dict[str, float]] = {}
    for word in sorted(neighbours):
        column = dict(table.get(word, {}))
        for other in sorted(neighbours[word]):
            for e, p in table.get(other, {}).items():
                if e != NULL and p > column.get(e, 0.0):
                    column[e] = p
        if column and column != table.get(word):
            new[word] = column
    table.update(new)
    # the cached views of the table are stale now
    model.__dict__.pop("index", None)
    model.__dict__.pop("source_words", None)
    return len(new)
