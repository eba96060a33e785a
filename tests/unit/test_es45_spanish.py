"""es-inflect-39 (session 35, helper es45): coordinated prenominal adjectives belong to their noun's
phrase in the realisation, the phrase span, the gender read and the person spans. Sentences written
for these tests."""

from __future__ import annotations

import pytest

from fairmt.inflect import get_inflector


def _words(text: str) -> list[str]:
    return text.split()


def _realise(text: str, span: tuple[int, int], gender: str) -> str | None:
    got = get_inflector("es").realise(text.split(), span, gender)  # type: ignore[arg-type]
    return " ".join(got) if got is not None else None


@pytest.mark.parametrize(
    ("text", "span", "gender", "want"),
    [
        (
            "Esta atractiva y tranquila jugadora ganó ayer.",
            (4, 5),
            "M",
            "Este atractivo y tranquilo jugador ganó ayer.",
        ),
        ("El viejo y querido vecino vive arriba.", (4, 5), "F", "La vieja y querida vecina vive arriba."),
        (
            "Conocí a unas simpáticas y famosas cocineras.",
            (6, 7),
            "M",
            "Conocí a unos simpáticos y famosos cocineros.",
        ),
    ],
)
def test_coordinated_prenominal_adjectives_agree(
    text: str, span: tuple[int, int], gender: str, want: str
) -> None:
    assert _realise(text, span, gender) == want


@pytest.mark.parametrize(
    ("text", "span", "grown"),
    [
        ("Esta atractiva y tranquila jugadora ganó ayer.", (4, 5), (0, 5)),
        ("Ganó el desconocido escritor chileno.", (3, 4), (1, 4)),
        # two nouns coordinated: the second has no adjective before it, the phrase stays
        ("Llegaron la madre y amiga de Ana.", (4, 5), (4, 5)),
    ],
)
def test_the_phrase_span_reaches_the_determiner(
    text: str, span: tuple[int, int], grown: tuple[int, int]
) -> None:
    assert get_inflector("es").phrase_span(text.split(), span) == grown


def test_the_gender_is_read_off_the_determiner_across_the_adjectives() -> None:
    inf = get_inflector("es")
    assert inf.gender_of(_words("Esta atractiva y tranquila jugadora ganó ayer."), (4, 5)) == "F"


def test_a_coordinated_prenominal_adjective_is_no_person_of_its_own() -> None:
    """ "atractivo" is also a noun with a feminine form; before "y tranquilo jugador" it is the
    player's adjective, and only "jugador" is a person noun."""
    spans = get_inflector("es").person_spans(_words("Este atractivo y tranquilo jugador ganó ayer."))
    assert (1, 2) not in spans


def test_a_noun_and_a_noun_are_no_prenominal_phrase() -> None:
    """ "la madre y amiga": two nouns; the second keeps its own phrase and its own realisation."""
    assert _realise("Vino la madre y amiga de Ana.", (4, 5), "M") in (None, "Vino la madre y amigo de Ana.")


@pytest.mark.parametrize(
    ("text", "span", "gender", "want"),
    [
        # the aligner's span takes the verb and its clitic along ("citizens" -> "ciudadanas se sienten")
        (
            "Hoy nuestras ciudadanas se sienten, por fin, seguras.",
            (1, 5),
            "M",
            "Hoy nuestros ciudadanos se sienten, por fin, seguros.",
        ),
        (
            "Los pacientes se sienten muy cansados hoy.",
            (0, 4),
            "F",
            "Las pacientes se sienten muy cansadas hoy.",
        ),
        ("La maestra le dijo que sí.", (0, 4), "M", "El maestro le dijo que sí."),
    ],
)
def test_a_span_that_ends_on_a_clitic_and_its_verb_keeps_the_verb(
    text: str, span: tuple[int, int], gender: str, want: str
) -> None:
    assert _realise(text, span, gender) == want


@pytest.mark.parametrize(
    ("text", "person"),
    [
        # things after coordinated prenominal adjectives: no person span among them
        ("La nueva y moderna casa es cara.", None),
        ("El bello y famoso palacio de la reina es viejo.", None),
        # one participle before a noun with no conjunction: the nominalised person stays a person
        ("Se ofreció a los encuestados incentivos.", (4, 5)),
    ],
)
def test_prenominal_adjectives_of_things_are_no_persons(text: str, person: tuple[int, int] | None) -> None:
    spans = get_inflector("es").person_spans(_words(text))
    assert not any(s[0] < 4 for s in spans if s != person)
    if person is not None:
        assert person in spans


@pytest.mark.parametrize(
    ("text", "span", "gender", "want"),
    [
        # a common-gender noun whose determiner alone changes: its postnominal adjective agrees,
        # past an adjective of one form for both genders
        (
            "La periodista internacional húngara está muy cansada.",
            (0, 2),
            "M",
            "El periodista internacional húngaro está muy cansado.",
        ),
        ("La cocinera internacional famosa llegó.", (0, 2), "M", "El cocinero internacional famoso llegó."),
        ("El cocinero famoso llegó.", (0, 2), "F", "La cocinera famosa llegó."),
    ],
)
def test_postnominal_adjectives_past_an_invariable_one_agree(
    text: str, span: tuple[int, int], gender: str, want: str
) -> None:
    assert _realise(text, span, gender) == want
