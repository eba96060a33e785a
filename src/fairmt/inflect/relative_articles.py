"""The article of an explanatory relative "el cual" / "il quale" after a person's noun
(es-inflect-29, it-inflect-39).

In "Me gustaría agradecer a mi profesora, sin la cual nunca habría aprobado" and "Vorrei
ringraziare la mia insegnante, senza la quale ..." the relative stands for the person named
before the comma: its article agrees with the antecedent in gender and number (RAE, *Nueva
gramática* §44.7, relativos complejos "el cual", "el que"; Serianni, *Grammatica italiana*,
VII.246, "il quale" agrees with its antecedent). It comes after a comma, usually behind a
preposition, so no agreement in the noun phrase or the parse reaches it, and the realisation
kept "sin la cual" for a man. :func:`relative_article` flips it when it follows the span's
last word, which ends with the comma; in Italian also with no comma after a preposition
(it-inflect-46: "le pazienti alle quali", the restrictive use).

Italian writes a preposition and the article as one word ("della quale", "al quale"): the
contracted forms flip as one token. Spanish "del cual"/"al que" would need one word more
("de la cual") and are left as they are.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from fairmt.inflect.base import Word
from fairmt.inflect.italian_words import PREPOSITIONS as IT_PREPOSITIONS
from fairmt.inflect.spanish_words import PREPOSITIONS as ES_PREPOSITIONS

__all__ = ["relative_article"]


@dataclass(frozen=True)
class _Relatives:
    #: The article (or preposition + article) forms by the gender asked.
    articles: Mapping[str, Mapping[str, str]]
    #: Simple prepositions that may come between the comma and the article.
    prepositions: frozenset[str]
    #: Relatives whose article agrees anywhere, and those that do only after a preposition.
    relatives: frozenset[str]
    after_preposition: frozenset[str]


_ES = _Relatives(
    articles={"F": {"el": "la", "los": "las"}, "M": {"la": "el", "las": "los"}},
    prepositions=ES_PREPOSITIONS,
    relatives=frozenset(["cual", "cuales"]),
    # (", la que ..." without a preposition is mostly a new sentence's subject: "la que más sabía")
    after_preposition=frozenset(["que"]),
)

_IT_PAIRS = [
    ("il", "la"),
    ("i", "le"),
    ("del", "della"),
    ("dei", "delle"),
    ("al", "alla"),
    ("ai", "alle"),
    ("dal", "dalla"),
    ("dai", "dalle"),
    ("nel", "nella"),
    ("nei", "nelle"),
    ("sul", "sulla"),
    ("sui", "sulle"),
]
#: The prepositions contracted with the article ("alle", "dai"): all of :data:`_IT_PAIRS` but the articles.
_IT_CONTRACTED = frozenset(w for pair in _IT_PAIRS for w in pair if w not in ("il", "la", "i", "le"))
_IT = _Relatives(
    articles={"F": dict(_IT_PAIRS), "M": {f: m for m, f in _IT_PAIRS}},
    prepositions=IT_PREPOSITIONS,
    relatives=frozenset(["quale", "quali"]),
    after_preposition=frozenset(),
)
_BY_LANG = {"es": _ES, "it": _IT}


def relative_article(
    before: Sequence[str], after: list[str], end: int, gender: str, lang: str = "es"
) -> list[str]:
    """``after`` with the article of an explanatory relative right after the person's phrase
    (which ends at token ``end``, exclusive, with a comma) in ``gender``; ``after`` unchanged
    when there is none, the language has no table, or the words differ in number."""
    table = _BY_LANG.get(lang)
    if (
        table is None
        or gender not in table.articles
        or len(after) != len(before)
        or not 0 < end < len(before)
    ):
        return after
    comma = before[end - 1].endswith(",")
    k = end
    prep = Word.parse(before[k]).lower in table.prepositions
    if prep:
        k += 1
    if not comma and not (lang == "it" and (prep or Word.parse(before[k]).lower in _IT_CONTRACTED)):
        # it-inflect-46: a restrictive "il quale" right after its antecedent, with no comma, after
        # a preposition ("le pazienti alle quali è stato dato", "la collega con la quale lavoro";
        # Serianni VII.246-247: after a preposition "il quale" may stand for "cui" and agrees
        # with the antecedent before it). Without a preposition, or in Spanish, only after a comma.
        return after
    if k + 1 >= len(before):
        return after
    art, rel = Word.parse(before[k]), Word.parse(before[k + 1])
    if art.post or rel.core.lower() not in (
        table.relatives | (table.after_preposition if prep else frozenset())
    ):
        return after
    form = table.articles[gender].get(art.lower)
    if form is None or after[k] != before[k]:
        return after
    out = list(after)
    out[k] = art.render(form)
    return out
