"""es-inflect-50 (helper es66). Sentences written for this test.

* :mod:`fairmt.inflect.spanish_thing_subjects`: a plural clause without a subject after
  plural nouns of things only ("Compró tres macetas y salieron rajadas") is said of the things:
  its predicatives keep their gender when a person of the sentence changes.
* :func:`fairmt.inflect.spanish_dependencies._predicatives`: a word Apertium reads only as an
  adjective that the parser files as the complement (xcomp) of any verb, not only of a
  semi-copula, is the tacit subject's predicative ("Descansaron tranquilas"), as the masculine
  it files as an object already was.
* :func:`fairmt.inflect.spanish_groups.group_object_spans`: a plural object clitic after a plural
  noun of things, of either gender, may stand for the things in both translations ("Hemos escrito
  tres cartas ... las lean"), as the stressed "ellos"/"ellas" already did.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from spanish_helpers import needs_es

from fairmt.inflect import get_inflector
from fairmt.inflect.spanish_groups import group_object_spans

OneSet = Callable[[str, str, str, str], set[str]]

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
        (
            "We have written three letters and we hope that our neighbours, who are here so happy, "
            "will read them tomorrow.",
            "Hemos escrito tres cartas y esperamos que nuestras vecinas, que están aquí tan contentas, "
            "las lean mañana.",
            "Hemos escrito tres cartas y esperamos que nuestros vecinos, que están aquí tan contentos, "
            "las lean mañana.",
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


def test_object_clitic_after_things() -> None:
    sentence = ["Hemos", "escrito", "tres", "cartas", "y", "nuestras", "vecinas", "las", "leerán", "."]
    assert group_object_spans(sentence) == []
    # no plural noun of things before it: the clitic may be the group's
    assert group_object_spans(["Nuestras", "vecinas", "llegaron", "y", "las", "saludamos", "."]) == [(4, 5)]
