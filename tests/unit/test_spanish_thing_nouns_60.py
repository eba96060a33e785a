"""es-inflect-43 (sp60): a masculine noun of things takes no feminine determiner and is never
realised itself ("las años", "esta método", "resultadas"); a plural whose stress mark moves is
its lemma's own ("canciones"); the "mismo"/"solo" after the stressed reflexive "sí"/"consigo"
agrees with the subject. Sentences written for these tests."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from fairmt.inflect.spanish import SpanishInflector, _morph
from fairmt.inflect.spanish_thing_nouns import english_translations, masculine_thing_noun

#: The shared fixtures' types (tests/unit/conftest.py).
VariantSet = Callable[[str, str, str], set[str]]
OneSet = Callable[[str, str, str, str], set[str]]

needs = pytest.mark.skipif(
    _morph() is None or english_translations("año") is None,
    reason="Apertium Spanish and its Spanish-English dictionary are not installed",
)


def _words(text: str) -> list[str]:
    return text.split(" ")


# -- nouns of things and common-gender person nouns -------------------------------------------


@needs
@pytest.mark.parametrize("word", ["años", "plazos", "método", "resultados", "éxito"])
def test_masculine_nouns_of_things(word: str) -> None:
    assert masculine_thing_noun(word)


@needs
@pytest.mark.parametrize(
    "word",
    # common-gender person nouns the dictionary lists as masculine ("la modelo", "la gurú", "la
    # bebé"), person nouns with a pair, and a feminine noun
    ["modelo", "testigo", "gurú", "apóstol", "bebé", "genio", "médico", "jefe", "individuo", "mesa"],
)
def test_person_and_other_nouns_are_no_masculine_things(word: str) -> None:
    assert not masculine_thing_noun(word)


@needs
@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("Si mi hijo tiene los 12 años , firmo .", "Si mi hija tiene las 12 años , firmo ."),
        ("La alumna cumple los plazos del curso .", "El alumno cumple las plazos del curso ."),
        ("Por este método , los alumnos aprenden .", "Por esta método , las alumnas aprenden ."),
        ("Eres fabulosa y tendrás buenos resultados .", "Eres fabulosa y tendrás buenas resultadas ."),
        ("Mi vecina guarda muchas canciones viejas .", "Mi vecino guarda muchos canciones viejas ."),
    ],
)  # fmt: skip
def test_the_gate_rejects_the_thing_noun_agreement(before: str, after: str) -> None:
    assert SpanishInflector().validate(_words(before), _words(after)) is not None


@needs
@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("El modelo llegó tarde .", "La modelo llegó tarde ."),
        ("El gurú habló con los alumnos .", "La gurú habló con las alumnas ."),
        ("Los dos testigos declararon .", "Las dos testigos declararon ."),
    ],
)
def test_the_gate_keeps_common_gender_person_nouns(before: str, after: str) -> None:
    assert SpanishInflector().validate(_words(before), _words(after)) is None


@needs
@pytest.mark.parametrize(
    ("source", "translation", "kept"),
    [
        (
            "When your child is under 10 years old, you decide for them.",
            "Si tu hija es menor de los 10 años, tú decides por ella.",
            "los 10 años",
        ),
        (
            "When your child is under 14 years old, you sign for them.",
            "Cuando tu hijo es menor de los 14 años, tú firmas por él.",
            "los 14 años",
        ),
    ],
)
def test_no_variant_turns_a_thing_feminine(
    variant_set: VariantSet, source: str, translation: str, kept: str
) -> None:
    variants = variant_set(source, translation, "es") - {translation}
    assert variants
    assert all(kept in v for v in variants)


# -- "sí mismo", "consigo misma", "por sí sola" (NGLE §16.3q) ------------------------------------


@needs
@pytest.mark.parametrize(
    ("text", "span", "want"),
    [
        ("La profesora está orgullosa de sí misma.", (0, 2), "El profesor está orgulloso de sí mismo."),
        ("La enfermera lo decidió por sí sola.", (0, 2), "El enfermero lo decidió por sí solo."),
        ("La doctora habla mucho consigo misma.", (0, 2), "El doctor habla mucho consigo mismo."),
        ("Las alumnas confían en sí mismas.", (0, 2), "Los alumnos confían en sí mismos."),
        ("El vecino quiere arreglarlo por sí mismo.", (0, 2), "La vecina quiere arreglarlo por sí misma."),
    ],
)
def test_the_reflexive_intensifier_agrees_with_the_subject(
    text: str, span: tuple[int, int], want: str
) -> None:
    gender = "M" if want.startswith(("El", "Los")) else "F"
    assert SpanishInflector().realise(_words(text), span, gender) == _words(want)


@needs
@pytest.mark.parametrize(
    ("text", "span"),
    [
        # another person of the same gender may be the antecedent
        ("La profesora habló con la alumna de sí misma.", (0, 2)),
        # a clause of its own after "que"
        ("La profesora dijo que su hija lo hizo por sí misma.", (0, 2)),
        # no subject: the complement of a preposition
        ("Hablé con la profesora, que confía en sí misma.", (2, 4)),
    ],
)
def test_a_reflexive_that_may_be_another_persons_stays(text: str, span: tuple[int, int]) -> None:
    out = SpanishInflector().realise(_words(text), span, "M")
    assert out is not None and "misma." in out


@needs
def test_feminine_and_masculine_give_one_set(one_set: OneSet) -> None:
    one_set(
        "The nurse fixed it without help.",
        "La enfermera lo arregló por sí sola.",
        "El enfermero lo arregló por sí solo.",
        "es",
    )


# -- a possessive before prenominal adjectives; a participle the parser takes for a finite verb --


@needs
@pytest.mark.parametrize(
    ("text", "span", "gender", "want"),
    [
        ("Escribí a tu querida tía.", (4, 5), "M", "Escribí a tu querido tío."),
        ("Escribí a tu querido tío.", (4, 5), "F", "Escribí a tu querida tía."),
        ("Luis cenó con sus queridas vecinas.", (5, 6), "M", "Luis cenó con sus queridos vecinos."),
    ],
)
def test_adjectives_after_a_possessive_agree(
    text: str, span: tuple[int, int], gender: str, want: str
) -> None:
    assert SpanishInflector().realise(_words(text), span, gender) == _words(want)


@needs
@pytest.mark.parametrize(
    ("text", "gender", "want"),
    [
        ("El cartero volvió empapado.", "F", "La cartera volvió empapada."),
        ("El espía entró agotado.", "F", "La espía entró agotada."),
    ],
)
def test_a_depictive_tagged_as_a_finite_verb_agrees(text: str, gender: str, want: str) -> None:
    assert SpanishInflector().realise(_words(text), (0, 2), gender) == _words(want)


# -- the speaker's or addressee's predicative fronted before the copula (NGLE §40.2) -----------


@needs
@pytest.mark.parametrize(
    ("source", "feminine", "masculine"),
    [
        (
            "You won the race: you can be very proud of yourself.",
            "Ganaste la carrera: muy orgullosa puedes sentirte de ti misma.",
            "Ganaste la carrera: muy orgulloso puedes sentirte de ti mismo.",
        ),
        (
            "After the exam you can be calm with yourself.",
            "Tras el examen, tan tranquila puedes estar contigo misma.",
            "Tras el examen, tan tranquilo puedes estar contigo mismo.",
        ),
    ],
)
def test_a_fronted_predicative_agrees_with_the_reflexive(
    one_set: OneSet, source: str, feminine: str, masculine: str
) -> None:
    one_set(source, feminine, masculine, "es")


@needs
def test_the_fronted_predicative_of_a_speaker_clause() -> None:
    es = SpanishInflector()
    assert es.speaker_predicatives(_words("Tan cansada estoy que dormiría ahora."), "1") == [[(1, 2)]]
    # an adjective of a noun before the verb is no fronted predicative
    assert es.speaker_predicatives(_words("Mi coche nuevo estoy lavando."), "1") == []
