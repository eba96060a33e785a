"""A thing noun picked out by its article's number and gender (it-inflect-55, issue 12).

Some Italian nouns of one gender share their form with a form of a gendered person noun in the
other number: "morte" is the noun *la morte* (death, feminine singular) and the feminine plural
of *morto*/*morta* (the dead), and the dictionary lists both. Read as the plural person, "la
morte" became a feminine person noun, and its realisation in the masculine changed the article
alone ("il morte").

The article settles it: an Italian noun agrees with its article in gender and number, so "la
morte" can only be the singular noun, while "le morte" (the dead women) and "i morti" (the dead)
are the person. A noun right after a definite or indefinite article, bare or contracted with a
preposition ("della morte"), is a thing here when every noun reading that agrees with the
article belongs to a lexeme of one gender with no form in the other, and the readings that do
not agree belong to other lexemes (the homograph's person reading is excluded by the article,
not merely less likely). A noun whose agreeing reading is a person noun ("i morti", "la
malata") is untouched, and so is a word with one lexeme.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import lower_at
from fairmt.inflect.italian_words import CONTRACTIONS, DETS

__all__ = ["article_selected_thing"]

#: The article paradigms whose form states the noun's gender and number.
_ARTICLE_GROUPS = frozenset({"def", "indef"})


def article_selected_thing(tokens: Sequence[str], k: int) -> bool:
    """Whether ``tokens[k]``, right after an article (or its contraction with a preposition), is
    a thing noun by the article's gender and number (module docstring)."""
    morph = morphology("it")
    if morph is None or not 0 < k < len(tokens):
        return False
    prev = lower_at(tokens, k - 1)
    article = CONTRACTIONS[prev][1] if prev in CONTRACTIONS else prev
    det = DETS.get(article)
    if det is None or det.group not in _ARTICLE_GROUPS or article.endswith("'"):
        return False  # (an elided "l'" states no gender)
    gender, number = det.gender.lower(), det.number
    nouns = morph.noun_readings(lower_at(tokens, k))
    agree = [r for r in nouns if r.number in (number, "sp") and r.gender in (gender, "mf", "")]
    other = [r for r in nouns if r not in agree]
    if not agree or not other or {r.lemma for r in agree} & {r.lemma for r in other}:
        return False
    return all(
        r.gender in ("m", "f") and morph.noun_pair(r.lemma, "M" if r.gender == "f" else "F") is None
        for r in agree
    )
