"""es-inflect-51 (helper es67). Sentences written for this test.

:mod:`fairmt.inflect.spanish_fronted_clause_subjects`: after a fronted conditional, temporal or
concessive clause whose subject is the person, the main clause without a subject of its own
continues that person, and its predicatives change with the person's phrase ("Cuando una cantante
termina la gira, siempre está agotada"); a masculine singular predicative that may be a clause's
or a thing's stays (es67 review).
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
            "After the singer left the stage, calm again.",
            "Después de que la cantante dejó el escenario, se quedó tranquila otra vez.",
            "Después de que el cantante dejó el escenario, se quedó tranquilo otra vez.",
        ),
        (
            "When the nurse came back, she was tired.",
            "Cuando la enfermera volvió, estaba cansada.",
            "Cuando el enfermero volvió, estaba cansado.",
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


@pytest.mark.parametrize(
    "sentence",
    [
        # the neuter clitic "lo" in the fronted clause: the main clause's subject is what he says
        "Si el médico lo dice, será cierto.",
        "Aunque el alcalde lo niegue, es obvio.",
        # a clausal-subject adjective or participle (NGLE §43.2)
        "Si el profesor lo permite, está prohibido igualmente.",
        "Cuando el ministro habló, estaba claro.",
        "Cuando el ministro terminó, era necesario.",
        # a participle of a verb with no pronominal reading: a tacit thing (the shop)
        "Cuando el jefe llegó, ya estaba cerrado.",
        "Cuando el cocinero salió, ya estaba terminado.",
        # an indefinite or neuter pronoun opens another subject
        "Cuando el jefe llegó, ya estaba todo listo.",
        "Cuando el jefe llegó, ya estaba eso listo.",
        "Cuando el jefe llegó, ya estaba algo preparado.",
    ],
)
def test_masculine_with_another_reading_stays(sentence: str) -> None:
    tokens = sentence.split()
    out = get_inflector("es").realise(tokens, (1, 3), "F")  # type: ignore[arg-type]
    assert out is not None and out[1] == "la" and out[2] != tokens[2]
    assert out[3:] == tokens[3:]


def test_pronominal_participle_follows() -> None:
    """A participle of a pronominal verb ("cansarse") is a state of the person: it follows."""
    sentence = "Cuando el jefe llegó, ya estaba cansado."
    tokens = sentence.split()
    out = get_inflector("es").realise(tokens, (1, 3), "F")  # type: ignore[arg-type]
    assert out is not None and " ".join(out) == "Cuando la jefa llegó, ya estaba cansada."
