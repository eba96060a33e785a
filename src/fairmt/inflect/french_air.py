"""*Avoir l'air* + adjective: the adjective is the subject's attribute (fr-inflect-33, helper closedfr29).

*Avoir l'air* followed by an adjective means *sembler* (``Les touristes avaient l'air
perdues``): the adjective is then an attribute of the subject and agrees with it. Grevisse and
Goosse, *Le Bon Usage* (14th ed., §250, *avoir l'air*), note that agreement with *air* (masculine
singular) is also found with a person subject, but that agreement with the subject is the
common usage and the only one when *air* cannot mean the look of a face; a translator writes the
subject's agreement (``Elle a l'air fatiguée``), so the adjective is realised with the subject.

The small French parse hangs the adjective under *air* (``amod``, sometimes ``acl`` for a
participle, and now and then tags it a noun: ``avaient l'air inquiètes``), *air* being the
object of the form of *avoir*. Only the word right after *air* is taken: ``a l'air d'une
enseignante`` has no attribute, and a later word belongs elsewhere.
"""

from __future__ import annotations

from typing import Any

from fairmt.inflect.french_avoir import AVOIR_AIR

__all__ = ["air_attributes", "is_air_attribute"]

#: The forms of *avoir* (simple tenses, the participle and the infinitive), matched on the form:
#: the pipeline runs without its lemmatiser (:mod:`fairmt.inflect.french_avoir`).
_AVOIR = AVOIR_AIR


def air_attributes(gov: Any) -> list[Any]:
    """The attribute of the subject after ``gov`` when ``gov`` is a form of *avoir* whose object is
    ``l'air`` (module docstring); ``[]`` otherwise. ``gov`` is a spaCy token."""
    if gov.lower_ not in _AVOIR:
        return []
    doc = gov.doc
    for air in gov.children:
        if air.dep_ != "obj" or air.lower_ != "air" or air.i + 1 >= len(doc) or air.i < gov.i:
            continue
        if doc[air.i - 1].lower_.replace("’", "'") != "l'":
            continue
        nxt = doc[air.i + 1]
        if nxt.head.i == air.i and nxt.dep_ in ("amod", "acl") and nxt.pos_ in ("ADJ", "VERB", "NOUN"):
            return [nxt, *(k for k in nxt.children if k.dep_ == "conj" and k.pos_ == "ADJ")]
    return []


def is_air_attribute(w: Any) -> bool:
    """Whether ``w`` is the attribute of *avoir l'air* (:func:`air_attributes`), which the parse
    may tag a noun (``avaient l'air inquiètes``): it is realised all the same."""
    return w.dep_ in ("amod", "acl") and w in air_attributes(w.head.head) if w.head.lower_ == "air" else False
