"""The stressed pronoun that names a possessor, preferred for an English possessive (en-cues-43).

A Romance possessive agrees with the possessed noun ("su saga" for "her saga"), so it shows
nothing of the possessor's gender; a translation that wants it clear names the possessor with a
preposition and a stressed pronoun instead: "la saga familiar de ella" (RAE, *Nueva gramática*
§18.3 on "de él"/"de ella" beside "su" to tell the possessor; Serianni, *Grammatica italiana*
VII.93 on "di lui"/"di lei"). The seed reading of a possessive "her"/"his" takes the matching
form nearest the cue's place, which may be the article of the possessed noun ("La saga"); when
a "de ella"/"de él" stands near that place, it is the possessor's word and is taken instead
(for an object "her"/"him" too: "para ella" is that person).
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe.cue_target import _OF, _STRESSED

__all__ = ["OBLIQUE", "possessor_pronouns"]

#: English pronouns a preposition and a stressed pronoun may render: the possessives, and the
#: object "her"/"him" ("for her" -> "para ella"); "her" is often read as the possessive where it
#: is not, so both readings take the stressed pronoun.
OBLIQUE = frozenset(["his", "her", "hers", "him"])


def possessor_pronouns(norm: Sequence[str], cands: list[int], ref: float, lang: str) -> list[int]:
    """Of the target tokens ``cands`` matching a possessive cue, those that are a stressed
    pronoun right after a preposition of possession, within ``max(4, len/4)`` tokens of the
    cue's place ``ref``; ``cands`` unchanged when there is none."""
    stressed = _STRESSED.get(lang, {})
    reach = max(4.0, len(norm) / 4)
    named = [
        j for j in cands if j > 0 and norm[j] in stressed and norm[j - 1] in _OF and abs(j - ref) <= reach
    ]
    return named or cands
