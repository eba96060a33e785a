"""qe65 (it-inflect-60): an Italian masculine-only noun in -o whose Spanish word is a common-gender
person noun in -a ("poliziotto" -> "policía": italian_common_persons)
is a person for the validity gate too, so its feminine in -a is no "thing's gender changed" and
the corrected variant of a translation that made a policewoman "un poliziotto" is made. Things
in -o keep being refused ("il tessuto" -> "la tessuta"). Sentences the helper wrote."""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.types import Item
from fairmt.inflect import get_inflector
from fairmt.inflect.apertium_morph import morphology

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


@needs_it
@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("Il poliziotto ha chiuso la strada .", "La poliziotta ha chiuso la strada ."),
        ("Due poliziotti stanchi aspettavano fuori .", "Due poliziotte stanche aspettavano fuori ."),
    ],
)
def test_gate_lets_common_person_nouns_change(before: str, after: str) -> None:
    it = get_inflector("it")
    assert it.validate(before.split(), after.split()) is None
    # a thing in -o is still refused
    assert it.validate(["Il", "tessuto", "è", "rosso", "."], ["La", "tessuta", "è", "rossa", "."]) is not None


@needs_it
def test_policewoman_translated_as_poliziotto_gets_its_corrected_variant() -> None:
    [res] = RuleAgents().analyse(
        [
            Item(
                "The policewoman who stopped our car was kind.",
                "Il poliziotto che ha fermato la nostra auto era gentile.",
                "it",
            )
        ]
    )
    assert res.variants.alignment is False
    texts = [v.text for v in res.variants.explicit]
    assert any("La poliziotta" in t for t in texts), texts
