"""A participle's span that runs on into the next noun phrase (es-inflect-33, issue 12).

"El director del museo, que fue nombrado el año pasado, dimitió": the aligner gives the English
"was appointed" the participle with the words after it ("nombrado el año"), and realising that
span turned the time phrase too ("nombrada la aña pasada"), which the validity gate rejected, so
the participle kept its gender in one realisation only. A determiner opens a noun phrase of its
own (RAE, *Nueva gramática* §14.1, the determiner as the phrase's first word), and a participle
or adjective before it is no part of that phrase: it is a predicative, and the phrase after it
its complement or an adjunct. So a span that opens on a word the dictionary reads only as an
adjective or a past participle is cut before the first article or demonstrative in it (as the
Italian inflector cuts a trailing article, it-inflect-30).
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Word
from fairmt.inflect.spanish_morph import get_morph

__all__ = ["participle_span"]

#: Words that open a noun phrase of their own.
_OPENERS = frozenset(
    ["el", "la", "los", "las", "un", "una", "unos", "unas", "este", "esta", "estos", "estas", "ese", "esa"]
)


def participle_span(tokens: Sequence[str], span: tuple[int, int]) -> tuple[int, int]:
    """``span`` cut before its first article or demonstrative when it opens on an adjective or
    participle (module docstring); ``span`` itself otherwise."""
    s, e = span
    if e - s < 2:
        return span
    morph = get_morph()
    if not morph.available:
        return span
    rs = morph.readings(Word.parse(tokens[s]).core.lower()) or ()
    if not rs or not all(r.pos == "adj" or (r.pos.startswith("vb") and "pp" in r.tags) for r in rs):
        return span
    for k in range(s + 1, e):
        if Word.parse(tokens[k]).lower in _OPENERS and not Word.parse(tokens[k - 1]).post.strip():
            return (s, k)
    return span
