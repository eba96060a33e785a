"""A word read only as a present of an *-are* verb, right after a copula, is the predicative
adjective the dictionary lacks (it-inflect-47).

Apertium's Italian dictionary lacks some adjectives whose form is also a present of a verb of the
first conjugation: "calmo"/"calma" (*calmare*), "fermo"/"ferma" (*fermare*). In "Quando sono
calma", "Rimani calma!" the dictionary reads "calma" only as the third person singular of
*calmare*, so the realiser took it for a verb and left it, and the validity gate rejected
"calmo" as a verb form changed: the speaker's and the addressee's predicative kept its gender
(GATE it dev, the gaps gateit42 left). A finite verb cannot stand right after a copula as its
complement: the complement of *essere*, *stare*, *rimanere*, *restare*, *sembrare*, *diventare* is
a noun or adjective phrase (Serianni, *Grammatica italiana*, II.34-35 on the nominal predicate
and the copulative verbs). So such a word there, in *-o* or *-a*, read only as a singular present
indicative of an *-are* verb, is the adjective: it agrees as its ending shows, and the gate
takes its other-gender form (a present of the same verb, in *-o* or *-a*) as no verb change.
The copula is any form the dictionary reads as one of *essere* or of the copulative verbs of
:mod:`fairmt.inflect.italian_lexicon` ("sono rimasta calma", "sembravo calma"), not a hand list.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Word
from fairmt.inflect.italian_lexicon import _COPULAR_LEMMAS

__all__ = ["copular_verb_homograph"]

#: The lemmas whose forms a predicative adjective follows: *essere* and the copulative verbs.
_COPULA_LEMMAS = _COPULAR_LEMMAS | {"essere"}


def _copula(word: str) -> bool:
    """Whether the dictionary reads ``word`` (lower case) as a form of *essere* or of a copulative
    verb, finite or not ("sono", "sembravo", "rimasta", "stati"; review it44 B3: a hand list had
    missed the participles and most imperfects)."""
    morph = morphology("it")
    return morph is not None and any(
        r.pos.startswith("vb") and r.lemma in _COPULA_LEMMAS for r in morph.readings(word)
    )


def copular_verb_homograph(tokens: Sequence[str], k: int) -> bool:
    """Whether ``tokens[k]`` is a predicative adjective that the dictionary reads only as a
    singular present of an *-are* verb, right after a copula (module docstring)."""
    morph = morphology("it")
    if morph is None or k < 1 or k >= len(tokens):
        return False
    prev = Word.parse(tokens[k - 1])
    if prev.post.strip() or not _copula(prev.core.lower()):
        return False
    word = Word.parse(tokens[k]).core.lower()
    if not word.endswith(("o", "a")) or len(word) < 4:
        return False
    rs = morph.readings(word)
    return bool(rs) and all(
        r.pos == "vblex" and r.lemma.endswith("are") and "pri" in r.tags and "sg" in r.tags for r in rs
    )
