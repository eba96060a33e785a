"""fr-inflect-41: the French ending rules add -e only after the endings whose feminine is made so
(-d/-t/-n/-l/-r/-s/-z/-x, -é/-i/-u); a clipped or borrowed word in another ending that the lexicon
does not pair keeps its form for both genders ("le/la prof", "l'ado", "un/une coloc").

The sentences are written for this test (everyday French), not taken from an evaluation set."""

from __future__ import annotations

import pytest

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.french_lexicon import _to_fem

pytestmark = pytest.mark.skipif(morphology("fr") is None, reason="Apertium French is not installed")


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("prof", "prof"),
        ("ado", "ado"),
        ("coloc", "coloc"),
        ("flic", "flic"),
        ("punk", "punk"),
        ("intello", "intello"),
        # the -e endings keep their rule, and the lexicon's real alternations win
        ("marchand", "marchande"),
        ("élu", "élue"),
        ("employé", "employée"),
        ("avocat", "avocate"),
        ("turc", "turque"),
        ("chef", "cheffe"),
        ("veuf", "veuve"),
    ],
)
def test_feminine_by_ending(word: str, expected: str) -> None:
    assert _to_fem(word, True) == expected


@pytest.mark.parametrize(
    ("source", "translation", "expected"),
    [
        ("The teacher has arrived.", "Le prof est arrivé.", "La prof est arrivée."),
        ("The teachers were tired.", "Les profs étaient fatigués.", "Les profs étaient fatiguées."),
        ("My roommate is a punk.", "Mon coloc est un punk.", "Ma coloc est une punk."),
        (
            "My teenage neighbour is very shy.",
            "Mon voisin ado est très timide.",
            "Ma voisine ado est très timide.",
        ),
    ],
)
def test_clipped_nouns_in_sentences(
    realiser: SentenceRealiser, source: str, translation: str, expected: str
) -> None:
    assert realiser.realise(Item(source, translation, "fr"), "F") == expected
    assert realiser.realise(Item(source, expected, "fr"), "M") == translation
