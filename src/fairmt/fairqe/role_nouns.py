"""The singular role nouns a rule may give the one gendered person of a sentence.

Two agreement rules read a role noun as said of the sentence's one gendered person: the predicate
nominal after "as"/"become" (:func:`fairmt.fairqe.cue_rules._predicate_nominals`) and the role a
he/she subject plays or takes on (:mod:`fairmt.fairqe.role_taking`). Both take only a singular C7
or C11 noun that is no possessor ("the team's captain" names the team's captain, not the role)
and before which no other person of unstated gender stands (a role noun, a name, an indefinite
person): such a person could be the one the noun is said of. This module holds that shared
filter, so the two rules cannot drift apart.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from fairmt.fairqe.cue_tokens import Hit, Tok
from fairmt.fairqe.taxonomy import C7, C8, C9, C11


def lone_role_nouns(toks: Sequence[Tok], sent: Sequence[Hit]) -> Iterator[Hit]:
    """The sentence's singular C7/C11 hits, in order, that are no possessor and have no other
    person of unstated gender (C7, C9, C11, or an indefinite C8) before them."""
    others = [
        h
        for h in sent
        if not h.plural and (h.category in (C7, C9, C11) or (h.category == C8 and h.kind == "indefinite"))
    ]
    for cand in sorted(sent, key=lambda h: h.start):
        if cand.category not in (C7, C11) or cand.plural:
            continue
        if toks[cand.end - 1].clitic in ("'s", "'"):
            continue  # a possessor ("as the team's captain", "plays a doctor's assistant")
        if any(o.start < cand.start and o is not cand for o in others):
            continue
        yield cand
