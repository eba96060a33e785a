"""The article of a nominalised relative superlative (it-inflect-42, issue 12).

"Ero la più giovane", "Sei il meno esperto", "Eravamo le più stanche": the relative superlative
*il/la più (meno)* + adjective with no noun after it is a nominalised adjective, and used as a
predicative it names the person it predicates of; its article agrees with that person as the
adjective does (Serianni, *Grammatica italiana*, V.64 on the relative superlative, V.27 on the
predicative's agreement). With an adjective of one form for both genders ("giovane", "forte",
"intelligente") the article is the only word that shows the gender.

The aligner puts an English "the youngest" on "più giovane" (or on the adjective alone), so the
span's realisation reaches the adjective but not the article before "più": this module turns
that article too. Only a definite article right before "più"/"meno", with no punctuation
between, and only when the adjective ends its noun phrase (``ends_phrase``): in "la più giovane
soldatessa" the article is the noun's, realised with it.

:func:`superlative_predicative` (it-inflect-46) is the same predicative found from the copula's
side: the subject's predicate finder of :mod:`fairmt.inflect.italian_agreement` reaches "era | la
più alta" after the subject's own realisation ("L'infermiera era la più alta" -> "L'infermiere era
il più alto"), where no cue span covers it; the article and the adjective both agree.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Literal

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Word
from fairmt.inflect.romance import Gender

__all__ = ["superlative_article", "superlative_gender", "superlative_predicative"]

#: The degree adverbs of the relative superlative.
_DEGREE = frozenset(["più", "meno"])
#: The definite article in the gender wanted, by the article written (number kept; "lo"/"gli"
#: and the elided "l'" do not stand before "più"/"meno").
_ARTICLES: dict[str, dict[str, str]] = {
    "F": {"il": "la", "i": "le"},
    "M": {"la": "il", "le": "i"},
}


def _article(tokens: Sequence[str], span: tuple[int, int]) -> int | None:
    """The index of the definite article of the relative superlative in ``span`` ("più
    giovane", or the adjective alone after "più"), or ``None``."""
    s, e = span
    if not 0 <= s < e <= len(tokens):
        return None
    if Word.parse(tokens[s]).core.lower() in _DEGREE:
        d = s
    elif s > 0 and Word.parse(tokens[s - 1]).core.lower() in _DEGREE:
        d = s - 1
    else:
        return None
    a = d - 1
    if a < 0 or d + 1 >= e:
        return None
    art, deg = Word.parse(tokens[a]), Word.parse(tokens[d])
    if art.post.strip() or deg.post.strip() or art.core.lower() not in ("il", "la", "i", "le"):
        return None
    return a


def superlative_gender(
    tokens: Sequence[str], span: tuple[int, int], ends_phrase: Callable[[Sequence[str], int], bool]
) -> Literal["F", "M"] | None:
    """The gender of a relative superlative in ``span`` whose adjective has one form for both
    genders and ends its phrase ("le più giovani": the dictionary's only readings of "giovani"
    are ``mf``): its article's, which the adjective's ending ("-i") does not show. ``None``
    otherwise."""
    a = _article(tokens, span)
    morph = morphology("it")
    if a is None or morph is None or not ends_phrase(tokens, a + 2):
        return None
    rs = [r for r in morph.readings(Word.parse(tokens[a + 2]).core.lower()) if r.pos == "adj"]
    if not rs or any(r.gender != "mf" for r in rs):
        return None
    return "M" if Word.parse(tokens[a]).core.lower() in ("il", "i") else "F"


def superlative_article(
    tokens: Sequence[str],
    out: list[str],
    span: tuple[int, int],
    gender: Gender,
    ends_phrase: Callable[[Sequence[str], int], bool],
) -> list[str]:
    """``out`` with the article of the relative superlative in ``span`` ("più giovane", or the
    adjective alone after "più") in ``gender``; unchanged when there is none, when the words
    changed in number, or when the adjective does not end its phrase."""
    if gender not in _ARTICLES or len(out) != len(tokens):
        return out
    a = _article(tokens, span)
    if a is None or out[a] != tokens[a]:
        return out
    art = Word.parse(tokens[a])
    if art.core.lower() not in _ARTICLES[gender]:
        return out
    if not ends_phrase(tokens, a + 2):
        return out
    new = list(out)
    new[a] = art.render(_ARTICLES[gender][art.core.lower()])
    return new


def superlative_predicative(
    out: list[str],
    k: int,
    gender: Gender,
    ends_phrase: Callable[[Sequence[str], int], bool],
    unknown: Callable[[str, Gender], str | None],
) -> bool:
    """Put the relative superlative at ``k`` (definite article, "più"/"meno", adjective that ends
    its noun phrase: "la più alta") in ``gender``, in place; whether it stood there. ``unknown``
    gives an adjective the dictionary lacks in a gender (or ``None``)."""
    morph = morphology("it")
    # (_article finds the article at k only with "più"/"meno" right after it, k + 2 in ``out``.)
    if morph is None or gender not in _ARTICLES or _article(out, (k + 1, k + 3)) != k:
        return False
    if not ends_phrase(out, k + 2):
        return False
    art, adj = Word.parse(out[k]), Word.parse(out[k + 2])
    table = _ARTICLES[gender]
    low = art.core.lower()
    word = adj.core.lower()
    if morph.noun_readings(word) and not any(r.pos == "adj" for r in morph.readings(word)):
        return False  # "la più bella ragazza" has its noun; a noun here is no adjective
    new = morph.agree(word, gender) or unknown(word, gender)
    if new is None:
        return False
    out[k] = art.render(table.get(low, low))
    out[k + 2] = adj.render(new)
    return True
