"""A d-word before the adjective of an elliptic non-person phrase is its article (de-inflect-38).

A demonstrative or relative pronoun ("die", "der") stands for a whole noun phrase and takes no
attributive adjective after it (Duden, *Die Grammatik*: Artikelwörter und Pronomen; an inflected
adjective after a d-word is attributive). In a coordination the first conjunct may leave out
the noun it shares with the next ("sowohl die kanadische als auch die amerikanische Regierung":
Duden, Ellipse in koordinierten Nominalphrasen); the d-word before its adjective is then the
article of that noun, and when the noun names no person the realiser must not flip the d-word
as a pronoun of its own ("die" went "der kanadische" in the masculine). A person noun there
("der erste und der zweite Arzt") leaves the phrase to the person rules.

Found on MLQE-PE en-de dev (real MT) under ``fairmt qe score``: a variant with a masculine
article on a feminine thing. Used by :mod:`fairmt.inflect.german_declension`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.base import Word

__all__ = ["elliptic_article"]

#: Coordinators between conjuncts of a noun phrase ("und", "oder", "sowie", "noch"; "als" only in
#: "sowohl ... als auch").
_COORDINATORS = frozenset(["und", "oder", "sowie", "noch", "bzw"])


def elliptic_article(
    words: Sequence[Word],
    t: int,
    adjective: Callable[[str], bool],
    person: Callable[[str], bool],
) -> bool:
    """Whether the d-word at ``t`` is the article of an elliptic noun phrase: an attributive
    adjective right after it, then a coordinator, and the next conjunct's head noun is no person
    noun (``person``)."""
    if t + 2 >= len(words) or words[t].post:
        return False
    adj = words[t + 1].core
    if not (adj.isalpha() and adj.islower() and adjective(adj)) or words[t + 1].post:
        return False
    after = words[t + 2].core.lower()
    start = t + 3
    if after == "als" and start < len(words) and words[start].core.lower() == "auch":
        start += 1
    elif after not in _COORDINATORS:
        return False
    # The head of the next conjunct: its first capitalised word, within a few words.
    for k in range(start, min(len(words), t + 8)):
        core = words[k].core
        if core[:1].isupper():
            return core.isalpha() and not person(core)
        if words[k].post:
            return False
    return False
