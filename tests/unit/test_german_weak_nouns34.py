"""de-inflect-29: a weak noun in -e that Wiktionary pairs with its own feminine is no "-leute"
plural of a "-mann" compound (Aleute/Aleutin), and "-naut" is a weak agent ending (Argonaut,
Kosmonaut), also where Wiktionary lists no feminine."""

from __future__ import annotations

import pytest

from fairmt.inflect.german import GermanInflector


@pytest.mark.parametrize(
    ("word", "fem_sg", "fem_pl"),
    [
        ("Aleute", "Aleutin", "Aleutinnen"),
        ("Aleuten", "Aleutin", "Aleutinnen"),
        ("Argonauten", "Argonautin", "Argonautinnen"),
        ("Kosmonaut", "Kosmonautin", "Kosmonautinnen"),  # Wiktionary's pair, unchanged
    ],
)
def test_feminine_forms(word: str, fem_sg: str, fem_pl: str) -> None:
    info = GermanInflector().noun_info(word)
    assert info is not None
    assert info[2][2:] == (fem_sg, fem_pl)


@pytest.mark.parametrize("word", ["Kaufleute", "Landsleuten", "Feuerwehrleute"])
def test_leute_plurals_stay(word: str) -> None:
    assert GermanInflector().noun_info(word) is None
