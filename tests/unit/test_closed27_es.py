"""Spanish closed variant sets (issue 12, helper closedes27, es-inflect-19): rules read off the
"both wrong" pairs of MT-GenEval's contextual dev split, tested with sentences written for these
tests (none from an evaluation set). Each rule has a case it must fix and one it must not change."""

from __future__ import annotations

import pytest

from fairmt.inflect.spanish import SpanishInflector, _morph

pytestmark = pytest.mark.skipif(_morph() is None, reason="Apertium Spanish not installed")


# -- the article before an ordinal, "bueno/malo", "mismo", "otro" (ADJECTIVE_DETS) ----------------


@pytest.mark.parametrize(
    ("text", "span", "gender", "other"),
    [
        ("Lucía es la primera autora del grupo", (4, 5), "M", "Lucía es el primer autor del grupo"),
        ("Pablo es el primer autor del grupo", (4, 5), "F", "Pablo es la primera autora del grupo"),
        ("Marta fue una buena amiga", (4, 5), "M", "Marta fue un buen amigo"),
        ("Es la tercera jugadora del equipo", (3, 4), "M", "Es el tercer jugador del equipo"),
        ("Hablé con los otros estudiantes", (4, 5), "F", "Hablé con las otras estudiantes"),
        ("Llamé a la misma abogada", (1, 5), "M", "Llamé al mismo abogado"),
    ],
)
def test_article_agrees_across_an_adjective_determiner(
    text: str, span: tuple[int, int], gender: str, other: str
) -> None:
    assert SpanishInflector().realise(text.split(), span, gender) == other.split()  # type: ignore[arg-type]


def test_article_of_another_phrase_before_an_ordinal_stays() -> None:
    # "la primera reunión" is a thing's phrase: only the person's phrase changes.
    toks = "En la primera reunión la directora habló".split()
    assert SpanishInflector().realise(toks, (5, 6), "M") == "En la primera reunión el director habló".split()
    # "la" is the object clitic of "vio", not the article of "primera vez": nothing is a person.
    assert SpanishInflector().person_spans("Ana la vio por primera vez".split()) == []
