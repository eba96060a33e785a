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
        (
            "Elle coud des robes pour filles de petite taille .",
            "filles",
            "Elle coud des robes pour garçons de petite taille .",
        ),
        # An age complement.
        ("Une fille de 9 ans chantait.", "fille", "Un garçon de 9 ans chantait."),
    ],
)
def test_son_or_boy(sentence: str, word: str, want: str) -> None:
    assert _masculine(sentence, word) == want


@pytest.mark.parametrize(
    ("sentence", "word", "want"),
    [
        # A possessive, the avoir frame and a parent noun win over the age complement.
        ("Sa fille de 12 ans est malade .", "fille", "Son fils de 12 ans est malade ."),
        ("Il a une fille de 3 ans .", "fille", "Il a un fils de 3 ans ."),
        ("La mère de la fille de 12 ans attend .", "fille", "La mère du fils de 12 ans attend ."),
        # "il y a" states existence; coordination with "garçons" and a group subject: the girls.
        ("Il y a une fille dans le jardin .", "fille", "Il y a un garçon dans le jardin ."),
        (
            "La classe a trois filles et deux garçons .",
            "filles",
            "La classe a trois garçons et deux garçons .",
        ),
        ("Le groupe a trois filles .", "filles", "Le groupe a trois garçons ."),
        # An age in letters.
        ("Une fille de quinze ans dansait .", "fille", "Un garçon de quinze ans dansait ."),
        ("Une fille de vingt-deux ans arriva .", "fille", "Un garçon de vingt-deux ans arriva ."),
    ],
)
def test_frames_in_conflict(sentence: str, word: str, want: str) -> None:
    assert _masculine(sentence, word) == want
