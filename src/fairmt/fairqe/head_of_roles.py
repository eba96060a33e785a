""" "The head of sales": the role noun *head* before an "of" phrase (en-cues-53, session 32).

*head* names a person in charge when its "of" phrase names what that person leads: "the head of
sales", "Write to the head of department", "heads of state", "the head of the family" (Oxford
English Dictionary, *head* n.1, the sense "a person in charge of others, a chief"). The MT says it
with a role noun that shows the person's gender ("la jefa de ventas", "il responsabile del
reparto", "le chef de service", "der Leiter der Abteilung"), so it is an ambiguous C7 cue (C12 in
the plural) whose seed forms are those role nouns. Without this cue the pairs of
``fairqe_pairs_dev`` with "head of" (es-d047, it-d073, it-d086) got no cue at all.

*head* is not the role where the "of" phrase is a quantity or a thing with a top or front ("a
head of lettuce", "a head of steam", "the head of the table", "the head of the femur"), nor after
"at"/"towards" and the article ("at the head of the queue", "at the head of the army"), where it
names the front position, not a person.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe.cue_tokens import Tok, _words

__all__ = ["head_of_role"]

#: Words of the "of" phrase that make *head* a thing's top, front or a count, not a person.
_NOT_LED = _words(
    """hair cattle sheep lettuce cabbage garlic celery broccoli cauliflower steam water foam froth
    table line queue list column page procession stairs staircase river valley lake bay glen bed
    pier road street path track trail nail pin hammer screw bolt arrow spear comet bone femur
    humerus pancreas penis mushroom flower corn wheat grain"""
)
#: Prepositions of place before "the head of" (the front position: "at the head of the queue").
#: ("to the head of" is also a recipient, "Write to the head of department": only the words of place.)
_POSITION = frozenset(["at", "toward", "towards"])
_DETERMINERS = frozenset(
    ["the", "a", "an", "this", "that", "our", "their", "its", "his", "her", "your", "my"]
)


def head_of_role(toks: Sequence[Tok], i: int) -> bool:
    """Whether ``toks[i]`` ("head"/"heads") is the role noun of a person in charge: "of" after
    it, and the word that "of" governs (past one determiner) is not a thing that has a head
    (:data:`_NOT_LED`); not after a preposition of place and "the"."""
    t = toks[i]
    if t.low not in ("head", "heads") or t.ends_clause or t.clitic or i + 2 >= len(toks):
        return False
    if toks[i + 1].low != "of" or toks[i + 1].ends_clause:
        return False
    k = i + 2
    if toks[k].low in _DETERMINERS and k + 1 < len(toks) and not toks[k].ends_clause:
        k += 1
    if not toks[k].low.isalpha() or toks[k].low in _NOT_LED:
        return False
    # "at the head of the queue": the front position; "the head of state" stays a person
    return not (i >= 2 and toks[i - 1].low == "the" and toks[i - 2].low in _POSITION)
