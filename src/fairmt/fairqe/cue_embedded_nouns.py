"""A gendered noun inside a relative clause or a prepositional phrase is no subject of the
predicate that follows it (en-cues-41).

The cue rules give a predicate after a link verb the gender of the explicit subject before it
("my father is Brazilian": "Brazilian" must agree with "father", C6). The noun before the link
is not always the clause's subject, though: in "The surgeon who operated on my father is
Brazilian" the subject of "is" is "The surgeon", which the relative clause "who operated on my
father" modifies (Quirk et al. 1985, §17.8-17.12 on the restrictive relative clause, whose end
the main clause's verb follows); "my father" is the object of the preposition "on" inside it
(§9.1-9.4: a prepositional complement is never a clause subject). Marking "Brazilian" as the
father's then made every feminine surgeon ("La chirurga ... è brasiliana") a mismatch.

:func:`embedded_noun` tells the two apart by the words before the noun: a preposition right
before its determiner or possessive ("on my father", "with the actress"), or a relative pronoun
for persons or things ("who", "whom", "which") earlier in the same clause with a word other than
a determiner between (the noun is then inside the relative clause, not its antecedent). The
complementiser "that" is no such pronoun ("She said that her father is tall").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from fairmt.fairqe.cue_words import DETERMINERS_EN, PREPOSITIONS

if TYPE_CHECKING:
    from fairmt.fairqe.cues import Tok

__all__ = ["embedded_noun"]

_RELATIVES = frozenset(["who", "whom", "which"])
#: How far back a relative pronoun is looked for.
_WINDOW = 8


def embedded_noun(toks: Sequence[Tok], start: int) -> bool:
    """Whether the noun phrase whose first token is ``toks[start]`` stands inside a relative
    clause or after a preposition (module docstring), so that it is no subject of a predicate
    after it."""
    k = start - 1
    if (
        k > 0
        and not toks[k].ends_clause
        and toks[k].low in DETERMINERS_EN
        and not toks[k - 1].ends_clause
        and toks[k - 1].low in PREPOSITIONS
    ):
        return True  # "on my father"
    between = False
    for r in range(start - 1, max(-1, start - 1 - _WINDOW), -1):
        if toks[r].ends_clause:
            return False
        if toks[r].low in _RELATIVES:
            return between
        if toks[r].low not in DETERMINERS_EN:
            between = True
    return False
