"""fr-inflect-18 (branch frp19): the short -x adjectives take their dictionary feminine and back
(Grevisse, *Le bon usage*, on the feminine of adjectives: doux/douce, faux/fausse, roux/rousse),
which the ending swap missed because it wanted two letters before "-oux"/"-aux".

Sentences written for these tests (fr-479, fr-481 of the gold dev lines are two of the phenomena;
the others are not gold lines and not from an evaluation set).
"""

from __future__ import annotations

import pytest

from fairmt.inflect import get_inflector
from fairmt.inflect.apertium_morph import morphology

pytestmark = pytest.mark.skipif(morphology("fr") is None, reason="apertium-fra-cat not installed")


@pytest.mark.parametrize(
    ("word", "gender", "number", "want"),
    [
        ("doux", "F", "sg", "douce"),
        ("faux", "F", "sg", "fausse"),
        ("roux", "F", "sg", "rousse"),
        ("doux", "F", "pl", "douces"),
        ("douce", "M", "sg", "doux"),
        ("fausses", "M", "pl", "faux"),
        ("rousse", "M", "sg", "roux"),
        # Unchanged behaviour: longer -x adjectives and a form already in the gender.
        ("jaloux", "F", "sg", "jalouse"),
        ("heureux", "F", "sg", "heureuse"),
        ("doux", "M", "sg", "doux"),
    ],
)
def test_agree_short_x(word: str, gender: str, number: str, want: str) -> None:
    morph = morphology("fr")
    assert morph is not None
    assert morph.agree(word, gender, number) == want


@pytest.mark.parametrize(
    ("sentence", "span", "gender", "want"),
    [
        ("Le chef était doux .", (3, 4), "F", "Le chef était douce ."),
        ("La voisine était rousse .", (3, 4), "M", "La voisine était roux ."),
        ("Mon cousin est faux .", (3, 4), "F", "Mon cousin est fausse ."),
        ("Nos voisines étaient douces .", (3, 4), "M", "Nos voisines étaient doux ."),
    ],
)
def test_realise_predicative(sentence: str, span: tuple[int, int], gender: str, want: str) -> None:
    got = get_inflector("fr").realise(sentence.split(), span, gender)  # type: ignore[arg-type]
    assert got is not None
    assert " ".join(got) == want
