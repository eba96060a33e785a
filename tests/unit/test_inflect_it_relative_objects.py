"""The main predicate after a subject relative clause with an object (it-inflect-43): the object's
noun is found right after its article even where Apertium's Italian dictionary also reads it as a
finite verb ("l'articolo": *articolare*) or only as a participle ("la partita": *partire*).
Sentences written for these tests, never rows of an evaluation set."""

from __future__ import annotations

import pytest

from fairmt.inflect import get_inflector
from fairmt.inflect.apertium_morph import morphology

needs = pytest.mark.skipif(morphology("it") is None, reason="Apertium Italian not installed")


@needs
@pytest.mark.parametrize(
    ("sentence", "want"),
    [
        (
            "Il medico che ha scritto l'articolo è stato minacciato .",
            "La medica che ha scritto l'articolo è stata minacciata .",
        ),
        (
            "Il giornalista che ha scritto l'articolo è stato minacciato .",
            "La giornalista che ha scritto l'articolo è stata minacciata .",
        ),
        (
            "Il ragazzo che ha visto la partita era contento .",
            "La ragazza che ha visto la partita era contenta .",
        ),
        (
            "Il giornalista che ha scritto il libro è stato premiato .",
            "La giornalista che ha scritto il libro è stata premiata .",
        ),
    ],
)
def test_main_predicate_after_an_object_relative(sentence: str, want: str) -> None:
    out = get_inflector("it").realise(sentence.split(), (0, 2), "F")
    assert out is not None
    assert " ".join(out) == want
