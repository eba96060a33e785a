"""es-inflect-43 (sp60 review): the "sí mismo/sola" walk stops at a noun of things that the
intensifier may qualify, at a new finite verb and at a clause opener; a degree adverb after a
noun opens no fronted predicative of the speaker; ranks, team positions and "número" before a
numeral keep a feminine determiner. Sentences written for these tests."""

from __future__ import annotations

import pytest

from fairmt.inflect.spanish import SpanishInflector, _morph
from fairmt.inflect.spanish_thing_nouns import english_translations, masculine_thing_noun

needs = pytest.mark.skipif(
    _morph() is None or english_translations("año") is None,
    reason="Apertium Spanish and its Spanish-English dictionary are not installed",
)


def _words(text: str) -> list[str]:
    return text.split(" ")


@needs
@pytest.mark.parametrize(
    ("text", "gender"),
    [
        # a thing noun of the old form's gender: the intensifier may be its ("the idea itself")
        ("La autora defiende la idea por sí misma.", "M"),
        ("El pintor admira el cuadro en sí mismo.", "F"),
        ("Las abogadas analizan las pruebas en sí mismas.", "M"),
        ("La cantante prefiere su voz por sí sola.", "M"),
        # a new finite verb or a clause opener: another clause, another subject
        ("La alcaldesa observa cuando la lluvia se detiene por sí sola.", "M"),
        ("La vecina sabe dónde la puerta se abre sola y por sí sola.", "M"),
        ("La tía contó que el tiempo pasaba y el problema desaparecía por sí solo.", "M"),
    ],
)
def test_the_intensifier_of_a_thing_or_of_another_clause_stays(text: str, gender: str) -> None:
    words = _words(text)
    out = SpanishInflector().realise(words, (0, 2), gender)
    assert out is not None and out[0] != words[0]
    assert out[-2:] == words[-2:] or out[-1] == words[-1]


@needs
@pytest.mark.parametrize(
    ("text", "want"),
    [
        # the verb is also a noun ("habla", "canta"), but it follows no determiner
        ("La niña habla consigo misma.", "El niño habla consigo mismo."),
        ("La abuela canta para sí misma.", "El abuelo canta para sí mismo."),
        # an adjective or adverb that is also a masculine noun ("seguro", "bien")
        ("El piloto está seguro de sí mismo.", "La piloto está segura de sí misma."),
        ("El pintor siempre habla bien de sí mismo.", "La pintora siempre habla bien de sí misma."),
    ],
)
def test_the_intensifier_of_the_subject_still_agrees(text: str, want: str) -> None:
    gender = "M" if want.startswith("El") else "F"
    assert SpanishInflector().realise(_words(text), (0, 2), gender) == _words(want)


@needs
@pytest.mark.parametrize(
    ("text", "person"),
    [
        # "tan tranquila", "muy concreto" belong to the noun before them, not to the speaker
        ("Tras una tarde tan tranquila puedo estar feliz conmigo misma.", "1"),
        ("Por un motivo muy concreto estás feliz.", "2"),
    ],
)
def test_an_adjective_of_an_earlier_phrase_is_no_fronted_predicative(text: str, person: str) -> None:
    assert SpanishInflector().speaker_predicatives(_words(text), person) == []


@needs
def test_a_degree_adverb_that_opens_the_clause_still_fronts() -> None:
    es = SpanishInflector()
    assert es.speaker_predicatives(_words("Ya acabé, y tan cansada estoy que dormiría."), "1") == [[(4, 5)]]
    assert es.speaker_predicatives(_words("Muy tranquila puedes estar."), "2") == [[(1, 2)]]


@needs
@pytest.mark.parametrize("word", ["cabo", "alero", "lateral", "laterales"])
def test_ranks_and_positions_are_no_things(word: str) -> None:
    assert not masculine_thing_noun(word)


@needs
@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("Él es el número uno del ranking .", "Ella es la número uno del ranking ."),
        ("El número tres del club renunció .", "La número tres del club renunció ."),
        ("El cabo Gómez volvió .", "La cabo Gómez volvió ."),
        ("El lateral derecho marcó .", "La lateral derecha marcó ."),
    ],
)
def test_the_gate_keeps_ranks_positions_and_numbered_ranks(before: str, after: str) -> None:
    assert SpanishInflector().validate(_words(before), _words(after)) is None


@needs
def test_the_gate_still_rejects_a_plain_number() -> None:
    before = "Los chicos saben los números de la casa ."
    after = "Las chicas saben las números de la casa ."
    assert SpanishInflector().validate(_words(before), _words(after)) is not None
