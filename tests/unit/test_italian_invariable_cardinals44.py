"""it-inflect-47: an invariable noun of the lexical pairs ("re", "papà") after a cardinal above one
is plural ("due papà" -> "due mamme"), and so is one after a collective noun and a bare "di" ("un
gruppo di papà"; ItalianPhraseNumber._number_around). Sentences written for these
tests."""

from __future__ import annotations

import pytest

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import get_inflector

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


@needs_it
@pytest.mark.parametrize(
    ("text", "span", "gender", "want"),
    [
        ("Parlò con due papà del quartiere.", (3, 4), "F", "Parlò con due mamme del quartiere."),
        ("Arrivarono tre re dall'oriente.", (2, 3), "F", "Arrivarono tre regine dall'oriente."),
        ("Il re arrivò ieri.", (0, 2), "F", "La regina arrivò ieri."),
        ("Parlò con un papà del quartiere.", (2, 4), "F", "Parlò con una mamma del quartiere."),
        # after a collective noun and a bare "di"
        (
            "Fondò un gruppo di papà che si vedono ogni sabato.",
            (4, 5),
            "F",
            "Fondò un gruppo di mamme che si vedono ogni sabato.",
        ),
        ("Arrivarono migliaia di re dal nord.", (3, 4), "F", "Arrivarono migliaia di regine dal nord."),
        ("La casa di papà è grande.", (3, 4), "F", "La casa di mamma è grande."),
    ],
)
def test_cardinal_counts_an_invariable_noun(text: str, span: tuple[int, int], gender: str, want: str) -> None:
    got = get_inflector("it").realise(text.split(), span, gender)  # type: ignore[arg-type]
    assert got is not None
    assert " ".join(got) == want
