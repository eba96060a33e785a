"""it-inflect-47: a word the dictionary reads as an adjective and as a third-person finite verb,
right after the noun and followed by a possessive and a noun, is the verb ("L'autrice critica sua
nonna"), not the noun's adjective (ItalianWordForms._unknown_before_article). Sentences written
for these tests."""

from __future__ import annotations

import pytest

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import get_inflector

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


@needs_it
@pytest.mark.parametrize(
    ("text", "span", "gender", "want"),
    [
        (
            "La scrittrice critica sua sorella nel romanzo.",
            (0, 2),
            "M",
            "Lo scrittore critica sua sorella nel romanzo.",
        ),
        ("L'autrice critica suo padre.", (0, 1), "M", "L'autore critica suo padre."),
        ("Era una studentessa critica.", (1, 3), "M", "Era uno studente critico."),
    ],
)
def test_verb_before_possessive_keeps_its_form(
    text: str, span: tuple[int, int], gender: str, want: str
) -> None:
    got = get_inflector("it").realise(text.split(), span, gender)  # type: ignore[arg-type]
    assert got is not None
    assert " ".join(got) == want
