"""Italian ordinals in one module (bug30: italian_ordinals; no change of behaviour).

The word lists are pinned as the four modules had them; the sentences were written for
these tests.
"""

from __future__ import annotations

import pytest

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Word
from fairmt.inflect.italian_ordinals import (
    NOMINALISED_ORDINALS,
    SPECIFICATIONAL_ORDINALS,
    plural_nominal_ordinal,
    rank_ordinal_gender,
)


def test_lists_as_before_the_merge() -> None:
    assert frozenset({"primo", "ultimo", "unico", "solo", "secondo", "terzo"}) == NOMINALISED_ORDINALS
    # it-inflect-33 (closedit31): "solo" too ("La sola a saperlo era la cuoca").
    assert SPECIFICATIONAL_ORDINALS == {
        "F": {
            "primo": "prima",
            "ultimo": "ultima",
            "unico": "unica",
            "solo": "sola",
            "secondo": "seconda",
            "terzo": "terza",
        },
        "M": {
            "prima": "primo",
            "ultima": "ultimo",
            "unica": "unico",
            "sola": "solo",
            "seconda": "secondo",
            "terza": "terzo",
        },
    }


@pytest.mark.parametrize(
    ("word", "want"),
    [("quarta", "F"), ("secondo", "M"), ("ventesima", "F"), ("ultimo", None), ("casa", None), ("ora", None)],
)
def test_rank_ordinal_gender(word: str, want: str | None) -> None:
    assert rank_ordinal_gender(word) == want


def _split(text: str) -> list[str]:
    return text.split()


@pytest.mark.skipif(morphology("it") is None, reason="Apertium Italian not installed")
def test_plural_nominal_ordinal() -> None:
    morph = morphology("it")
    assert morph is not None
    words = [Word.parse(t) for t in _split("Sono stati i primi ad arrivare .")]
    assert plural_nominal_ordinal(morph, words, 2)
    words = [Word.parse(t) for t in _split("Sono stati i primi giorni di scuola .")]
    assert not plural_nominal_ordinal(morph, words, 2)
