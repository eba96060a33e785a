"""it67: a stressed pronoun after a preposition ("di lei", "con lui") is no subject, so the "la"
after it is the article of the next noun, not an object clitic: "trovò in lei la complice" ->
"trovò in lui il complice", never "lo complice". Sentences written for these tests (never rows
of an evaluation set)."""

from __future__ import annotations

import pytest

from fairmt.inflect import get_inflector
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.evaluate import flip_to

pytestmark = pytest.mark.skipif(morphology("it") is None, reason="Apertium Italian not installed")

PAIRS = [
    ("Il reparto vide in lei la responsabile adatta .", "Il reparto vide in lui il responsabile adatto ."),
    ("La banda trovò in lei la complice ideale .", "La banda trovò in lui il complice ideale ."),
]


@pytest.mark.parametrize(("fem", "masc"), PAIRS)
def test_article_after_prepositional_pronoun(fem: str, masc: str) -> None:
    assert flip_to(get_inflector("it"), fem, masc, "M")[0] == masc


def test_subject_pronoun_keeps_clitic() -> None:
    """A subject pronoun before "la" still makes it the clitic of the verb."""
    fem, masc = "Poi lei la salutò in fretta .", "Poi lui la salutò in fretta ."
    assert flip_to(get_inflector("it"), fem, masc, "M")[0] == masc
