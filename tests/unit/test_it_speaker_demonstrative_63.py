"""it-inflect-57: the pronoun *quello*/*quella* as the predicative of the speaker or the addressee
("Sono ancora quella del terzo piano", "Sei quello che è sempre stanco") agrees with them, with the
predicative of a relative "che è ..." on it; before a noun it is the determiner of another phrase
and stays the speaker's no word. Sentences the team wrote."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.italian_speaker_clauses import singular_speaker_spans

if TYPE_CHECKING:
    from conftest import OneSet, VariantSet

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


@needs_it
@pytest.mark.parametrize(
    ("source", "feminine", "masculine"),
    [
        (
            "I am still the one from the third floor.",
            "Sono ancora quella del terzo piano.",
            "Sono ancora quello del terzo piano.",
        ),
        ("I was the one who called.", "Ero quella che ha chiamato.", "Ero quello che ha chiamato."),
        (
            "I'm the one who arrived late.",
            "Sono quella che è arrivata tardi.",
            "Sono quello che è arrivato tardi.",
        ),
        (
            "You are the one who is always tired.",
            "Sei quella che è sempre stanca.",
            "Sei quello che è sempre stanco.",
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


@needs_it
@pytest.mark.parametrize(
    ("source", "translation"),
    [
        ("Money is what matters.", "I soldi sono quello che conta."),
        ("Those books are what I need.", "Quei libri sono quello che mi serve."),
        ("These shoes are what I wanted.", "Queste scarpe sono quello che volevo."),
    ],
)
def test_plural_subject_before_sono_stays(variant_set: VariantSet, source: str, translation: str) -> None:
    """ "sono" after a subject noun phrase is "they are": the pronoun is that subject's."""
    assert variant_set(source, translation, "it") == {translation}


@needs_it
def test_clause_initial_sono_spans() -> None:
    assert singular_speaker_spans(["E", "io", "sono", "quella", "che", "paga", "."]) == [(3, 4)]
    assert singular_speaker_spans(["I", "soldi", "sono", "quello", "che", "conta", "."]) == []
