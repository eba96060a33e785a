"""A second attribute coordinated after the complement of the first (fr-inflect-60).

In "Le professeur est fier de ses élèves et heureux" and "Elle était fière de lui et gentille"
both adjectives are attributes of the subject: coordination joins words of one function
(Grevisse and Goosse, *Le Bon Usage*, on coordination: the coordinated terms have the same
function), and an adjective cannot be coordinated with the noun or pronoun that completes the
first adjective. The small French model still hangs the second adjective as a ``conj`` of that
complement (``élèves``, ``lui``), where the agreement rules never looked, so the variant kept it
in the other gender ("fière de ses élèves et heureux").

:func:`complement_conjuncts` gives those adjectives back to the predicate: a ``conj`` with a
coordinating conjunction, tagged an adjective (or an adverb, the small model's tag of some
adjectives, "content"), of an oblique noun or pronoun of the agreeing predicate, with no subject,
determiner or case marker of its own (a noun phrase would have one: "de ses élèves et de leurs
parents"), and no number that contradicts the predicate's.
"""

from __future__ import annotations

from typing import Any

__all__ = ["complement_conjuncts"]

#: The dependencies of a complement of an adjective or participle in the small model's parse.
_COMPLEMENTS = frozenset({"obl:arg", "obl", "obl:mod", "nmod"})

#: Dependencies that make the conjunct a clause or a noun phrase of its own.
_OWN = frozenset({"nsubj", "nsubj:pass", "expl:subj", "det", "case", "cop", "aux", "aux:pass", "aux:tense"})


def complement_conjuncts(gov: Any) -> list[Any]:
    """The adjectives the parse coordinated with a complement of the agreeing predicate ``gov``
    (a spaCy token) that are attributes of the subject (module docstring)."""
    out: list[Any] = []
    number = gov.morph.get("Number")
    for comp in gov.children:
        if comp.dep_ not in _COMPLEMENTS or comp.pos_ not in ("NOUN", "PRON", "PROPN") or comp.i < gov.i:
            continue
        for c in comp.children:
            if c.dep_ != "conj" or c.i < comp.i or c.pos_ not in ("ADJ", "ADV"):
                continue
            if not any(x.dep_ == "cc" for x in c.children) or any(x.dep_ in _OWN for x in c.children):
                continue
            own = c.morph.get("Number")
            if number and own and own != number:
                continue  # "fière de ses élèves et heureuses": the plural is the complement's
            out.append(c)
    return out
