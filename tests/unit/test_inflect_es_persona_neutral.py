"""The Spanish neutral realisation (*persona* periphrasis) takes the agreement of *persona*, a
feminine noun, on the words that agree with the person (es-inflect-34), from either original,
so both translations of a source get the same neutral variant. Sentences written for these
tests."""

from __future__ import annotations

import pytest

from fairmt.inflect import get_inflector
from fairmt.inflect.spanish import _morph

needs = pytest.mark.skipif(_morph() is None, reason="Apertium Spanish not installed")


@needs
@pytest.mark.parametrize(
    ("sentence", "span", "want"),
    [
        (
            "Los investigadores se quedaron dormidos .",
            (0, 2),
            "Las personas investigadoras se quedaron dormidas .",
        ),
        (
            "Las investigadoras se quedaron dormidas .",
            (0, 2),
            "Las personas investigadoras se quedaron dormidas .",
        ),
        ("El trabajador está cansado .", (0, 2), "La persona trabajadora está cansada ."),
        ("La trabajadora está cansada .", (0, 2), "La persona trabajadora está cansada ."),
        # A partitive: the phrase after "de" takes the periphrasis, the quantifier agrees.
        (
            "Uno de los investigadores , agotado , se quedó dormido .",
            (0, 4),
            "Una de las personas investigadoras , agotada , se quedó dormida .",
        ),
    ],
)
def test_persona_takes_the_feminine_agreement(sentence: str, span: tuple[int, int], want: str) -> None:
    out = get_inflector("es").realise(sentence.split(), span, "N")
    assert out is not None
    assert " ".join(out) == want
