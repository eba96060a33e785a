"""de-inflect-41: time adverbs between the finite verb and its object ("hatte zunächst eine
Unabhängige nominiert") do not hide the object: its masculine is the accusative ("einen
Unabhängigen"). Sentences written for these tests."""

from __future__ import annotations

import pytest
from german_realise import realise_de

from fairmt.fairqe.realise import SentenceRealiser


@pytest.mark.parametrize(
    ("source", "mt", "want"),
    [
        (
            "The jury had first chosen an unknown for the role.",
            "Die Jury hatte zunächst eine Unbekannte für die Rolle gewählt.",
            "Die Jury hatte zunächst einen Unbekannten für die Rolle gewählt.",
        ),
        (
            "The club had already hired a coach.",
            "Der Verein hatte bereits eine Trainerin eingestellt.",
            "Der Verein hatte bereits einen Trainer eingestellt.",
        ),
        (
            "The club recently hired a coach.",
            "Der Verein stellte kürzlich eine Trainerin ein.",
            "Der Verein stellte kürzlich einen Trainer ein.",
        ),
    ],
)
def test_object_after_middle_adverb(realiser: SentenceRealiser, source: str, mt: str, want: str) -> None:
    assert realise_de(realiser, source, mt, "M") == want
