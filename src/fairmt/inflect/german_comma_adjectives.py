"""German: attributive adjectives set off by a comma agree with their noun like any other (de66).

Coordinated attributive adjectives of equal rank are written with a comma between them instead
of "und" (Duden, *Die Grammatik*, and the Duden spelling rules on the comma between
gleichrangige Adjektive: "ein stiller, höflicher Kunde", "mit blassen, müden Gästen", "zum
freundlichen, alten Bäcker"). Both belong to the one noun phrase and take the same ending, so
re-declining the phrase must reach the adjective before the comma and the determiner before it;
read as a boundary, the comma left "ein stiller, höfliche Kundin" and "mit einem alten, müde
Lehrerin".

:func:`comma_adjective` says that the word at ``k``, followed by a comma, is such an adjective
of the phrase whose first adjective so far is at ``k + 1``: a declined lower-case adjective
with the same ending (a predicative or adverbial word before a comma has none: "Sie war müde,
junge Leute halfen ihr" has "müde" after a verb, not after a determiner), whose own left
neighbour opens a noun phrase: a determiner, a preposition or contraction, "als"/"wie", or
another such adjective. Only a plain comma counts (no dash, bracket or quotation mark).
(de66) The chain may be longer ("einen netten, jungen, klugen Arzt"): the left neighbour may
itself be such an adjective followed by a comma, as long as the chain of them reaches an opener.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.base import Word
from fairmt.inflect.german_predicates import strip_adj
from fairmt.inflect.german_words import CONTRACTIONS, PREPS

__all__ = ["comma_adjective"]

#: Words that put a bare noun phrase after them in the same way a preposition does.
_PHRASE_OPENERS = frozenset({"als", "wie"})


def comma_adjective(
    words: Sequence[Word],
    k: int,
    adjs: Sequence[int],
    adjective: Callable[[str], bool],
    is_det: Callable[[str], object],
) -> bool:
    """Whether the word at ``k`` is an adjective set off by a comma from the phrase's first
    adjective ``adjs[0]`` (module docstring)."""
    if not adjs or adjs[0] != k + 1 or k < 1:
        return False
    word = words[k]
    if word.pre or word.post != "," or not word.core.isalpha() or not word.core.islower():
        return False
    if not adjective(word.core):
        return False
    ending = strip_adj(word.core.lower())[1]
    if not ending or ending != strip_adj(words[k + 1].core.lower())[1]:
        return False
    return _opens_chain(words, k - 1, ending, adjective, is_det)


def _opens_chain(
    words: Sequence[Word],
    j: int,
    ending: str,
    adjective: Callable[[str], bool],
    is_det: Callable[[str], object],
) -> bool:
    """Whether the word at ``j``, left of a comma adjective with ``ending``, opens its noun phrase
    or is a fellow adjective with that ending, walking left over further "adjective," links."""
    while j >= 0:
        before = words[j]
        low = before.core.lower()
        if before.post == "," and not before.pre and before.core.isalpha() and before.core.islower():
            if not adjective(before.core) or strip_adj(low)[1] != ending:
                return False
            j -= 1  # another comma adjective of the chain: its own left neighbour decides
            continue
        if before.post:
            return False
        if is_det(low) is not None or low in PREPS or low in CONTRACTIONS or low in _PHRASE_OPENERS:
            return True
        return adjective(before.core) and strip_adj(low)[1] == ending
    return False
