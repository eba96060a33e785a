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
"""

from __future__ import annotations

from typing import Any

from fairmt.inflect.apertium_morph import morphology

__all__ = ["adjective_conjunct"]

#: Dependencies that make the conjunct a noun phrase or a clause of its own.
_OWN = frozenset(
    {"det", "case", "nmod", "nsubj", "nsubj:pass", "expl:subj", "obj", "cop", "aux", "aux:pass", "aux:tense"}
)


def adjective_conjunct(word: Any) -> bool:
    """Whether ``word`` (a spaCy token) is an adjective the parse tagged a noun, coordinated with
    an adjective or participle attribute (module docstring)."""
    if word.dep_ != "conj" or word.pos_ != "NOUN" or word.i < word.head.i:
        return False
    head = word.head
    if head.pos_ != "ADJ" and not (head.pos_ == "VERB" and "Part" in head.morph.get("VerbForm")):
        return False
    if not any(c.dep_ == "cc" for c in word.children) or any(c.dep_ in _OWN for c in word.children):
        return False
    morph = morphology("fr")
    if morph is None:
        return False
    readings = morph.readings(word.lower_)
    return any(r.pos == "adj" for r in readings) and not any(
        r.pos == "n" or r.pos.startswith("np") for r in readings
    )
