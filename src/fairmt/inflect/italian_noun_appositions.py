"""Two nouns side by side, the second an invariable apposition of the first (it-inflect-46).

Italian makes compound names by putting a noun right after another with no article or
preposition: "Stato membro", "paese membro", "parola chiave", "bambini soldato", "donne
poliziotto". The first noun is the head; the second qualifies it as an adjective would, but keeps
its own form in gender and number (Serianni, *Grammatica italiana*, V.39-40 on the noun in
apposition, and XV.123-126 on the compounds "nome + nome"; Treccani, *Enciclopedia dell'Italiano*,
"composti, nomi": "Stati membri", "bambini soldato").

The English cue may name the second noun ("child soldiers" -> "soldato"), and a span that held
both nouns changed the second too ("le bambine soldatessa"). :func:`apposed_noun` gives the index
of the second noun inside such a span, and :meth:`ItalianInflector.cue_span` ends the span before
it, so that it keeps its form when the head changes.

(Tried and dropped: reading a cue span on the second noun after a *thing* noun, "Stati | membri",
as no person's. On MT-GenEval's dev references the noun after another noun often does vary with
the person, "la prima direttrice di banca donna", "il titolo studentessa nazionale", and "tre volte
campionessa" is no apposition at all: the flips fell from 1008/998 to 1002/992.)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Word

__all__ = ["apposed_noun"]


def _pair(tokens: Sequence[str], k: int, is_person: Callable[[str], bool]) -> tuple[str, str] | None:
    """The two nouns at ``k - 1`` and ``k`` when they stand side by side (no punctuation, no
    elided article), both nouns: read only as nouns by the dictionary (a capitalised first word
    mid-sentence, "Stati", is the noun whatever else the dictionary has: the political *Stato* is
    written so); a second word the dictionary lacks ("soldato", "membro") counts, as a first one
    only if ``is_person``; else ``None``."""
    morph = morphology("it")
    if morph is None or k < 1 or k >= len(tokens):
        return None
    first, second = Word.parse(tokens[k - 1]), Word.parse(tokens[k])
    if first.post.strip() or second.pre.strip() or "'" in first.core or "'" in second.core:
        return None
    if not (first.core.isalpha() and second.core.isalpha() and second.core.islower()):
        return None
    a, b = first.core.lower(), second.core.lower()
    capital = k >= 2 and first.core[:1].isupper() and not Word.parse(tokens[k - 2]).post.strip()
    for w in (a, b):
        rs = morph.readings(w)
        if not rs:
            if w == b or is_person(w):
                continue  # (the cue named a person noun there; the dictionary lacks "membro")
            return None
        if not any(r.pos == "n" for r in rs):
            return None
        if any(r.pos != "n" for r in rs) and not (w == a and capital):
            return None  # also a verb, adjective ...: "essere cittadino", "fosse incarcerato"
    return a, b


def apposed_noun(
    tokens: Sequence[str], span: tuple[int, int], is_person: Callable[[str], bool]
) -> int | None:
    """The index of a noun in apposition to the person noun before it inside ``span`` ("le
    bambine | soldato"), or ``None``."""
    s, e = span
    k = e - 1  # the noun must end the span
    if k <= s:
        return None
    pair = _pair(tokens, k, is_person)
    return k if pair is not None and is_person(pair[0]) else None
