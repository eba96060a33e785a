"""es-inflect-50 (helper es66). Sentences written for this test.

* :mod:`fairmt.inflect.spanish_thing_subjects`: a plural clause without a subject after
  plural nouns of things only ("Compró tres macetas y salieron rajadas") is said of the things:
  its predicatives keep their gender when a person of the sentence changes.
* :func:`fairmt.inflect.spanish_dependencies._predicatives`: a word Apertium reads only as an
  adjective that the parser files as the complement (xcomp) of any verb, not only of a
  semi-copula, is the tacit subject's predicative ("Descansaron tranquilas"), as the masculine
  it files as an object already was.
* Mend (review): the predicatives must agree with one of those things ("se sentaron contentas"
  after "los platos" is said of people), and two people joined by "con"/"y" before the verb may
  be its subject; a plural object clitic after a plural noun of things of the other gender still
  names the group ("Mis hijas trajeron los libros y las abracé").
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from spanish_helpers import needs_es

from fairmt.inflect import get_inflector
from fairmt.inflect.spanish_groups import group_object_spans

OneSet = Callable[[str, str, str, str], set[str]]
VariantSet = Callable[[str, str, str], set[str]]

pytestmark = needs_es


@pytest.mark.parametrize(
    ("source", "feminine", "masculine"),
    [
        (
            "The gardener bought three new pots and they came out cracked.",
            "La jardinera compró tres macetas nuevas y salieron rajadas.",
            "El jardinero compró tres macetas nuevas y salieron rajadas.",
        ),
        (
            "The baker fitted two new doors. They closed on their own.",
            "La panadera puso dos puertas nuevas. Se cerraron solas.",
            "El panadero puso dos puertas nuevas. Se cerraron solas.",
        ),
        ("They rested peacefully.", "Descansaron tranquilas.", "Descansaron tranquilos."),
        (
            "They waited calmly on the platform.",
            "Esperaron tranquilas en el andén.",
            "Esperaron tranquilos en el andén.",
        ),
    ],
)
def test_closed_sets(one_set: OneSet, source: str, feminine: str, masculine: str) -> None:
    one_set(source, feminine, masculine, "es")


def test_plural_clause_after_things_only() -> None:
    inflector = get_inflector("es")
    sentence = ["La", "jardinera", "compró", "tres", "macetas", "nuevas", "y", "salieron", "rajadas", "."]
    assert inflector.dropped_subject_predicatives(sentence) == []
    # a plural person noun before the clause: it may be the tacit subject
    sentence = ["Las", "jardineras", "compraron", "tres", "macetas", "y", "quedaron", "cansadas", "."]
    assert inflector.dropped_subject_predicatives(sentence) == [[(7, 8)]]
    # nothing plural before it: the tacit subject is a group of people
    assert inflector.dropped_subject_predicatives(["Llegaron", "cansadas", "."]) == [[(1, 2)]]


def test_adjective_complement_of_any_verb() -> None:
    inflector = get_inflector("es")
    assert inflector.dropped_subject_predicatives(["Cenaron", "tranquilas", "."]) == [[(1, 2)]]
    assert inflector.dropped_subject_predicatives(["Descansaron", "tranquilas", "."]) == [[(1, 2)]]


@pytest.mark.parametrize(
    ("source", "feminine", "masculine"),
    [
        # a clitic after a plural thing of the other gender still names the group (rule 2 dropped)
        (
            "The teachers marked the exams and then congratulated them.",
            "Las profesoras corrigieron los exámenes y luego las felicitaron.",
            "Los profesores corrigieron los exámenes y luego los felicitaron.",
        ),
        (
            "My children brought the books and I hugged them.",
            "Mis hijas trajeron los libros y las abracé.",
            "Mis hijos trajeron los libros y los abracé.",
        ),
        (
            "The neighbours bought two cars and we saw them happy.",
            "Las vecinas compraron dos coches y las vimos contentas.",
            "Los vecinos compraron dos coches y los vimos contentos.",
        ),
        # a predicative no earlier thing can agree with is the people's
        (
            "I left the plates on the table and they sat down happy.",
            "Dejé los platos en la mesa y se sentaron contentas.",
            "Dejé los platos en la mesa y se sentaron contentos.",
        ),
        # two people joined by "con" before the plural verb
        (
            "The doctor went out with the nurse to buy shoes and they came back tired.",
            "La médica salió con la enfermera a comprar zapatos y volvieron cansadas.",
            "El médico salió con el enfermero a comprar zapatos y volvieron cansados.",
        ),
    ],
)
def test_mend_flips_to_masculine(variant_set: VariantSet, source: str, feminine: str, masculine: str) -> None:
    assert masculine in variant_set(source, feminine, "es")


def test_object_clitic_after_thing_of_other_gender() -> None:
    sentence = ["Mis", "hijas", "trajeron", "los", "libros", "y", "las", "abracé", "."]
    assert group_object_spans(sentence) == [(6, 7)]
    # an object predicative with a finite verb's reading too ("contentar": "contentas")
    sentence = ["Nuestras", "primas", "llegaron", "y", "las", "vimos", "contentas", "."]
    assert group_object_spans(sentence) == [(4, 5), (6, 7)]


def test_predicative_gender_and_joined_people() -> None:
    inflector = get_inflector("es")
    sentence = ["Dejé", "los", "platos", "en", "la", "mesa", "y", "se", "sentaron", "contentas", "."]
    assert inflector.dropped_subject_predicatives(sentence) == [[(9, 10)]]
    sentence = [
        "La",
        "médica",
        "salió",
        "con",
        "la",
        "enfermera",
        "a",
        "comprar",
        "zapatos",
        "y",
        "volvieron",
        "cansadas",
        ".",
    ]
    assert inflector.dropped_subject_predicatives(sentence) == [[(11, 12)]]
    # agreeing with the things: still theirs
    sentence = ["Dejé", "las", "tazas", "en", "la", "mesa", "y", "quedaron", "limpias", "."]
    assert inflector.dropped_subject_predicatives(sentence) == []
