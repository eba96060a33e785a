"""A Spanish common-gender noun's gender read on the article before its modifiers (rules-47).

"the leading local Zoroastrian Persian noblewoman Yazdanfadar" -> "la principal zoroastrista
persa noble Yazdanfadar": the aligner links "noblewoman" to *noble*, a noun of common gender (one
form for both sexes), whose gender only its determiner and agreeing words show (RAE, *Nueva
gramática de la lengua española* (NGLE) 2.4 on common-gender nouns, *el/la joven*, *el/la
noble*). Here the determiner is four words away, past prenominal adjectives and nouns in
apposition that have one form for both genders too (*principal*, *persa*, *zoroastrista*), so
:meth:`fairmt.inflect.base.Inflector.phrase_span` (which grows over adjacent determiners only)
reads nothing, and the wrong translation "el principal zoroastrista persa noble" was not flagged.

The walk goes left from the span over at most four words that show no gender (every reading of
the Spanish analyser an adjective or noun of common gender, ``mf``, or a lower-case word it does not
know), to a singular article (*el*, *la*, *un*, *una*, *del*, *al*); that article's gender is the
reading. Anything else (punctuation, a gendered word, a preposition, a verb) stops it with no
reading: a gendered noun in between owns the article ("la reina noble"). ex44: the degree
adverb of a superlative is passed too ("siendo la más joven de tres hijos").
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe.types import Realisation

__all__ = ["article_gender"]

#: Singular articles and article contractions (NGLE 14.1).
_ARTICLES: dict[str, Realisation] = {"el": "M", "del": "M", "al": "M", "un": "M", "la": "F", "una": "F"}
#: How many genderless words may stand between the article and the span.
_MAX_BETWEEN = 4
_PUNCT = ",;:.!?()«»\"“”'"


def article_gender(tokens: Sequence[str], span: tuple[int, int]) -> Realisation | None:
    """The gender of the singular article before ``span`` past genderless adjectives and nouns
    (see the module doc), or ``None``."""
    from fairmt.inflect.spanish_forms import SpanishWordForms
    from fairmt.inflect.spanish_morph import get_morph

    morph = get_morph()
    if not morph.available or span[0] <= 0:
        return None
    head = tokens[span[1] - 1].strip(_PUNCT).lower()
    words = [tokens[k].lower() for k in range(max(0, span[0] - _MAX_BETWEEN - 1), span[0])]
    morph.analyse([head, *words])
    if not _genderless(morph.readings(head), head):
        return None
    for k in range(span[0] - 1, max(-1, span[0] - _MAX_BETWEEN - 2), -1):
        raw = tokens[k]
        if any(ch in _PUNCT for ch in raw):
            return None
        word = raw.lower()
        if word in _ARTICLES:
            return _ARTICLES[word]
        if word in SpanishWordForms.SUPERLATIVE_ADVERBS:
            continue  # ex44: the superlative "la más joven" (NGLE 45.1): the article is the adjective's
        if not raw.islower() or not _genderless(morph.readings(word), word):
            return None
    return None


def _genderless(readings: tuple[object, ...] | None, word: str) -> bool:
    """Whether a word shows no gender: all its readings are singular adjectives or nouns of
    common gender, or it is an alphabetic word the analyser does not know."""
    if not readings:
        return word.isalpha()
    for r in readings:
        pos, gender, number = getattr(r, "pos", ""), getattr(r, "gender", ""), getattr(r, "number", "")
        if pos not in ("adj", "n") or gender != "mf" or number not in ("sg", "sp"):
            return False
    return True
