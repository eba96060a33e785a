"""es-inflect-45 / en-cues-71 (helper es62). Sentences written for this test.

* "mucho"/"poco"/"tanto" before a comparative ("mucho mejor", "mucho mayor", "mucho más") is the
  comparative's adverb and never agrees (:mod:`fairmt.inflect.spanish_degree_quantifiers`); on
  the English side "much"/"far" before a comparative are degree adverbs, not the predicate.
* The adjective of a controlled infinitive "estar" that the small parser tags as a noun ("cree
  estar enfermo") agrees with the main verb's subject
  (:mod:`fairmt.inflect.spanish_controlled_infinitives`).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from spanish_helpers import needs_es

OneSet = Callable[[str, str, str, str], set[str]]
VariantSet = Callable[[str, str, str], set[str]]

pytestmark = needs_es


@pytest.mark.parametrize(
    ("source", "translation"),
    [
        ("I feel much better today.", "Me siento mucho mejor hoy."),
        ("You are much older than me.", "Eres mucho mayor que yo."),
        ("I am much better.", "Estoy mucho mejor."),
    ],
)
def test_quantifier_before_comparative_never_agrees(
    variant_set: VariantSet, source: str, translation: str
) -> None:
    got = variant_set(source, translation, "es")
    assert not any(w in text.split() for text in got for w in ("mucha", "muchas", "muchos"))


@pytest.mark.parametrize(
    ("source", "feminine", "masculine"),
    [
        (
            "We are much happier now.",
            "Ahora estamos mucho más contentas.",
            "Ahora estamos mucho más contentos.",
        ),
        (
            "I am far calmer than before.",
            "Estoy mucho más tranquila que antes.",
            "Estoy mucho más tranquilo que antes.",
        ),
    ],
)
def test_predicate_after_graded_comparative_is_the_speakers(
    one_set: OneSet, source: str, feminine: str, masculine: str
) -> None:
    got = one_set(source, feminine, masculine, "es")
    assert not any("mucha" in text for text in got)


def test_quantifier_before_noun_still_agrees(variant_set: VariantSet) -> None:
    # "mucha paciencia": the quantifier is the noun's determiner (no comparative after it)
    got = variant_set("The nurse has a lot of patience.", "La enfermera tiene mucha paciencia.", "es")
    assert "El enfermero tiene mucha paciencia." in got


@pytest.mark.parametrize(
    ("source", "feminine", "masculine"),
    [
        (
            "The waiter seems to be sick.",
            "La camarera parece estar enferma.",
            "El camarero parece estar enfermo.",
        ),
        (
            "The engineer thinks he is ill.",
            "La ingeniera cree estar enferma.",
            "El ingeniero cree estar enfermo.",
        ),
    ],
)
def test_controlled_estar_adjective_tagged_as_noun(
    one_set: OneSet, source: str, feminine: str, masculine: str
) -> None:
    one_set(source, feminine, masculine, "es")


@pytest.mark.parametrize(
    ("source", "feminine", "masculine"),
    [
        (
            "Europe's citizens will therefore be disappointed.",
            "Por ello, las ciudadanas europeas estarán decepcionadas.",
            "Por ello, los ciudadanos europeos estarán decepcionados.",
        ),
        (
            "The continent's citizens will therefore be angry.",
            "Por eso, las ciudadanas europeas estarán enfadadas.",
            "Por eso, los ciudadanos europeos estarán enfadados.",
        ),
    ],
)
def test_connector_before_comma_is_no_part_of_the_person(
    one_set: OneSet, source: str, feminine: str, masculine: str
) -> None:
    # "Por ello," / "Por eso," is a connector: the span is the noun phrase after it (no "las
    # ciudadanos europeos"), and the neuter "ello" never turns into "ella"
    got = one_set(source, feminine, masculine, "es")
    assert not any("ella" in text.split(",")[0] for text in got)


def test_neuter_pronoun_has_no_gender() -> None:
    from fairmt.inflect import get_inflector
    from fairmt.inflect.spanish import SpanishInflector

    inflector = get_inflector("es")
    assert isinstance(inflector, SpanishInflector)
    assert inflector.inflect("ello", "F", True, "sg") in (None, "ello")
    assert inflector.inflect("abogado", "F", True, "sg") == "abogada"


@pytest.mark.parametrize(
    ("source", "feminine", "masculine"),
    [
        (
            "He ordered the nurse to be ready.",
            "Ordenó a la enfermera estar preparada.",
            "Ordenó al enfermero estar preparado.",
        ),
        (
            "The boss forced the pupils to be quiet.",
            "El jefe obligó a las alumnas a estar calladas.",
            "El jefe obligó a los alumnos a estar callados.",
        ),
    ],
)
def test_object_controlled_predicative_follows_the_object(
    one_set: OneSet, source: str, feminine: str, masculine: str
) -> None:
    one_set(source, feminine, masculine, "es")


def test_object_control_predicative_is_not_the_subjects(variant_set: VariantSet) -> None:
    # the judge's flip leaves the lawyer's "sentado" alone
    got = variant_set(
        "The judge allowed the lawyer to be seated.", "El juez permitió al abogado estar sentado.", "es"
    )
    assert "La jueza permitió al abogado estar sentado." in got
    assert not any("al abogado estar sentada" in text for text in got)


def test_promise_keeps_subject_control(variant_set: VariantSet) -> None:
    # "prometer": the one who promises is the one who will be ready
    got = variant_set("She promised the doctor to be ready.", "Prometió al médico estar preparada.", "es")
    assert not any("preparado" in text for text in got)


def test_predicate_of_a_noun_without_other_gender_keeps_its_gender(variant_set: VariantSet) -> None:
    # "tipo" has no feminine: the explicit flip must not make its predicate "simpática"
    got = variant_set("The guy is very friendly.", "El tipo es muy simpático.", "es")
    assert not any("simpática" in text for text in got)


def test_predicate_of_a_changing_noun_still_flips(variant_set: VariantSet) -> None:
    got = variant_set("The king is very tall.", "El rey es muy alto.", "es")
    assert "La reina es muy alta." in got


def test_request_for_oneself_keeps_subject_control(variant_set: VariantSet) -> None:
    # a passive "ser" + participle after "rogar" is what the asker asks for herself
    got = variant_set(
        "The pupil begged the headmaster to be heard.", "La alumna rogó al director ser escuchada.", "es"
    )
    assert "El alumno rogó a la directora ser escuchado." in got


def test_request_with_subjects_gender_keeps_subject_control(variant_set: VariantSet) -> None:
    # "solo" is not the aunt's: the boy asks to be left alone himself
    got = variant_set("The boy asked his aunt to be left alone.", "El chico pidió a su tía estar solo.", "es")
    assert "La chica pidió a su tío estar sola." in got


def test_request_with_objects_gender_is_object_control(variant_set: VariantSet) -> None:
    # guard: "preparada" has the secretary's gender, not the manager's: she is to be ready
    got = variant_set(
        "The manager asked the secretary to be ready.",
        "El gerente pidió a la secretaria estar preparada.",
        "es",
    )
    assert "El gerente pidió al secretario estar preparado." in got


@pytest.mark.parametrize(
    ("source", "feminine", "masculine"),
    [
        (
            "The nurse forced the patient to be calm and silent.",
            "La enfermera obligó a la paciente a estar tranquila y callada.",
            "La enfermera obligó al paciente a estar tranquilo y callado.",
        ),
        (
            "The teacher helped her pupil to be happy and tidy.",
            "La maestra ayudó a su alumna a ser feliz y ordenada.",
            "La maestra ayudó a su alumno a ser feliz y ordenado.",
        ),
    ],
)
def test_coordinated_predicatives_follow_the_controlling_object(
    one_set: OneSet, source: str, feminine: str, masculine: str
) -> None:
    one_set(source, feminine, masculine, "es")


def test_coordinated_predicatives_of_an_order_follow_the_object(variant_set: VariantSet) -> None:
    got = variant_set(
        "The captain ordered the cook to be alert and ready.",
        "El capitán ordenó a la cocinera estar atenta y preparada.",
        "es",
    )
    assert "El capitán ordenó al cocinero estar atento y preparado." in got
    assert not any("atento y preparada" in text or "atenta y preparado" in text for text in got)
