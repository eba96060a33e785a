"""es-inflect-35: "el ama de llaves" is feminine and keeps "el"/"al"/"del" (spanish_stressed_a);
es-inflect-36: the article form is the determiner's own (SpanishWordForms.det_form), so an article a
quote opens on keeps its quote and is not contracted. Sentences written for these tests."""

from __future__ import annotations

import pytest

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect.spanish_stressed_a import stressed_a_article


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
        # es-inflect-36: an article a quote opens on keeps the quote and stays uncontracted
        (
            "Those are the keys of the housekeeper.",
            "Son las llaves de «el amo de llaves».",
            "F",
            "Son las llaves de «el ama de llaves».",
        ),
        (
            "I gave it to the housekeeper.",
            "Se lo di a «el amo».",
            "F",
            "Se lo di a «el ama».",
        ),
        (
            "There is no housekeeper here.",
            "Aquí no hay ningún amo de llaves.",
            "F",
            "Aquí no hay ningún ama de llaves.",
        ),
        # a translation that wrote "la ama" itself keeps it when another person changes
        (
            "The handsome boss gave the housekeeper a tip because she was satisfied.",
            "El jefe le dio una propina a la ama de casa porque estaba satisfecha.",
            "F",
            "La jefa le dio una propina a la ama de casa porque estaba satisfecha.",
        ),
        (
            "The housekeeper was tired.",
            "Vi a la ama de llaves.",
            "M",
            "Vi al amo de llaves.",
        ),
    ],
)
def test_stressed_a_feminine(
    realiser: SentenceRealiser, source: str, mt: str, gender: str, want: str
) -> None:
    item = Item(source, mt, "es")
    realiser.prepare([item])
    assert realiser.realise(item, gender) == want


def test_stressed_a_article() -> None:
    """The feminine singular determiner's form before "ama"/"aya"; ``None`` elsewhere."""
    assert stressed_a_article("def", "sg", "ama") == "el"
    assert stressed_a_article("indef", "sg", "Aya") == "un"
    assert stressed_a_article("ninguno", "sg", "ama") == "ningún"
    assert stressed_a_article("def", "pl", "amas") is None  # "las amas"
    assert stressed_a_article("def", "sg", "abogada") is None
    assert stressed_a_article("dem", "sg", "ama") is None  # "esta ama"
    assert stressed_a_article("def", "sg", None) is None
