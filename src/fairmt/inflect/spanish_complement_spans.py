"""A person's span that runs on over its noun's "de" complement (es-inflect-36, issue 12).

"El conductor del autobús resultó herido" for "The bus driver was injured": the aligner gives the
English compound "bus driver" the whole phrase "El conductor del autobús", and realising that
span turned the complement's article too ("La conductora de la autobús"). A prepositional
complement of a noun is a phrase of its own whose determiner agrees with its own noun (RAE,
*Nueva gramática* §12.1 and §14.1: the complement is a prepositional phrase, and agreement stays
inside the noun phrase it heads), never with the head noun it hangs on: the feminine is "la
conductora del autobús". So a span whose person nouns all stand before a "de"/"del" is cut
before that preposition, as the Italian inflector cuts a "di" complement (it-inflect-19). A span
with a person noun after the preposition ("una de las ingenieras", "el hijo de la vecina") is
kept: the person may be the complement's.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Word

__all__ = ["complement_span"]

#: The preposition that opens a noun's complement, alone and contracted with "el".
_DE = frozenset(["de", "del"])


def complement_span(
    tokens: Sequence[str], span: tuple[int, int], persons: Sequence[tuple[int, int]]
) -> tuple[int, int]:
    """``span`` cut before the first "de"/"del" after its last person noun (of ``persons``), when
    a person noun stands before that preposition inside the span (module docstring); ``span``
    itself otherwise."""
    s, e = span
    inside = [p for p in persons if s <= p[0] and p[1] <= e]
    if e - s < 3 or not inside:
        return span
    last = max(p[1] for p in inside)
    for k in range(last, e - 1):
        word = Word.parse(tokens[k])
        if word.core.lower() in _DE and not Word.parse(tokens[k - 1]).post.strip():
            return (s, k)
        if word.post.strip():
            return span
    return span
