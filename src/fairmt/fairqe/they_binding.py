"""An object "them" is not its own clause's subject (en-cues-40, pairs31).

A personal pronoun is free in its clause: "nobody recognised them" cannot mean that nobody
recognised themselves, which English says with the reflexive (Quirk et al., *A Comprehensive
Grammar of the English Language*, §6.23 on reflexive and personal pronouns; Huddleston &
Pullum, *The Cambridge Grammar*, ch. 17 §3 on the binding of reflexives). So when the nearest
person cue before an object "them" is the subject of the verb right before the pronoun ("The
stranger knocked twice; at first nobody recognised them"), that cue is no antecedent of the
pronoun, and the singular "they" refers back to an earlier person ("stranger").

:func:`subject_of_them` tells that case by position: ``them`` one to three plain words (the
verb group: "recognised", "had never seen") after the cue, with no clause punctuation, no
preposition, conjunction or determiner between, and the cue not itself the object of a
preposition. The detector (:func:`fairmt.fairqe.cue_rules._resolve_they`) then looks for the
antecedent before that cue. Only for an indefinite pronoun as the subject ("nobody",
"someone", "everyone"): after a role noun or a gendered pronoun ("because he needed them")
the "them" is as often a plural or a thing ("documents"), and the detector's rules for those
stay as they were.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe.cue_tokens import Hit, Tok
from fairmt.fairqe.cue_words import CLAUSE_BREAKERS, DETERMINERS_EN, PREPOSITIONS

__all__ = ["subject_of_them"]

_NOT_IN_VERB_GROUP = PREPOSITIONS | CLAUSE_BREAKERS | DETERMINERS_EN | frozenset({"to", "so", "then", "if"})


def subject_of_them(toks: Sequence[Tok], prev: Hit, them: Hit) -> bool:
    """Whether the person cue ``prev`` is the subject of the clause whose object is the
    ``them`` at ``them.start`` (module docstring)."""
    if toks[them.start].low != "them" or toks[prev.end - 1].ends_clause or prev.kind != "indefinite":
        return False
    between = toks[prev.end : them.start]
    if not 1 <= len(between) <= 3:
        return False
    for t in between:
        if t.ends_clause or t.opens_clause or not t.low.isalpha() or t.low in _NOT_IN_VERB_GROUP:
            return False
    j = prev.start - 1
    if j >= 0 and toks[j].low in DETERMINERS_EN and not toks[j].opens_clause:
        j -= 1
    return j < 0 or toks[j].ends_clause or toks[j].low not in PREPOSITIONS
