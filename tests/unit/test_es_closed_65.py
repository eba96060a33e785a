"""es-inflect-49 (helper es65). Sentences written for this test.

* :mod:`fairmt.inflect.spanish_adjective_subjects`: a bare plural adjective the small model makes
  the verb's subject ("Se marcharon contentas") is the dropped subject's predicative.
* :mod:`fairmt.inflect.spanish_controlled_infinitives`: a controlled "estar" + adjective that the
  parser tags as a finite verb ("estar despierta", also "despertar").
* :mod:`fairmt.inflect.spanish_speaker_objects`: "me"/"te" as the object of a control verb or of
  the causative "hacer" is the tacit subject of the infinitive copula after it.
* :mod:`fairmt.inflect.spanish_dative_verbs`: a completive "que" after its verb opens no
  fronted clause, so "les" + verb + "los" is still an article there.
* :mod:`fairmt.inflect.spanish_possessive_predicatives`: a nominalised adjective after a
  genderless possessive, attribute of the speaker's or addressee's "ser" ("Eres su consentida").
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from spanish_helpers import needs_es

from fairmt.inflect import get_inflector
from fairmt.inflect.spanish_dative_verbs import article_after_dative_verb

OneSet = Callable[[str, str, str, str], set[str]]

pytestmark = needs_es


@pytest.mark.parametrize(
    ("source", "feminine", "masculine"),
    [
        # a plural adjective after an intransitive verb, filed as its subject by the parser
        ("They left happy.", "Se marcharon contentas.", "Se marcharon contentos."),
        # "despierta" is also the present of "despertar"
        (
            "The pilot wants to be awake.",
            "La piloto quiere estar despierta.",
            "El piloto quiere estar despierto.",
        ),
        (
            "The doctor let the cook stay awake.",
            "El médico permitió a la cocinera estar despierta.",
            "El médico permitió al cocinero estar despierto.",
        ),
        # the speaker or addressee as the object of a control verb, cued in another clause
        (
            "I'm ill, and the fever makes me stay in bed.",
            "Estoy enferma y la fiebre me hace estar acostada.",
            "Estoy enfermo y la fiebre me hace estar acostado.",
        ),
        (
            "You are tired and they force you to be quiet.",
            "Estás cansada y te obligan a estar callada.",
            "Estás cansado y te obligan a estar callado.",
        ),
        # a completive clause: "los" is the article of "apuntes", not a clitic of a group
        (
            "I told the teacher that I showed them the notes.",
            "Le dije a la profesora que les mostré los apuntes.",
            "Le dije al profesor que les mostré los apuntes.",
        ),
        # a completive "que" inside a fronted "cuando" clause: "los"/"las" is "invité"'s clitic
        (
            "When I found out he liked them, I invited them to dinner.",
            "Cuando supe que le gustaban las invité a cenar.",
            "Cuando supe que le gustaban los invité a cenar.",
        ),
        # no subordinator from the list ("ni bien", American "as soon as"), but "llamé" is a
        # finite verb, which no article stands right before
        (
            "As soon as I wrote to him, I called them.",
            "Ni bien le escribí las llamé.",
            "Ni bien le escribí los llamé.",
        ),
        # es-inflect-49: a nominalised adjective after "mi/tu/su", the speaker's or addressee's
        ("You are her pet.", "Eres su consentida.", "Eres su consentido."),
        ("I am your protégée.", "Soy tu protegida.", "Soy tu protegido."),
        ("You are my pick.", "Eres mi escogida.", "Eres mi escogido."),
        (
            "I'm sleepy but I am their pet.",
            "Tengo sueño pero soy su consentida.",
            "Tengo sueño pero soy su consentido.",
        ),
    ],
)
def test_closed_sets(one_set: OneSet, source: str, feminine: str, masculine: str) -> None:
    one_set(source, feminine, masculine, "es")


def test_dropped_subject_predicative_filed_as_subject() -> None:
    inflector = get_inflector("es")
    assert inflector.dropped_subject_predicatives(["Se", "marcharon", "contentas", "."]) == [[(2, 3)]]
    # an adjective of the verb's own number only: "contentas" is no predicative of "llegó"
    assert inflector.dropped_subject_predicatives(["Llegó", "contentas", "."]) == []


def test_speaker_object_infinitives() -> None:
    inflector = get_inflector("es")
    assert inflector.speaker_predicatives(["Te", "obligaron", "a", "estar", "callada", "."], "2") == [
        [(4, 5)]
    ]
    assert inflector.speaker_predicatives(
        ["Me", "ayudaron", "a", "estar", "tranquila", "y", "contenta", "."], "1"
    ) == [[(4, 5), (6, 7)]]
    # a verb of request lets the asker be the one: left alone
    assert inflector.speaker_predicatives(["Te", "pidieron", "estar", "callada", "."], "2") == []
    # the clitic of another person
    assert inflector.speaker_predicatives(["Te", "obligaron", "a", "estar", "callada", "."], "1") == []


def test_completive_que_keeps_the_article() -> None:
    assert article_after_dative_verb(["Dije", "que", "les", "mostré", "los", "apuntes"], 4)
    # a fronted adverbial clause still ends on the dative's verb
    assert not article_after_dative_verb(["Cuando", "le", "hablé", "los", "vi"], 3)
    # a fronted clause inside the completive one: its subordinator is the nearer
    assert not article_after_dative_verb(["Sé", "que", "cuando", "le", "hablo", "los", "pierdo"], 5)
    # a completive "que" inside a fronted clause: the fronted clause still ends on the dative's verb
    sentence = ["Cuando", "supe", "que", "le", "gustaban", "los", "invité", "a", "cenar", "."]
    assert not article_after_dative_verb(sentence, 5)
    assert not article_after_dative_verb(["Si", "ves", "que", "les", "faltan", "los", "compras"], 5)


def test_no_article_right_before_a_finite_verb() -> None:
    assert not article_after_dative_verb(["Ni", "bien", "le", "escribí", "las", "llamé", "."], 4)
    assert not article_after_dative_verb(["Le", "conté", "los", "vi", "."], 2)
    # a verb form in "-s" may be a plural noun the dictionary lacks: still an article
    assert article_after_dative_verb(["Les", "presté", "los", "apuntes", "."], 2)


def test_possessive_nominalised_adjective() -> None:
    inflector = get_inflector("es")
    assert inflector.implicit_person_spans(["Eres", "su", "consentida", "."]) == [(2, 3)]
    # a noun with no adjective reading is left to the person-noun rules
    assert inflector.implicit_person_spans(["Eres", "mi", "hija", "."]) == []
    # the third person's attribute is no speaker's
    assert inflector.implicit_person_spans(["Ella", "es", "tu", "consentida", "."]) == []


def test_genderless_possessives_are_shared() -> None:
    # mend (es65): one list of "mi/tu/su" in spanish_words, read by both modules that need it
    from fairmt.inflect import spanish_persons, spanish_possessive_predicatives
    from fairmt.inflect.spanish_words import GENDERLESS_POSSESSIVES

    assert {"tu", "sus"} <= GENDERLESS_POSSESSIVES and "nuestra" not in GENDERLESS_POSSESSIVES
    assert spanish_persons.GENDERLESS_POSSESSIVES is GENDERLESS_POSSESSIVES
    assert spanish_possessive_predicatives.GENDERLESS_POSSESSIVES is GENDERLESS_POSSESSIVES


def test_gendered_adjective_reading() -> None:
    # mend (es65): one predicate for "a gendered adjective or participle reading"
    from fairmt.inflect.readings import gendered_adjective
    from fairmt.inflect.spanish_morph import get_morph

    morph = get_morph()
    assert any(gendered_adjective(r) for r in morph.readings("dormida") or ())
    assert any(gendered_adjective(r) for r in morph.readings("tranquilas") or ())
    # genderless adjective, finite verb, noun
    assert not any(gendered_adjective(r) for r in morph.readings("amable") or ())
    assert not any(gendered_adjective(r) for r in morph.readings("llamé") or ())
    assert not any(gendered_adjective(r) for r in morph.readings("mesa") or ())
