"""de66 (de-inflect-59): attributive adjectives set off by a comma stay in their noun phrase.

"ein stiller, höflicher Kunde" has two coordinated adjectives of equal rank, written with a comma
instead of "und" (german_comma_adjectives); re-declined, both and the determiner follow the noun.
Found on MT-GenEval **dev** flips (both directions); every sentence here is written for this test.
"""

from __future__ import annotations

import pytest

from fairmt.gender.types import Realisation
from fairmt.inflect.german import GermanInflector

pytest.importorskip("german_nouns")


@pytest.mark.parametrize(
    ("sentence", "span", "gender", "expected"),
    [
        (
            "Gestern kam ein stiller, höflicher Kunde.",
            (5, 6),
            "F",
            "Gestern kam eine stille, höfliche Kundin.",
        ),
        (
            "Sie sprach mit einem alten, müden Lehrer.",
            (6, 7),
            "F",
            "Sie sprach mit einer alten, müden Lehrerin.",
        ),
        ("Sie ist eine kluge, fleißige Ärztin.", (5, 6), "M", "Sie ist ein kluger, fleißiger Arzt."),
        ("Wir sahen den jungen, begabten Sänger.", (5, 6), "F", "Wir sahen die junge, begabte Sängerin."),
        (
            "Am Fenster saß ein blasser, müder Student.",
            (6, 7),
            "F",
            "Am Fenster saß eine blasse, müde Studentin.",
        ),
        (
            "Wir grüßten den freundlichen, alten, weisen Bäcker.",
            (6, 7),
            "F",
            "Wir grüßten die freundliche, alte, weise Bäckerin.",
        ),
        (
            "Sie traf einen netten, jungen, klugen Arzt.",
            (6, 7),
            "F",
            "Sie traf eine nette, junge, kluge Ärztin.",
        ),
    ],
)
def test_an_adjective_before_a_comma_agrees_with_the_noun(
    de: GermanInflector, sentence: str, span: tuple[int, int], gender: Realisation, expected: str
) -> None:
    toks = sentence.split()
    out = de.realise(toks, de.phrase_span(toks, span), gender)
    assert out is not None and " ".join(out) == expected
