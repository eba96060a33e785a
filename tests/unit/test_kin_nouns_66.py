"""fr-inflect-79 (fr66): masculine "fille" is "fils" (son) or "garçon" (boy) by the frame around it."""

from __future__ import annotations

import pytest

from fairmt.inflect import get_inflector


def _masculine(sentence: str, word: str) -> str:
    inf = get_inflector("fr")
    out = sentence.split()
    for i in reversed([i for i, t in enumerate(out) if t.strip(".,").lower().split("'")[-1] == word]):
        new = inf.realise(out, inf.phrase_span(out, (i, i + 1)), "M")
        if new is not None:
            out = new
    return " ".join(out)


@pytest.mark.parametrize(
    ("sentence", "word", "want"),
    [
        # The object of "avoir" after a numeral: a parent's children.
        ("Ma voisine a deux filles.", "filles", "Ma voisine a deux fils."),
        ("Ce meunier laissa une fille .", "fille", "Ce meunier laissa un fils ."),
        # The complement of a kinship noun.
        ("Le grand-père de trois filles souriait.", "filles", "Le grand-père de trois fils souriait."),
        # A filiation adjective.
        ("Elle était la fille cadette du notaire.", "fille", "Elle était le fils cadet du notaire."),
        ("Une fille adoptive vint hier.", "fille", "Un fils adoptif vint hier."),
        # Bare noun after "pour", even before "de": the boys, not anyone's sons.
        ("Un collège pour filles de Nantes.", "filles", "Un collège pour garçons de Nantes."),
        # An age complement.
        ("Une fille de 9 ans chantait.", "fille", "Un garçon de 9 ans chantait."),
    ],
)
def test_son_or_boy(sentence: str, word: str, want: str) -> None:
    assert _masculine(sentence, word) == want
