"""fr-inflect-42 (closedfr34): a feminised ``en cheffe`` after a noun realised masculine becomes
``en chef`` (:mod:`fairmt.inflect.french_en_chef`; TLFi *chef*, "en chef, loc. adj.").

Sentences written for these tests (not from any evaluation set).
"""

from __future__ import annotations

import pytest
from french_helpers import needs_fr_parser

from fairmt.inflect import get_inflector


def _realise(sentence: str, span: tuple[int, int], gender: str) -> str | None:
    inflector = get_inflector("fr")
    tokens = sentence.split()
    got = inflector.realise(tokens, inflector.phrase_span(tokens, span), gender)  # type: ignore[arg-type]
    return None if got is None else " ".join(got)


@needs_fr_parser
@pytest.mark.parametrize(
    ("sentence", "span", "gender", "want"),
    [
        # the feminised locution goes back to "chef" beside a masculine noun
        (
            "La rédactrice en cheffe a démissionné .",
            (0, 4),
            "M",
            "Le rédacteur en chef a démissionné .",
        ),
        (
            "L' infirmière en cheffe est arrivée .",
            (0, 2),
            "M",
            "L' infirmier en chef est arrivé .",
        ),
        # the feminine realisation keeps what the translator wrote, "chef" or "cheffe"
        (
            "Le rédacteur en chef a démissionné .",
            (0, 4),
            "F",
            "La rédactrice en chef a démissionné .",
        ),
        (
            "La rédactrice en cheffe a démissionné .",
            (0, 4),
            "F",
            None,
        ),
    ],
)
def test_en_chef(sentence: str, span: tuple[int, int], gender: str, want: str | None) -> None:
    assert _realise(sentence, span, gender) == want
