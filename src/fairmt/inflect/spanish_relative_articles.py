"""The article of an explanatory relative "el cual" / "la que" after a person's noun (es-inflect-29).

In "Me gustaría agradecer a mi profesora, sin la cual nunca habría aprobado" the relative
"la cual" stands for "mi profesora": its article agrees with the antecedent in gender and
number (RAE, *Nueva gramática* §44.7, relativos complejos "el cual", "el que"). It comes
after a comma, usually behind a preposition, so no agreement in the noun phrase or the parse
reaches it, and the realisation kept "sin la cual" for a man. :func:`relative_article` flips
it when it follows the span's last word, which ends with the comma.

Only the forms that keep the number of words change: a contraction ("del cual", "al que")
would need one word more or less, and is left as it is.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Word
from fairmt.inflect.spanish_words import PREPOSITIONS

__all__ = ["relative_article"]

_ARTICLES = {
    "F": {"el": "la", "los": "las"},
    "M": {"la": "el", "las": "los"},
}
#: The relatives whose article agrees: "el cual" always; "el que" only after a preposition
#: (", la que ..." without one is mostly a new sentence's subject: "la que más sabía").
_CUAL = frozenset(["cual", "cuales"])


def relative_article(before: Sequence[str], after: list[str], end: int, gender: str) -> list[str]:
    """``after`` with the article of an explanatory relative right after the person's phrase
    (which ends at token ``end``, exclusive, with a comma) in ``gender``; ``after`` unchanged
    when there is none or the words differ in number."""
    if gender not in _ARTICLES or len(after) != len(before) or not 0 < end < len(before):
        return after
    if not before[end - 1].endswith(","):
        return after
    k = end
    prep = Word.parse(before[k]).lower in PREPOSITIONS
    if prep:
        k += 1
    if k + 1 >= len(before):
        return after
    art, rel = Word.parse(before[k]), Word.parse(before[k + 1])
    if art.post or rel.core.lower() not in (_CUAL | ({"que"} if prep else set())):
        return after
    form = _ARTICLES[gender].get(art.lower)
    if form is None or after[k] != before[k]:
        return after
    out = list(after)
    out[k] = art.render(form)
    return out
