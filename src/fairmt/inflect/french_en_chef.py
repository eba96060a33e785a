"""The locution *en chef* after a realised person noun (fr-inflect-42).

``chef`` in *en chef* ("la rédactrice en chef", "editor in chief", "head nurse") is an
invariable adjectival locution (TLFi *chef*: "en chef, loc. adj."), so the inflector keeps it
when it realises the noun before it (:func:`fairmt.inflect.french._en_chef`, fr-inflect-28;
the gold convention since fr-754). Some translators feminise it with the noun ("la rédactrice
en cheffe", "l'inspectrice en cheffe": the feminine *cheffe* the *Guide d'aide à la
féminisation* (INaLF/CNRS 1999) lists). That feminine has no place beside a masculine noun:
"le rédacteur en cheffe" is wrong whatever the convention. So the masculine realisation takes
the invariable ``chef`` back; the feminine one still keeps what the translator wrote.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.base import Word

__all__ = ["keep_en_chef"]

_FEMININE = frozenset({"cheffe", "chef·fe"})


def keep_en_chef(
    base: list[str],
    tokens: Sequence[str],
    gender: str,
    is_en_chef: Callable[[Sequence[str], tuple[int, int]], bool],
) -> list[str]:
    """``base`` (the realisation of ``tokens`` in ``gender``) with each ``chef`` of an *en chef*
    (``is_en_chef``) as it was in ``tokens``, except that a feminine ``cheffe`` becomes ``chef``
    when ``gender`` is ``"M"`` (module docstring)."""
    out = list(base)
    for k, token in enumerate(tokens):
        if not is_en_chef(tokens, (k, k + 1)):
            continue
        word = Word.parse(token)
        out[k] = word.render("chef") if gender == "M" and word.core.lower() in _FEMININE else token
    return out
