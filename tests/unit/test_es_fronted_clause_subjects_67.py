"""es-inflect-51 (helper es67). Sentences written for this test.

:mod:`fairmt.inflect.spanish_fronted_clause_subjects`: after a fronted conditional, temporal or
concessive clause whose subject is the person, the main clause without a subject of its own
continues that person, and its predicatives change with the person's phrase ("Si una pilota ha
volado toda la noche, ya estará cansada").
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from spanish_helpers import needs_es

from fairmt.inflect import get_inflector

OneSet = Callable[[str, str, str, str], set[str]]

pytestmark = needs_es


@pytest.mark.parametrize(
    ("source", "feminine", "masculine"),
    [
        (
            "If a pilot has flown all night, already tired.",
            "Si una piloto ha volado toda la noche, ya estará cansada.",
            "Si un piloto ha volado toda la noche, ya estará cansado.",
        ),
        (
            "Although the lawyers were young, very well prepared.",
            "Aunque las abogadas eran jóvenes, estaban muy preparadas.",
            "Aunque los abogados eran jóvenes, estaban muy preparados.",
        ),
    ],
)
def test_closed_sets(one_set: OneSet, source: str, feminine: str, masculine: str) -> None:
    one_set(source, feminine, masculine, "es")


@pytest.mark.parametrize(
    ("sentence", "span", "gender", "expected"),
    [
        (
            "Cuando la enfermera volvió del turno, estaba agotada.",
            (1, 3),
            "M",
            "Cuando el enfermero volvió del turno, estaba agotado.",
        ),
        (
            "Después de que el cantante terminó el concierto, se quedó tranquilo.",
            (4, 6),
            "F",
            "Después de que la cantante terminó el concierto, se quedó tranquila.",
        ),
    ],
)
def test_main_clause_predicative_follows(
    sentence: str, span: tuple[int, int], gender: str, expected: str
) -> None:
    out = get_inflector("es").realise(sentence.split(), span, gender)  # type: ignore[arg-type]
    assert out is not None and " ".join(out) == expected
