"""en-cues-45: "the Spanish" and a cardinal before an -ese nationality word ("killed 20
Japanese") are groups of people (C12), so the German plural noun for them is realised."""

from __future__ import annotations

import pytest

from fairmt.fairqe.cue_rules import source_cues
from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item


@pytest.mark.parametrize(
    ("source", "word"),
    [
        ("The Spanish overran Uspantán and again branded all surviving warriors as slaves.", "Spanish"),
        (
            "A Chinese soldier detonated a grenade vest and killed 20 Japanese at Sihang Warehouse.",
            "Japanese",
        ),
        ("Three Portuguese were arrested at the border.", "Portuguese"),
    ],
)
def test_nationality_group(source: str, word: str) -> None:
    assert any(c.source_span == word and c.category.value == "C12" for c in source_cues(source, "de"))


@pytest.mark.parametrize(
    "source",
    ["He sold 20 Japanese cars last year.", "The Spanish economy grew by two percent."],
)
def test_nationality_adjective_before_a_noun(source: str) -> None:
    assert not any(c.category.value == "C12" for c in source_cues(source, "de"))


def test_german_plural_realised(realiser: SentenceRealiser) -> None:
    item = Item(
        "The Spanish overran Uspantán and again branded all surviving warriors as slaves.",
        "Die Spanier überrannten Uspantán und brandmarkten wieder alle überlebenden Krieger als Sklaven.",
        "de",
    )
    realiser.prepare([item])
    assert realiser.realise(item, "F") == (
        "Die Spanierinnen überrannten Uspantán und brandmarkten wieder alle überlebenden Kriegerinnen als "
        "Sklavinnen."
    )
