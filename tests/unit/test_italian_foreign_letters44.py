"""it-inflect-47: a word with a letter Italian spelling does not use (the macron of a Japanese
romanisation) keeps its form: its final vowel is no gender ending (ItalianWordForms.inflect).
Sentences written for these tests."""

from __future__ import annotations

import pytest

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import get_inflector

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


@needs_it
@pytest.mark.parametrize(
    ("text", "span", "gender", "want"),
    [
        ("Il Nyōgo era stanco.", (0, 2), "F", "La Nyōgo era stanca."),
        ("Il nuovo Kōgo arrivò.", (0, 3), "F", "La nuova Kōgo arrivò."),
        ("La nuova Kōga arrivò.", (0, 3), "M", "Il nuovo Kōga arrivò."),
    ],
)
def test_foreign_word_keeps_its_form(text: str, span: tuple[int, int], gender: str, want: str) -> None:
    got = get_inflector("it").realise(text.split(), span, gender)  # type: ignore[arg-type]
    assert got is not None
    assert " ".join(got) == want
