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

Verbs of request (*pedir*, *rogar*, *suplicar*, *exigir*: :data:`_REQUEST`) allow both readings
(RAE, *Nueva gramática* ch. 26 on the infinitive: "Le pidió salir" may be the asker's own
going): the one asked does what is asked ("El director pidió a la actriz estar lista"), but
the asker may ask for a state or treatment for himself ("La alumna suplicó al profesor ser
perdonada", "El niño pidió a su madre estar solo"). The object controls such an infinitive
only when the translation itself shows it (:func:`_request_shows_object`): the predicative is
no passive "ser" + participle (being forgiven, chosen, heard is what the asker asks for
himself), and its gender is the object's and not that of the main verb's subject (a tacit
subject shows none). Otherwise, and where both persons have the same gender so that the form
cannot tell, the subject rule stays, as before this module. (So "El director pidió al actor
estar listo" flipping the actor alone still gives "a la actriz estar listo"; and since the
realiser changes the persons right to left and parses each step again, a full flip of "El
director pidió a la actriz estar lista" keeps "lista": after the object has taken the
subject's gender the form no longer tells. Only the meaning could; no form-based rule is safe.)

A predicative coordinated with the controlled one ("estar sentado y callado", "ser feliz y
tranquila") has the same tacit subject and follows the same controller (conjoined predicatives
share their subject).

A few verbs with a dative person keep subject control ("Prometió al médico estar preparada":
the one who promises is the one who will be ready); they are left out, with any verb
that is no verb of influence. The object is a noun or name after the verb with the personal
"a" (``obj``, ``iobj`` or, misparsed, ``obl``), before the complement.
"""

from __future__ import annotations

from typing import Any

from fairmt.inflect.base import word_tuple
from fairmt.inflect.readings import finite_only
from fairmt.inflect.spanish_controlled_infinitives import controlled_infinitive_predicative
from fairmt.inflect.spanish_morph import get_morph

__all__ = ["controlling_object", "object_control_lemma", "object_controlled_predicatives"]

#: Verbs of influence whose person object controls an infinitive complement (verbs of ordering,
#: forcing, asking, allowing and forbidding, advising and helping), by lemma.
_OBJECT_CONTROL = frozenset(
    word_tuple("""ordenar mandar obligar forzar pedir rogar exigir suplicar permitir dejar prohibir impedir
    aconsejar recomendar animar invitar ayudar enseñar convencer persuadir autorizar""")
)
#: The verbs of request of :data:`_OBJECT_CONTROL`, whose control the translation's agreement
#: decides (module docstring).
_REQUEST = frozenset(word_tuple("pedir rogar exigir suplicar"))
#: The forms of *ser* that make a participle after it passive ("ser perdonada", "haber sido elegido").
_PASSIVE_SER = frozenset(["ser", "sido"])
#: The dependencies the small model gives the infinitive's adjective or participle on the verb.
#: (``advcl`` for the infinitive after the verb's own "a", "obligó a la alumna a estar
#: tranquila", or with none: a clause led by another preposition, "para estar tranquila", is an
#: adjunct of purpose, whose subject the object need not be.)
#: (es-inflect-47: and ``advmod``, which it gives "tranquilo" in "Permita al paciente estar
#: tranquilo"; the word must still have its own infinitive copula, as every other.)
_COMPLEMENT_DEPS = ("xcomp", "ccomp", "obj", "conj", "advcl", "advmod")
#: es-inflect-47: infinitives the small model makes the head of their own predicative
#: ("Permitió al alumno quedarse sentado": ``sentado`` the ``obj`` of ``quedarse``; "ayudó a
#: la enfermera a estar preparada", ``preparada`` that of ``estar``): the copulas and the
#: pronominal pseudo-copulas, whose "se" makes the predicative the tacit subject's, not an
#: object's (RAE, *Nueva gramática* §37.1, §38.2: "quedarse sentada", "sentirse tranquila").
_COPULA_INFINITIVES = frozenset(
    word_tuple("""ser estar quedarse sentirse encontrarse mantenerse volverse ponerse mostrarse""")
)
#: The dependencies the small model gives the predicative on such an infinitive (es-inflect-48:
#: and ``amod``, "a sentirse orgullosa").
_HEAD_PREDICATIVE_DEPS = ("obj", "xcomp", "ccomp", "advmod", "amod")


def object_control_lemma(lemma: str) -> bool:
    """Whether the verb ``lemma`` lets its object control its infinitive whatever the form says
    (es-inflect-49, for :mod:`fairmt.inflect.spanish_speaker_objects`): a verb of influence of
    :data:`_OBJECT_CONTROL` that is no verb of request (:data:`_REQUEST`), or the causative
    *hacer*, whose object is the infinitive's tacit subject ("Te hace ser prudente"; RAE, *Nueva
    gramática* §26.9)."""
    return (lemma in _OBJECT_CONTROL and lemma not in _REQUEST) or lemma == "hacer"


def _lemma(verb: Any) -> str:
    """The lemma of the verb ``verb`` (spaCy token): the small model's, or, where it left the
    form itself (a capitalised verb opening the sentence, "Ayudó a la niña a estar tranquila":
    lemma "ayudó", or "Obligó" when it tags the word a name), the one lemma of Apertium's
    readings of the form when every reading is a finite verb (a form also read as a noun or of
    two verbs keeps the model's). The lemma is compared in lower case: a name keeps its
    capital in the lemma, which made "Obligó" miss the fallback."""
    if verb.lemma_.lower() != verb.lower_:
        return str(verb.lemma_)
    morph = get_morph()
    rs = tuple(morph.readings(verb.lower_) or ()) if morph.available else ()
    lemmas = {r.lemma for r in rs}
    return lemmas.pop() if finite_only(rs) and len(lemmas) == 1 else str(verb.lemma_)


def controlling_object(verb: Any) -> Any | None:
    """The person object of ``verb`` (spaCy token) that controls its infinitive complement:
    ``verb`` a verb of influence (:data:`_OBJECT_CONTROL`, by :func:`_lemma`) and the object a
    noun, name or pronoun after it with the personal "a"/"al" (module docstring); ``None``
    otherwise."""
    if _lemma(verb) not in _OBJECT_CONTROL:
        return None
    for c in verb.children:
        if c.dep_ not in ("obj", "iobj", "obl") or c.i < verb.i or c.pos_ not in ("NOUN", "PROPN", "PRON"):
            continue
        if any(x.dep_ == "case" and x.lower_ in ("a", "al") for x in c.children):
            return c
    return None


def _gender(tok: Any) -> str:
    """spaCy's one gender of ``tok`` ("Masc"/"Fem"), ``""`` when it has none or two."""
    genders = tok.morph.get("Gender")
    return genders[0] if len(genders) == 1 else ""


def _request_shows_object(c: Any, verb: Any, obj: Any) -> bool:
    """Whether the predicative ``c`` of the request verb ``verb``'s infinitive shows that it is
    its object ``obj``'s (module docstring): ``c`` is no participle after a passive "ser", and
    its gender is ``obj``'s and not that of ``verb``'s subject, if it has one."""
    if "Part" in c.morph.get("VerbForm") and any(
        x.dep_ in ("aux", "aux:pass", "cop") and x.lower_ in _PASSIVE_SER for x in c.children
    ):
        return False
    gender = _gender(c)
    if not gender or gender != _gender(obj):
        return False
    return not any(x.dep_.startswith("nsubj") and _gender(x) == gender for x in verb.children)


def _governed_or_bare(c: Any) -> bool:
    """Whether the infinitive of ``c`` has no preposition or the verb's own "a" ("obligó a la
    alumna a estar tranquila"): not an adjunct of purpose, "para estar tranquila"
    (:data:`_COMPLEMENT_DEPS`)."""
    return not any(x.dep_ in ("mark", "case") and x.lower_ != "a" for x in c.children)


def object_controlled_predicatives(verb: Any) -> list[Any]:
    """The adjectives and participles of ``verb``'s infinitive complements that its controlling
    object (:func:`controlling_object`) is the tacit subject of ("estar preparada" after
    "Ordenó a la enfermera"), with the adjectives and participles coordinated with them
    ("estar sentado y callado"; a conjunct with a subject of its own heads its own clause);
    empty when it has none. A request verb's only where the translation shows the object's
    (:func:`_request_shows_object`)."""
    obj = controlling_object(verb)
    if obj is None:
        return []
    out = [
        c
        for c in verb.children
        if c.i > obj.i
        and c.dep_ in _COMPLEMENT_DEPS
        and controlled_infinitive_predicative(c, verb, c.dep_)
        and (c.dep_ != "advcl" or _governed_or_bare(c))
        and (_lemma(verb) not in _REQUEST or _request_shows_object(c, verb, obj))
    ]
    if _lemma(verb) not in _REQUEST:
        out += [
            x
            for c in verb.children
            if c.i > obj.i and c.dep_ in _COMPLEMENT_DEPS and _governed_or_bare(c)
            for x in _infinitive_head_predicatives(c)
        ]
    return out + [
        x
        for c in out
        for x in c.children
        if x.dep_ == "conj"
        and (x.pos_ == "ADJ" or "Part" in x.morph.get("VerbForm"))
        and not any(y.dep_.startswith("nsubj") for y in x.children)
    ]


def _infinitive_head_predicatives(c: Any) -> list[Any]:
    """The adjective or participle right after the copular infinitive ``c`` of
    :data:`_COPULA_INFINITIVES` that the small model made its dependent (es-inflect-47): ``c``
    has no subject of its own, and the word is its next but for degree adverbs, with no
    determiner or preposition (a noun phrase, "estar en casa", is no predicative). The caller
    leaves the request verbs out: their test (:func:`_request_shows_object`) reads the copula
    off the adjective, which this shape does not give it."""
    if c.lower_ not in _COPULA_INFINITIVES or "Inf" not in c.morph.get("VerbForm"):
        return []
    if any(x.dep_.startswith("nsubj") or x.dep_ == "expl" for x in c.children):
        return []
    out: list[Any] = []
    for x in c.children:
        if x.i <= c.i or x.dep_ not in _HEAD_PREDICATIVE_DEPS:
            continue
        if not (x.pos_ == "ADJ" or "Part" in x.morph.get("VerbForm") or _adjective_noun(x)):
            continue
        if any(y.dep_ in ("det", "case") for y in x.children):
            continue
        between = c.doc[c.i + 1 : x.i]
        if all(t.pos_ == "ADV" and not t.is_punct for t in between):
            out.append(x)
    return out


def _adjective_noun(x: Any) -> bool:
    """Whether the word ``x`` the small model tagged a noun is an adjective or participle to
    Apertium, and never a noun (es-inflect-48: "quedarse despierto", *despierto* a NOUN to the
    model): right after a copular infinitive, with no determiner, such a word is its
    predicative; a word also read as a noun may be the object of a transitive use."""
    if x.pos_ != "NOUN":
        return False
    morph = get_morph()
    rs = tuple(morph.readings(x.lower_) or ()) if morph.available else ()
    return not any(r.pos == "n" for r in rs) and any(
        r.pos == "adj" or (r.pos.startswith("vb") and "pp" in r.tags) for r in rs
    )
