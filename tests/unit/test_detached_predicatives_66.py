"""en66 (en-cues-82): a pro-drop translation that shows the one person's gender only on a
detached series of predicatives ("..., così tranquilla, così silenziosa") is read there, so a wrong
gender is a violation and the right one agrees. Sentences the helper wrote."""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.types import Item
from fairmt.inflect.apertium_morph import morphology

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")

_WINDOW = "She stayed at the window for an hour, so quiet, so still."
_CROWD = "She spoke to the crowd for an hour, with a smile, so sure, so serene."


def _alignment(source: str, translation: str, lang: str) -> bool | None:
    [res] = RuleAgents().analyse([Item(source, translation, lang)])
    return res.variants.alignment


@needs_it
@pytest.mark.parametrize(
    ("source", "translation", "lang", "expected"),
    [
        (
            _WINDOW,
            "Rimase alla finestra per un'ora, così tranquillo, così silenzioso.",
            "it",
            False,
        ),
        (
            _WINDOW,
            "Rimase alla finestra per un'ora, così tranquilla, così silenziosa.",
            "it",
            True,
        ),
        (
            _CROWD,
            "Habló a la multitud durante una hora, con una sonrisa, tan seguro, tan sereno.",
            "es",
            False,
        ),
        (
            _CROWD,
            "Habló a la multitud durante una hora, con una sonrisa, tan segura, tan serena.",
            "es",
            True,
        ),
    ],
)
def test_detached_series_shows_the_dropped_subjects_gender(
    source: str, translation: str, lang: str, expected: bool
) -> None:
    assert _alignment(source, translation, lang) is expected
