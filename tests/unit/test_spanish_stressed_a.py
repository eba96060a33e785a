"""es-inflect-35: "el ama de llaves" is feminine and keeps "el"/"al"/"del" (spanish_stressed_a).
Sentences written for these tests."""

from __future__ import annotations

import pytest

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect.spanish_stressed_a import el_before_stressed_a


@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        (
            "The housekeeper was tired.",
            "El ama de llaves estaba cansada.",
            "M",
            "El amo de llaves estaba cansado.",
        ),
        (
            "The housekeeper was tired.",
            "El amo de llaves estaba cansado.",
            "F",
            "El ama de llaves estaba cansada.",
        ),
        (
            "I spoke to the housekeeper yesterday.",
            "Ayer hablé con el amo de llaves.",
            "F",
            "Ayer hablé con el ama de llaves.",
        ),
        (
            "The developer tried to convince the housekeeper to buy his software.",
            "El desarrollador trató de convencer al amo de casa para comprar su software.",
            "F",
            "La desarrolladora trató de convencer al ama de casa para comprar su software.",
        ),
        (
            "The housekeeper and the cook were tired.",
            "El ama de llaves y el cocinero estaban cansados.",
            "F",
            "El ama de llaves y la cocinera estaban cansadas.",
        ),
    ],
)
def test_stressed_a_feminine(
    realiser: SentenceRealiser, source: str, mt: str, gender: str, want: str
) -> None:
    item = Item(source, mt, "es")
    realiser.prepare([item])
    assert realiser.realise(item, gender) == want


def test_translation_with_la_ama_is_kept() -> None:
    """A translation that wrote "la ama" itself keeps its article form."""
    original = ["Vi", "a", "la", "ama", "de", "llaves", "."]
    assert el_before_stressed_a(original, list(original)) == original
    new = el_before_stressed_a(
        ["Vi", "al", "amo", "de", "casa", "."], ["Vi", "a", "la", "ama", "de", "casa", "."]
    )
    assert new == ["Vi", "al", "ama", "de", "casa", "."]
    assert el_before_stressed_a(["Es", "un", "amo", "."], ["Es", "una", "ama", "."]) == [
        "Es",
        "un",
        "ama",
        ".",
    ]
