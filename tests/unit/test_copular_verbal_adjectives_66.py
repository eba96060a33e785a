"""fr-inflect-79 (fr66): a masculine -ant the dictionary reads only as a present participle agrees
as the attribute of a copula ("était confiant" -> "était confiante")."""

from __future__ import annotations

import pytest

from fairmt.inflect import get_inflector


def _realise(sentence: str, index: int, gender: str) -> str:
    inf = get_inflector("fr")
    tokens = sentence.split()
    out = inf.realise(tokens, inf.phrase_span(tokens, (index, index + 1)), gender)
    return " ".join(out if out is not None else tokens)


@pytest.mark.parametrize(
    ("sentence", "want"),
    [
        ("Le notaire était confiant .", "La notaire était confiante ."),
        ("Le pharmacien semblait tremblant .", "La pharmacienne semblait tremblante ."),
        ("Mon voisin est resté très confiant .", "Ma voisine est restée très confiante ."),
    ],
)
def test_attribute_of_copula_agrees(sentence: str, want: str) -> None:
    assert _realise(sentence, 1, "F") == want
