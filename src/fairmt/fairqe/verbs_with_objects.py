"""A verb in -s with its object after a person noun: "the ranger feeds the deer" (en-cues-79).

A singular person noun WordNet lists is read as a cue only at the head of its noun phrase; one
that modifies the next word ("ranger station", "patient care") names no one, and
:func:`fairmt.fairqe.cue_rules._modifier_position` treats a following word that is no person
noun as the head it modifies. A word in -s after it is often ambiguous between a plural noun
and a verb of the third person singular ("uses", "leads", "plans", "trains"); when a
determiner or an object pronoun follows that word at once, it is the verb: a compound's
plural head ("the ranger feeds") is not followed straight by a second noun phrase's determiner
("*the ranger feeds the deer", no clause boundary between), while the verb takes its object
there. "that" is left out, being a complementiser and a relative as often ("the student loans
that the bank gave").
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe.cue_tokens import Tok

__all__ = ["verb_with_object"]

#: Words that open an object noun phrase right after a transitive verb.
_OBJECT_OPENERS = frozenset(
    [
        "a",
        "an",
        "the",
        "this",
        "these",
        "those",
        "my",
        "your",
        "his",
        "her",
        "its",
        "our",
        "their",
        "every",
        "each",
        "another",
        "some",
        "several",
        "many",
        "few",
        "both",
        "all",
        "no",
        "him",
        "them",
        "us",
        "me",
        "it",
    ]
)


def verb_with_object(toks: Sequence[Tok], j: int) -> bool:
    """Whether ``toks[j]`` is a verb in -s of the third person singular (Apertium's English
    dictionary reads it so) with an object noun phrase opening right after it; ``False``
    without the dictionary."""
    from fairmt.inflect.apertium_morph import morphology

    if j + 1 >= len(toks) or toks[j].ends_clause or toks[j].clitic:
        return False
    low = toks[j].low
    if not (low.isalpha() and low.endswith("s") and not low.endswith("ss")):
        return False
    if toks[j + 1].low not in _OBJECT_OPENERS:
        return False
    morph = morphology("en")
    if morph is None:
        return False
    return any(r.pos.startswith("vb") and "p3" in r.tags and "sg" in r.tags for r in morph.readings(low))
