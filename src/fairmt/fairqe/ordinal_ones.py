"""An ordinal fused head with the pro-form "one(s)", and one with a "who" relative (en-cues-82, frg66).

:func:`fairmt.fairqe.cue_rules._fused_head` reads "the first", "the last", "the only" as a
person when a to-infinitive and a main clause said of a person follow ("the last to leave was
my cousin"). English says the same with the pro-form *one* between the determiner's ordinal and
its modifier (CGEL ch. 5 §9.4: *one* as the head of a noun phrase whose noun is understood,
"the last one to leave", "the first ones to complain"), and with a relative clause instead of
the infinitive. The relative pronoun *who* is said of persons only (CGEL ch. 12 §3.2, the
personal relative *who* vs. non-personal *which*), so "the first (one) who" is a person with no
further test, as "who" is in :func:`fairmt.fairqe.cue_rules._said_of_person`; "that" and
"which" are not read ("the first one that broke": a thing as often).
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe.cue_tokens import Tok

__all__ = ["after_pro_one", "personal_relative"]


def after_pro_one(toks: Sequence[Tok], j: int) -> tuple[int, bool]:
    """The index after the pro-form "one"/"ones" at ``j`` (``j`` itself without one), and
    whether it is the plural "ones"."""
    if j + 1 < len(toks) and toks[j].low in ("one", "ones") and not toks[j].ends_clause:
        return j + 1, toks[j].low == "ones"
    return j, False


def personal_relative(toks: Sequence[Tok], j: int) -> bool:
    """Whether ``toks[j]`` opens a relative clause on a person ("who", "whom")."""
    return j < len(toks) and toks[j].low in ("who", "whom") and not toks[j].ends_clause
