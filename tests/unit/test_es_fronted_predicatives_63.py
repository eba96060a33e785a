"""es-inflect-46 (helper es63). Sentences written for this test.

A subject's predicative fronted to the head of the clause, right before the verb of a subject
that follows it, agrees with that subject (:mod:`fairmt.inflect.spanish_fronted_predicatives`):
the aligned span over "Cansadas volvían las enfermeras" names the nurses, and their realisation
changes the fronted adjectives with them. Not so an adverb or a masculine singular adjective
used as one ("Temprano/Rápido llegó el abogado"), nor the object's predicative in a
verb-subject-object clause ("Cerrada dejó la profesora la ventana").
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from spanish_helpers import needs_es

from fairmt.inflect.spanish_fronted_predicatives import fronted_before_verb

OneSet = Callable[[str, str, str, str], set[str]]
VariantSet = Callable[[str, str, str], set[str]]

pytestmark = needs_es


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


@pytest.mark.parametrize(
    ("source", "translation", "wanted", "unwanted"),
    [
        # an adverb reading: "temprano", "pronto" modify the verb
        (
            "The lawyer arrived early.",
            "Temprano llegó el abogado.",
            "Temprano llegó la abogada.",
            "Temprana llegó la abogada.",
        ),
        (
            "The lawyer came back soon.",
            "Pronto volvió el abogado.",
            "Pronto volvió la abogada.",
            "Pronta volvió la abogada.",
        ),
        # the adverbial adjective: a masculine singular adjective that is no participle
        (
            "The lawyer answered quickly.",
            "Rápido contestó el abogado.",
            "Rápido contestó la abogada.",
            "Rápida contestó la abogada.",
        ),
        # verb-subject-object: the fronted predicative is the object's
        (
            "The teacher left the window closed.",
            "Cerrada dejó la profesora la ventana.",
            "Cerrada dejó el profesor la ventana.",
            "Cerrado dejó el profesor la ventana.",
        ),
    ],
)
def test_no_agreement_with_adverbs_or_objects(
    variant_set: VariantSet, source: str, translation: str, wanted: str, unwanted: str
) -> None:
    got = variant_set(source, translation, "es")
    assert wanted in got
    assert unwanted not in got


def test_masculine_singular_participle_still_agrees(one_set: OneSet) -> None:
    one_set(
        "The lawyer came home exhausted.",
        "Agotada volvió la abogada a casa.",
        "Agotado volvió el abogado a casa.",
        "es",
    )
