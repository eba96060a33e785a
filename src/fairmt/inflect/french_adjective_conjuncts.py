"""An adjective coordinated with the attribute of an infinitive *être*, tagged a noun (fr-inflect-72).

In "Le boulanger essaie d'être poli et discret" and "Le voisin veut être calme et prudent" both
adjectives are attributes of the infinitive *être*, whose understood subject is the main verb's
subject: coordination joins words of one function (Grevisse and Goosse, *Le Bon Usage*, on
coordination), so the second adjective agrees with that subject as the first does. The small French
model tags the second adjective a ``NOUN`` ``conj`` of the first, and the infinitive's conjunct walk
(:func:`fairmt.inflect.french_adverbial_infinitives.with_conjuncts`), which takes verbs and
adjectives only, left it in the other gender ("La boulangère essaie d'être polie et discret").

:func:`adjective_conjunct` takes such a word back, conservatively: a ``conj`` with a coordinating
conjunction of its own, of an adjective or participle, with no determiner, case marker, subject or
complement of its own (a noun phrase would have one: "d'être poli et un ami"), that Apertium's
French dictionary reads only as an adjective (``discret``, ``prudent``, ``courageux``; not
``patient``, also a noun, nor a word it lacks).

fr64: the first attribute may be tagged a noun too ("Le chanteur essaie d'être sincère et discret",
"Notre voisine veut essayer d'être attentive": ``sincère`` and ``attentive`` a ``NOUN`` with *être*
as its copula). :func:`noun_tagged_adjective` takes such a word for the adjective it is, on the same
conservative test (no determiner, case marker or complement of its own; only an adjective in
Apertium's dictionary), so that the attribute walk reads it and its conjuncts.
"""

from __future__ import annotations

from typing import Any

from fairmt.inflect.apertium_morph import morphology

__all__ = ["adjective_conjunct", "noun_tagged_adjective"]

#: Dependencies that make the conjunct a noun phrase or a clause of its own.
_OWN = frozenset(
    {"det", "case", "nmod", "nsubj", "nsubj:pass", "expl:subj", "obj", "cop", "aux", "aux:pass", "aux:tense"}
)


def _adjective_only(form: str) -> bool:
    """Whether Apertium's French dictionary reads ``form`` as an adjective and never as a noun
    (``discret``, ``sincère``; not ``patient``, nor a word it lacks)."""
    morph = morphology("fr")
    if morph is None:
        return False
    readings = morph.readings(form)
    return any(r.pos == "adj" for r in readings) and not any(
        r.pos == "n" or r.pos.startswith("np") for r in readings
    )


def noun_tagged_adjective(word: Any) -> bool:
    """Whether ``word`` (a spaCy token) is an attribute adjective the parse tagged a noun: a
    ``NOUN`` with the copula *être* of its own, no determiner, case marker or complement, that
    Apertium reads only as an adjective (module docstring, fr64)."""
    if word.pos_ != "NOUN" or not any(c.dep_ == "cop" and c.lower_ == "être" for c in word.children):
        return False
    own = _OWN - {"cop"}
    return not any(c.dep_ in own for c in word.children) and _adjective_only(word.lower_)


def adjective_conjunct(word: Any) -> bool:
    """Whether ``word`` (a spaCy token) is an adjective the parse tagged a noun, coordinated with
    an adjective or participle attribute (module docstring)."""
    if word.dep_ != "conj" or word.pos_ != "NOUN" or word.i < word.head.i:
        return False
    head = word.head
    if (
        head.pos_ != "ADJ"
        and not (head.pos_ == "VERB" and "Part" in head.morph.get("VerbForm"))
        and not noun_tagged_adjective(head)
    ):
        return False
    if not any(c.dep_ == "cc" for c in word.children) or any(c.dep_ in _OWN for c in word.children):
        return False
    return _adjective_only(word.lower_)
