"""it-inflect-52: "membro" (member) is a masculine noun said of women too ("Lei è un membro del
comitato"): a span on it keeps "un membro" / "i membri", never "una membro" or "le membre" (the
limbs of a body). The person's other words still change. Sentences written for these tests."""

from __future__ import annotations

import pytest

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import get_inflector
from fairmt.inflect.evaluate import flip_to

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


@needs_it
@pytest.mark.parametrize(
    ("text", "span"),
    [
        ("Era una pittrice francese e un membro dell' accademia .", (4, 7)),
        ("I membri del coro sono arrivati presto .", (0, 2)),
        ("Il membro più giovane della giuria ha votato .", (0, 2)),
        ("Le studentesse erano membri del club di scacchi .", (3, 4)),
    ],
)
def test_membro_keeps_its_gender(text: str, span: tuple[int, int]) -> None:
    inflector = get_inflector("it")
    tokens = text.split()
    assert inflector.realise(tokens, inflector.phrase_span(tokens, span), "F") is None  # type: ignore[attr-defined]


@needs_it
def test_the_person_around_membro_still_changes() -> None:
    got = flip_to(
        get_inflector("it"),
        "Il regista, un membro della giuria, è arrivato tardi .",
        "La regista, un membro della giuria, è arrivata tardi .",
        "F",
    )[0]
    assert got == "La regista, un membro della giuria, è arrivata tardi ."


@needs_it
def test_la_membro_goes_back_to_il_membro() -> None:
    inflector = get_inflector("it")
    tokens = ["La", "membro", "del", "comitato", "è", "arrivata", "."]
    got = inflector.realise(tokens, inflector.phrase_span(tokens, (0, 2)), "M")  # type: ignore[attr-defined]
    assert got is not None
    assert " ".join(got) == "Il membro del comitato è arrivato ."


@needs_it
def test_the_masculine_of_membro_reads_no_gender() -> None:
    inflector = get_inflector("it")
    masc = ["Era", "un", "membro", "del", "comitato", "."]
    fem = ["Era", "la", "membro", "del", "comitato", "."]
    assert inflector.gender_of(masc, (1, 3)) is None
    assert inflector.gender_of(fem, (1, 3)) == "F"
