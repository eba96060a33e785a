"""A d-word before an attributive adjective is an article, never a pronoun (de-inflect-38).

A demonstrative or relative pronoun ("die", "der") stands for a whole noun phrase and takes no
attributive adjective after it (Duden, *Die Grammatik*: Artikelwörter und Pronomen; an inflected
adjective after a d-word is attributive). So a d-word before an inflected adjective opens a noun
phrase, and the realiser must not flip it as a pronoun of its own:

- before the adjective and a capitalised word that is no person noun ("nutzen die alte
  Brownstone Street": a street's name; the d-word went "der alte Brownstone Street"), as
  de-inflect-37 had it for "ein"/"kein" ("Eine müde Smith ging heim");
- before the adjective of an elliptic phrase that shares the noun of the next conjunct ("sowohl
  die kanadische als auch die amerikanische Regierung": Duden, Ellipse in koordinierten
  Nominalphrasen) when that noun names no person: the left-out noun is "Regierung", and "die"
  went "der kanadische" in the masculine. A person noun there ("die erste und die zweite
  Ärztin") leaves the phrase to the person rules.

Found on MLQE-PE en-de dev (real MT) under ``fairmt qe score``: both were variants with a
masculine article on a feminine thing. Used by :mod:`fairmt.inflect.german_declension`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.base import Word

__all__ = ["attributive_article"]

#: Coordinators between conjuncts of a noun phrase ("und", "oder", "sowie", "als auch", "noch").
_COORDINATORS = frozenset(["und", "oder", "sowie", "als", "noch", "bzw"])


def attributive_article(
    words: Sequence[Word],
    t: int,
    adjective: Callable[[str], bool],
    person: Callable[[str], bool],
) -> bool:
    """Whether the d-word at ``t`` is the article of a noun phrase with an attributive
    adjective right after it, whose noun (the capitalised word after the adjective, or the head
    of the next conjunct after a coordinator) is no person noun (``person``)."""
    if t + 2 >= len(words) or words[t].post:
        return False
    adj = words[t + 1].core
    if not (adj.isalpha() and adj.islower() and adjective(adj)) or words[t + 1].post:
        return False
    after = words[t + 2].core
    if after[:1].isupper():
        return not person(after)
    if after.lower() not in _COORDINATORS:
        return False
    # The head of the next conjunct: its first capitalised word, within a few words.
    for k in range(t + 3, min(len(words), t + 8)):
        core = words[k].core
        if core[:1].isupper():
            return core.isalpha() and not person(core)
        if words[k].post:
            return False
    return False
