"""rules-54: a German possessive determiner that renders a singular "their" the aligner left
without a target agrees with its antecedent (fairqe/they_possessives.py)."""

from __future__ import annotations

import pytest

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item


@pytest.mark.parametrize(
    ("source", "mt", "want_f"),
    [
        (
            # MLQE-PE en-de train (gold dev de-1062)
            "The wrestler then tightens their grip to choke an opponent by compressing their throat.",
            "Der Wrestler drückt dann den Griff, um einen Gegner zu ersticken, "
            "indem er seinen Hals komprimiert.",
            "Die Wrestlerin drückt dann den Griff, um eine Gegnerin zu ersticken, "
            "indem sie ihren Hals komprimiert.",
        ),
        (
            "The goalkeeper then stopped an attacker by grabbing their shirt.",
            "Der Torwart stoppte dann einen Angreifer, indem er sein Trikot packte.",
            "Die Torwartin stoppte dann eine Angreiferin, indem sie ihr Trikot packte.",
        ),
    ],
)
def test_their_possessive_flips(realiser: SentenceRealiser, source: str, mt: str, want_f: str) -> None:
    item = Item(source, mt, "de")
    realiser.prepare([item])
    assert realiser.realise(item, "F") == want_f


def test_his_possessive_stays(realiser: SentenceRealiser) -> None:
    # A possessive that translates a gendered "his" is the English word's and stays.
    item = Item(
        "The goalkeeper then stopped an attacker by grabbing his shirt.",
        "Der Torwart stoppte dann einen Angreifer, indem er sein Trikot packte.",
        "de",
    )
    realiser.prepare([item])
    out = realiser.realise(item, "F")
    assert out is not None and "sein Trikot" in out
