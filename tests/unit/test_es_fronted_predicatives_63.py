"""es-inflect-46 (helper es63). Sentences written for this test.

A subject's predicative fronted to the head of the clause, right before the verb of a subject
that follows it, agrees with that subject (:mod:`fairmt.inflect.spanish_fronted_predicatives`):
the aligned span over "Cansadas volvían las enfermeras" names the nurses, and their realisation
changes the fronted adjectives with them.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from fairmt.inflect.spanish_fronted_predicatives import fronted_before_verb
from fairmt.inflect.spanish_morph import get_morph, parse

OneSet = Callable[[str, str, str, str], set[str]]

pytestmark = pytest.mark.skipif(
    not get_morph().available or parse("Hola.") is None, reason="Apertium or spaCy Spanish is missing"
)


@pytest.mark.parametrize(
    ("source", "feminine", "masculine"),
    [
        (
            "The nurses came home tired.",
            "Cansadas volvían las enfermeras a casa.",
            "Cansados volvían los enfermeros a casa.",
        ),
        (
            "The nurses came home tired and hungry.",
            "Cansadas y hambrientas volvían las enfermeras a casa.",
            "Cansados y hambrientos volvían los enfermeros a casa.",
        ),
        (
            "The children left happy.",
            "Contentas se fueron las niñas.",
            "Contentos se fueron los niños.",
        ),
        (
            "In the end, the doctor arrived exhausted.",
            "Al final, agotada llegó la médica.",
            "Al final, agotado llegó el médico.",
        ),
    ],
)
def test_fronted_predicative_agrees_with_postverbal_subject(
    one_set: OneSet, source: str, feminine: str, masculine: str
) -> None:
    one_set(source, feminine, masculine, "es")


def test_only_predicatives_that_open_the_clause() -> None:
    assert fronted_before_verb(["Cansadas", "volvían", "las", "enfermeras"], 2, "f") == [0]
    # an adverb of time is no predicative; the article's gender must be the old one
    assert fronted_before_verb(["Muy", "tarde", "llegó", "la", "profesora"], 3, "f") == []
    assert fronted_before_verb(["Cansadas", "volvían", "las", "enfermeras"], 2, "m") == []
    # a subject before the verb: the adjective is no fronted predicative of the object
    assert fronted_before_verb(["Las", "enfermeras", "cansadas", "vieron", "a", "los", "niños"], 4, "m") == []
