"""es-inflect-40 (es47): coordinated prenominal adjectives before a common-gender noun agree with it
each ("Este encantador y tranquilo cantante"). Sentences written for these tests."""

from __future__ import annotations

import pytest

from fairmt.inflect import get_inflector
from fairmt.inflect.spanish import _morph

pytestmark = pytest.mark.skipif(_morph() is None, reason="Apertium Spanish not installed")


def _realise(text: str, span: tuple[int, int], gender: str) -> str | None:
    got = get_inflector("es").realise(text.split(), span, gender)  # type: ignore[arg-type]
    return " ".join(got) if got is not None else None


@pytest.mark.parametrize(
    ("text", "span", "gender", "want"),
    [
        (
            "Este encantador y tranquilo cantante vive al lado.",
            (4, 5),
            "F",
            "Esta encantadora y tranquila cantante vive al lado.",
        ),
        (
            "Esta encantadora y tranquila cantante vive al lado.",
            (4, 5),
            "M",
            "Este encantador y tranquilo cantante vive al lado.",
        ),
        # a common-gender adjective among them keeps its one form
        (
            "Una alta y fuerte atleta ganó la carrera.",
            (4, 5),
            "M",
            "Un alto y fuerte atleta ganó la carrera.",
        ),
        (
            "Vimos a unos simpáticos y famosos periodistas.",
            (6, 7),
            "F",
            "Vimos a unas simpáticas y famosas periodistas.",
        ),
    ],
)
def test_coordinated_adjectives_before_a_common_gender_noun_agree(
    text: str, span: tuple[int, int], gender: str, want: str
) -> None:
    assert _realise(text, span, gender) == want


@pytest.mark.parametrize(
    ("text", "span", "gender", "want"),
    [
        (
            "Una nueva divertida y cautivadora actriz llega hoy.",
            (5, 6),
            "M",
            "Un nuevo divertido y cautivador actor llega hoy.",
        ),
        (
            "Conocimos a unos simpáticos y trabajadores vecinos.",
            (6, 7),
            "F",
            "Conocimos a unas simpáticas y trabajadoras vecinas.",
        ),
    ],
)
def test_an_adjective_in_dor_the_dictionary_lacks_agrees(
    text: str, span: tuple[int, int], gender: str, want: str
) -> None:
    """ "cautivadora" is not in Apertium's dictionary; its -dora ending says feminine singular."""
    assert _realise(text, span, gender) == want


@pytest.mark.parametrize(
    ("text", "span", "grown"),
    [
        ("Este encantador y tranquilo cantante vive al lado.", (4, 5), (0, 5)),
        # every word of common gender: nothing decides, the phrase stays
        ("Ese joven y alegre artista vive al lado.", (4, 5), (4, 5)),
    ],
)
def test_the_phrase_span_reaches_the_determiner_of_a_common_gender_noun(
    text: str, span: tuple[int, int], grown: tuple[int, int]
) -> None:
    assert get_inflector("es").phrase_span(text.split(), span) == grown


def test_the_gender_of_a_common_gender_noun_is_read_across_its_adjectives() -> None:
    words = "Este encantador y tranquilo cantante vive al lado."
    assert get_inflector("es").gender_of(words.split(" "), (4, 5)) == "M"


@pytest.mark.parametrize(
    ("text", "span"),
    [
        ("Esta atractiva y tranquila jugadora ganó ayer.", (4, 5)),
        ("Una nueva divertida y cautivadora actriz llega hoy.", (5, 6)),
        ("La vieja y sabia enfermera nos ayudó.", (4, 5)),
    ],
)
def test_the_noun_after_coordinated_adjectives_is_a_person(text: str, span: tuple[int, int]) -> None:
    """Its determiner stands before the adjectives, not right before it."""
    assert span in get_inflector("es").person_spans(text.split())


def test_a_thing_after_coordinated_adjectives_is_no_person() -> None:
    words = "Esta bonita y tranquila casa está al lado."
    assert get_inflector("es").person_spans(words.split(" ")) == []


@pytest.mark.parametrize(
    "text",
    ["Un antiguo y bello arte sobrevive aquí.", "Ella vio un viejo y famoso frente."],
)
def test_a_common_gender_thing_after_coordinated_adjectives_keeps_its_gender(text: str) -> None:
    """ "arte" and "frente" are of common gender but name no person (review of es-inflect-40):
    neither realisation changes the phrase."""
    for gender in ("F", "M"):
        for s, e in get_inflector("es").person_spans(text.split()):
            assert _realise(text, (s, e), gender) in (None, text)
