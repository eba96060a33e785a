"""A bare participle the parse hangs on an *être* verb as ``advcl``, ``amod`` or ``obl:mod`` agrees
with its subject (fr-inflect-73).

"Elles sont tombées endormies", "Ils sont revenus épuisés", "Elle est partie fâchée": the
participle after an intransitive verb of motion or state in a compound tense with *être* is an
attribute of the subject (Grevisse and Goosse, *Le Bon Usage*, on the subject attribute with verbs
other than the copulas: *Il est parti furieux*) and takes its gender and number, as
:func:`fairmt.inflect.french_agreement._subject_attributes` says for the adjectives the small
model labels ``xcomp``. The model labels a participle there ``advcl`` as often ("endormies" in
"qu'elles sont tombées endormies"), or ``amod`` of the verb (an adjective's label, which no verb
takes otherwise), or ``obl:mod`` with no preposition (the same sentence with its final full stop
written on the word); the token walk of ``subject_predicates`` found it in a main
clause, but in a clause whose subject pronoun is written with its subordinator ("qu'elles") only
the parse reaches it, and the realisation changed the verb and left the participle: "qu'ils sont
tombés endormies".

:func:`adverbial_participles` gives those participles: an ``advcl``, ``amod`` or bare
``obl:mod`` child of the verb, after it with nothing but adverbs between, that is a participle
(or an adjective) with no word of a clause of its own (no subject, auxiliary, copula,
subordinator or object): a participle with an object or a subject ("laissant la porte ouverte",
"la porte fermée") is a clause of its own, and one with a preposition or determiner is a phrase.
"""

from __future__ import annotations

from typing import Any

__all__ = ["adverbial_participles"]

#: The labels the small model gives such a participle besides ``xcomp``.
_LABELS = frozenset(["advcl", "amod", "obl:mod"])
#: Dependents that make a participle a clause of its own, not a bare attribute; or a phrase
#: (a preposition or determiner: "à la fin", "le lendemain").
_CLAUSE_DEPS = frozenset(
    [
        *("nsubj", "nsubj:pass", "expl:subj", "aux", "aux:pass", "aux:tense", "cop", "mark"),
        *("obj", "iobj", "ccomp", "case", "det"),
    ]
)


def adverbial_participles(gov: Any, takes_etre: bool) -> list[Any]:
    """The bare participles and adjectives the parse attaches to the verb ``gov`` as ``advcl``,
    ``amod`` or ``obl:mod`` (module docstring); none unless ``gov`` is a past participle in a
    compound tense with *être* (``takes_etre``) that has no object, nor determiner or copula (a
    noun the parse took for a verb)."""
    if gov.pos_ != "VERB" or not takes_etre or any(_object(c, gov) for c in gov.children):
        return []
    if "Part" not in gov.morph.get("VerbForm") or any(c.dep_ in ("det", "cop") for c in gov.children):
        return []  # a noun the parse took for a verb ("était une créature totalement différente")
    doc = gov.doc
    out: list[Any] = []
    for c in gov.children:
        if c.dep_ not in _LABELS or c.i <= gov.i:
            continue
        if not (c.pos_ == "ADJ" or (c.pos_ == "VERB" and "Part" in c.morph.get("VerbForm"))):
            continue
        if any(k.dep_ in _CLAUSE_DEPS for k in c.children):
            continue
        if all(doc[k].pos_ == "ADV" for k in range(gov.i + 1, c.i)):
            out.append(c)
    return out


def _object(child: Any, gov: Any) -> bool:
    """Whether ``child`` is an object of ``gov``. A *que* before the verb that the parse calls its
    object is the subordinator of the verb's clause ("si fatigués qu'elles sont tombées"): a verb
    in a compound tense with *être* takes no direct object but a reflexive one, which is no
    *que*."""
    if child.dep_ not in ("obj", "iobj", "ccomp"):
        return False
    return not (child.i < gov.i and child.lower_ in ("que", "qu'", "qu’"))
