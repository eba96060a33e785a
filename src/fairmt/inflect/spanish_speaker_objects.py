"""The speaker or the addressee as the object that controls an infinitive (es-inflect-49, helper
es65).

A verb of influence (*obligar*, *permitir*, *ayudar*, ...: the object-control verbs of
:mod:`fairmt.inflect.spanish_object_control`) and the causative *hacer* give their object the
tacit subject of their infinitive complement (RAE, *Nueva gramática* ch. 26 on the infinitive;
§26.5 on object control, §26.9 on *hacer* + infinitive), so the adjective or participle of an
infinitive *ser*/*estar* agrees with that object: "Te obligaron a estar callada", "Me hicieron
ser prudente", "Os ayudó a estar preparadas". When the object is the unstressed pronoun of the
first or second person (*me*, *te*, *nos*, *os*), which shows no gender, the predicative is the
speaker's or the addressee's, as the predicative of their own copular clauses is
(:func:`fairmt.inflect.spanish_clitics.speaker_predicatives`); before this module it was left
out, or taken for the predicative of the verb's tacit third-person subject.

Read on Apertium's analyses, as the speaker's copular clauses are: the clitic right before a
finite verb of such a lemma (no verb of request: *pedir*, *rogar* let the asker be the one, so
the form alone cannot tell), then the preposition "a" if any, the infinitive "ser"/"estar",
and, past degree adverbs, a word of one gender, with the ones coordinated after it by "y"/"pero"
in the same gender.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Word
from fairmt.inflect.spanish_morph import get_morph
from fairmt.inflect.spanish_object_control import object_control_lemma

__all__ = ["speaker_object_infinitives"]

#: The unstressed object pronouns of each person (speaker "1", addressee "2").
_CLITICS = {"1": frozenset(["me", "nos"]), "2": frozenset(["te", "os"])}
#: The infinitive copulas whose predicative agrees with their tacit subject (§37.1).
_INFINITIVE_COPULAS = frozenset(["ser", "estar"])


def _controlling_verb(token: str) -> bool:
    """Whether Apertium reads ``token`` only as a finite verb (no participle, no other part of
    speech), one of whose lemmas lets its object control an infinitive
    (:func:`~fairmt.inflect.spanish_object_control.object_control_lemma`)."""
    morph = get_morph()
    rs = tuple(morph.readings(Word.parse(token).lower) or ()) if morph.available else ()
    if not rs or not all(r.pos.startswith("vb") and "pp" not in r.tags and "inf" not in r.tags for r in rs):
        return False
    return any(object_control_lemma(r.lemma) for r in rs)


def speaker_object_infinitives(tokens: Sequence[str], person: str) -> list[int]:
    """The indices of the infinitive copulas (``ser``/``estar``) whose tacit subject is the
    first- (``person`` "1") or second-person ("2") object clitic of a control verb right before
    them, past the verb's "a" (module docstring); the caller reads the predicative after each
    as it reads that of the person's own copular clauses."""
    clitics = _CLITICS.get(person, frozenset())
    out: list[int] = []
    for k in range(len(tokens) - 2):
        w = Word.parse(tokens[k])
        if w.lower not in clitics or w.post or not _controlling_verb(tokens[k + 1]):
            continue
        if Word.parse(tokens[k + 1]).post:
            continue
        j = k + 2
        if Word.parse(tokens[j]).lower == "a" and not Word.parse(tokens[j]).post and j + 1 < len(tokens):
            j += 1
        if Word.parse(tokens[j]).lower in _INFINITIVE_COPULAS:
            out.append(j)
    return out
