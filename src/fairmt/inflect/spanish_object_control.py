"""The predicative of an object-controlled infinitive agrees with the object (es-inflect-45,
helper es62).

A verb of influence (*ordenar*, *obligar*, *pedir*, *permitir*, *prohibir*, ...) with a person
object and a subjectless infinitive complement gives that infinitive the object for its tacit
subject (object control: RAE, *Nueva gramática*, ch. 26 on the infinitive), so the adjective or
participle of an infinitive "ser"/"estar" agrees with the object, not with the main verb's
subject: "Ordenó a la enfermera estar preparada", "La jefa obligó a los alumnos a estar
callados". The subject rule of
:mod:`fairmt.inflect.spanish_controlled_infinitives` gave the word to the subject ("La jueza
permitió al abogado estar sentada"), and the object's realisation left it behind ("Ordenó al
enfermero estar preparada").

A few verbs with a dative person keep subject control ("Prometió al médico estar preparada":
the one who promises is the one who will be ready); they are left out, with any verb
that is no verb of influence. The object is a noun or name after the verb with the personal
"a" (``obj``, ``iobj`` or, misparsed, ``obl``), before the complement.
"""

from __future__ import annotations

from typing import Any

from fairmt.inflect.base import word_tuple
from fairmt.inflect.spanish_controlled_infinitives import controlled_infinitive_predicative

__all__ = ["controlling_object", "object_controlled_predicatives"]

#: Verbs of influence whose person object controls an infinitive complement (verbs of ordering,
#: forcing, asking, allowing and forbidding, advising and helping), by lemma.
_OBJECT_CONTROL = frozenset(
    word_tuple("""ordenar mandar obligar forzar pedir rogar exigir suplicar permitir dejar prohibir impedir
    aconsejar recomendar animar invitar ayudar enseñar convencer persuadir autorizar""")
)
#: The dependencies the small model gives the infinitive's adjective or participle on the verb.
_COMPLEMENT_DEPS = ("xcomp", "ccomp", "obj", "conj")


def controlling_object(verb: Any) -> Any | None:
    """The person object of ``verb`` (spaCy token) that controls its infinitive complement:
    ``verb`` a verb of influence (:data:`_OBJECT_CONTROL`) and the object a noun, name or
    pronoun after it with the personal "a"/"al" (module docstring); ``None`` otherwise."""
    if verb.lemma_ not in _OBJECT_CONTROL:
        return None
    for c in verb.children:
        if c.dep_ not in ("obj", "iobj", "obl") or c.i < verb.i or c.pos_ not in ("NOUN", "PROPN", "PRON"):
            continue
        if any(x.dep_ == "case" and x.lower_ in ("a", "al") for x in c.children):
            return c
    return None


def object_controlled_predicatives(verb: Any) -> list[Any]:
    """The adjectives and participles of ``verb``'s infinitive complements that its controlling
    object (:func:`controlling_object`) is the tacit subject of ("estar preparada" after
    "Ordenó a la enfermera"); empty when it has none."""
    obj = controlling_object(verb)
    if obj is None:
        return []
    return [
        c
        for c in verb.children
        if c.i > obj.i
        and any(controlled_infinitive_predicative(c, verb, dep) for dep in _COMPLEMENT_DEPS if dep == c.dep_)
    ]
