"""The predicate of a coordinated subject in Italian (it-inflect-44, esit40).

A subject of two coordinated nouns takes a plural predicate, masculine when either conjunct is
masculine and feminine only when both are feminine: "La cuoca e la cameriera sono state
licenziate", "Il cuoco e la cameriera sono stati licenziati" (Serianni, *Grammatica italiana*,
XI.366-369, accordo del predicato con più soggetti). Before, the realiser looked for the
predicate right after the person's own phrase; a second conjunct there ended the search, and
"La cuoca e la cameriera sono state licenziate" became "Il cuoco e la cameriera sono state
licenziate".

Decision: only a person span that opens its clause, followed by "e"/"ed" and one noun phrase
(a determiner or possessive that shows its gender, up to three words of the phrase, then a form of
*essere* in the plural). The other conjunct's gender is its determiner's ("la", "le", "una",
"mia" ... F; "il", "lo", "i", "gli", "un", "mio" ... M); an elided "l'" or a phrase with no
determiner leaves the span's clause alone.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Literal

from fairmt.inflect.base import Word
from fairmt.inflect.italian_words import DETS

__all__ = ["coordinated_subject"]

#: The determiners that show a gender, from the determiner table (articles, demonstratives,
#: possessives; not the elided forms nor the pronoun "quelli").
_SHOWING = {
    f: d.gender
    for f, d in DETS.items()
    if d.group in ("def", "indef", "questo", "quello", "mio", "tuo", "suo", "nostro", "vostro")
    and not f.endswith("'")
    and f != "quelli"
}
_FEMININE = frozenset(f for f, g in _SHOWING.items() if g == "F")
_MASCULINE = frozenset(f for f, g in _SHOWING.items() if g == "M")


def coordinated_subject(
    tokens: Sequence[str], k: int, plural_essere_at: Callable[[int], bool]
) -> tuple[int, Literal["F", "M"]] | None:
    """When ``tokens[k]`` is "e"/"ed" after a subject span and one noun phrase follows it before a
    plural form of *essere* (``plural_essere_at(j)``), the index of that verb (over clitics) and
    the second conjunct's gender; ``None`` otherwise (module docstring)."""
    if k + 2 >= len(tokens) or Word.parse(tokens[k - 1]).post.strip():
        return None
    conj = Word.parse(tokens[k])
    if conj.core.lower() not in ("e", "ed") or conj.post.strip():
        return None
    first = Word.parse(tokens[k + 1]).core.lower()
    gender: Literal["F", "M"] | None = "F" if first in _FEMININE else "M" if first in _MASCULINE else None
    if gender is None:
        return None
    for j in range(k + 2, min(k + 5, len(tokens))):
        if Word.parse(tokens[j - 1]).post.strip():
            return None
        if plural_essere_at(j):
            return j, gender
    return None
