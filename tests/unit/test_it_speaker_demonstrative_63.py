"""it-inflect-57: the pronoun *quello*/*quella* as the predicative of the speaker or the addressee
("Non sono più quella di una volta", "Sei quello che è sempre pronto") agrees with them, with the
predicative of a relative "che è ..." on it; before a noun it is the determiner of another phrase
and stays the speaker's no word. Sentences the team wrote."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.italian_speaker_clauses import singular_speaker_spans

if TYPE_CHECKING:
    from conftest import OneSet

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


@needs_it
@pytest.mark.parametrize(
    ("source", "feminine", "masculine"),
    [
        (
            "I'm no longer the one I was.",
            "Non sono più quella di una volta.",
            "Non sono più quello di una volta.",
        ),
        ("I was the one who called.", "Ero quella che ha chiamato.", "Ero quello che ha chiamato."),
        (
            "I'm the one who arrived late.",
            "Sono quella che è arrivata tardi.",
            "Sono quello che è arrivato tardi.",
        ),
        (
            "You are the one who is always ready.",
            "Sei quella che è sempre pronta.",
            "Sei quello che è sempre pronto.",
        ),
    ],
)
def test_speaker_demonstrative_closes(one_set: OneSet, source: str, feminine: str, masculine: str) -> None:
    one_set(source, feminine, masculine, "it")


@needs_it
def test_spans() -> None:
    assert singular_speaker_spans(["Sono", "quella", "che", "è", "stata", "scelta", "."]) == [
        (1, 2),
        (4, 5),
        (5, 6),
    ]
    # A determiner before its noun, and a third-person subject's verb, are left alone.
    assert singular_speaker_spans(["Sono", "quella", "ragazza", "."]) == []
    assert singular_speaker_spans(["È", "quella", "che", "voglio", "."]) == []
