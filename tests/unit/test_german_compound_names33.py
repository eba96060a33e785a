"""de-inflect-27: a name written apart before a hyphenated person noun is the compound's first
part even when its first word is a German noun too (german_units._name_modifier_run)."""

from __future__ import annotations

import pytest

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item


@pytest.mark.parametrize(
    ("source", "masc", "fem", "neutral"),
    [
        (
            "The Real Madrid coach said the team played well.",
            "Der Real Madrid-Trainer sagte, das Team habe gut gespielt.",
            "Die Real Madrid-Trainerin sagte, das Team habe gut gespielt.",
            "Der*die Real Madrid-Trainer*in sagte, das Team habe gut gespielt.",
        ),
        (
            "He spoke with the Real Madrid coach.",
            "Er sprach mit dem Real Madrid-Trainer.",
            "Er sprach mit der Real Madrid-Trainerin.",
            "Er sprach mit dem*der Real Madrid-Trainer*in.",
        ),
    ],
)
def test_article_agrees_across_the_name(
    realiser: SentenceRealiser, source: str, masc: str, fem: str, neutral: str
) -> None:
    item = Item(source, masc, "de")
    realiser.prepare([item])
    assert realiser.realise(item, "F") == fem
    assert realiser.realise(item, "N") == neutral


def test_a_noun_before_a_separate_phrase_is_not_joined(realiser: SentenceRealiser) -> None:
    """Without the hyphen the first noun stays its own phrase ("dass die Polizei Beamte schickte")."""
    item = Item("He said that the police sent officers.", "Er sagte, dass die Polizei Beamte schickte.", "de")
    realiser.prepare([item])
    assert realiser.realise(item, "F") == "Er sagte, dass die Polizei Beamtinnen schickte."
