"""de66 (de-inflect-59): attributive adjectives set off by a comma stay in their noun phrase.

"ein großer, kräftiger Mann" has two coordinated adjectives of equal rank, written with a comma
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
        ("Er ist ein großer, kräftiger Mann.", (5, 6), "F", "Er ist eine große, kräftige Frau."),
        (
            "Sie sprach mit einem alten, müden Lehrer.",
            (6, 7),
            "F",
            "Sie sprach mit einer alten, müden Lehrerin.",
        ),
        ("Sie ist eine kluge, fleißige Ärztin.", (5, 6), "M", "Sie ist ein kluger, fleißiger Arzt."),
        ("Wir sahen den jungen, begabten Sänger.", (5, 6), "F", "Wir sahen die junge, begabte Sängerin."),
        ("Ein großer, kräftiger Mann kam herein.", (3, 4), "F", "Eine große, kräftige Frau kam herein."),
        (
            "Er lebte als geschiedener, alleinerziehender Vater.",
            (5, 6),
            "F",
            "Er lebte als geschiedene, alleinerziehende Mutter.",
        ),
    ],
)
def test_an_adjective_before_a_comma_agrees_with_the_noun(
    de: GermanInflector, sentence: str, span: tuple[int, int], gender: Realisation, expected: str
) -> None:
    toks = sentence.split()
    out = de.realise(toks, de.phrase_span(toks, span), gender)
    assert out is not None and " ".join(out) == expected
