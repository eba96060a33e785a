"""A bare conjunct shares the singular article of the noun before it (de-inflect-31).

German may leave out the article of a second coordinated noun when both take the same one:
"zum Meister und Kommandanten der Brig", "des Dichters und Dramatikers" (Duden, *Die
Grammatik*: Koordination, Einsparung des Artikels). The second noun then has the first one's
case and number. A weak masculine in ``-en`` with no article of its own otherwise reads as a
plural ("aus Regen und Rebellen-Scharfschützen"), since a singular count noun needs an article;
after a singular-only article or contraction of the first conjunct (zum, vom, beim, im, am, dem,
des, ein, einem, eines, einen, einer) it is the singular.

:func:`shares_singular_det` says whether the bare noun at ``noun`` is such a conjunct: right
after ``und``/``oder``/``sowie``, after a capitalised noun, whose phrase opens (at most three
words before it, lower-case adjectives between) with a singular-only determiner.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from fairmt.inflect.base import Word
from fairmt.inflect.german_words import NOUN_CONJUNCTIONS

__all__ = ["shared_article_of_nominalised", "shares_singular_det"]

#: Determiners and contractions that are singular only.
_SINGULAR_ONLY_DETS = frozenset(
    {"zum", "vom", "beim", "im", "am", "dem", "des", "einem", "eines", "einen", "ein", "einer"}
)


def _phrase_opening(words: Sequence[Word], noun: int) -> Iterator[int]:
    """The indices, right to left, of the words that may open the first conjunct's phrase
    when the bare noun at ``noun`` follows ``und``/``oder``/``sowie`` after a capitalised noun:
    at most three words before that noun, with no punctuation after them; once the caller
    has read one (its determiner test), the search goes on only past a lower-case word (an
    adjective)."""
    if noun < 3 or words[noun - 1].post or words[noun - 1].core.lower() not in NOUN_CONJUNCTIONS:
        return
    first = words[noun - 2]
    if first.post or not first.core[:1].isupper() or not first.core.isalpha():
        return
    for k in range(noun - 3, max(-1, noun - 6), -1):
        w = words[k]
        if w.post:
            return
        yield k
        if not (w.core.islower() and w.core.isalpha()):
            return


def shares_singular_det(words: Sequence[Word], noun: int) -> bool:
    """Whether the bare noun at ``noun`` is the second conjunct of a noun whose determiner is
    singular only (module docstring)."""
    return any(words[k].core.lower() in _SINGULAR_ONLY_DETS for k in _phrase_opening(words, noun))


def shared_article_of_nominalised(
    words: Sequence[Word], noun: int, is_det: Callable[[str], str | None]
) -> int | None:
    """(de-inflect-36) The index of the article a bare nominalised adjective shares with the noun
    it is coordinated with ("Der Gründer und Vorstandsvorsitzende", "des Gründers und
    Vorsitzenden"), or None.

    The conjunct takes the weak ending that article calls for (Duden, Die Grammatik:
    Einsparung des Artikels; substantiviertes Adjektiv, schwache Flexion nach dem Artikel), so
    its ending changes with the realised article ("Die Gründerin und Vorstandsvorsitzende"), and
    a strong "-er" must not be put on it. Only a definite article or der-word qualifies, whose
    weak endings are read from it: right after ``und``/``oder``/``sowie``, after a capitalised
    noun whose phrase opens (at most three words before it, lower-case adjectives between) with
    that article."""
    if noun < 3 or words[noun - 1].post or words[noun].pre:
        return None
    for k in _phrase_opening(words, noun):
        kind = is_det(words[k].core.lower())
        if kind is not None:
            return k if kind in ("def", "der") else None
    return None
