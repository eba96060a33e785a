"""A plural sex noun used as the modifier of a capitalised name ("the Girls High School",
"the Boys Club", "Women Writers Prize") (en-cues-43).

English puts a plural noun before the head of a compound without the possessive ending in
many institution names (Quirk et al. 1985, § 17.108-109 on plural premodifiers: "a girls
school", "the Boys Brigade"; § 17.104 on the genitive alternative "girls' school"). The
translation renders it, like the possessive "Girls' School", by the sex adjective of the
named thing ("Instituto femenino", "scuola femminile"), whose meaning, not its agreement,
says the gender, so the cue is read as :meth:`fairmt.fairqe.cues.RuleCueDetector._target`
reads a possessive one. Only title-case compounds are taken: a lower-case plural before
another word ("the girls went home") is more often the subject of a verb.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe.cue_tokens import Hit, Tok

__all__ = ["attributive_plural"]


def attributive_plural(toks: Sequence[Tok], h: Hit) -> bool:
    """Whether the plural cue ``h`` is a capitalised noun directly followed, in the same
    clause, by another capitalised word it modifies ("Girls High School")."""
    if not h.plural or h.end >= len(toks):
        return False
    last, nxt = toks[h.end - 1], toks[h.end]
    return (
        last.title
        and not last.clitic
        and not last.ends_clause
        and not nxt.opens_clause
        and nxt.title
        and nxt.core.isalpha()
    )
