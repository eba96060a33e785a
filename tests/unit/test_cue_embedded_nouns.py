"""en-cues-41: a gendered noun inside a relative clause or after a preposition gives no gender
to the predicate after it (fairqe/cue_embedded_nouns.py). Sentences written for these tests."""

from __future__ import annotations

import pytest

from fairmt.fairqe.cues import RuleCueDetector
from fairmt.fairqe.taxonomy import Category
from fairmt.fairqe.types import Item


@pytest.fixture(scope="module")
def detector() -> RuleCueDetector:
    return RuleCueDetector()


def _predicate(detector: RuleCueDetector, source: str, word: str) -> Category:
    det = detector.detect([Item(source, source, "it")])[0]
    return next(c.category for c in det.cues if c.source_span.lower() == word)


@pytest.mark.parametrize(
    "source",
    [
        "The surgeon who operated on my father is Brazilian.",
        "The lawyer who represented his brother was Canadian.",
        "The nurse who helped the actress is Italian.",
    ],
)
def test_embedded_noun_gives_no_gender(detector: RuleCueDetector, source: str) -> None:
    word = source.split()[-1].rstrip(".").lower()
    assert _predicate(detector, source, word) != Category.C6


@pytest.mark.parametrize(
    "source",
    ["My father is Brazilian.", "Her brother was Canadian.", "She said that her father is a doctor."],
)
def test_subject_noun_still_genders_its_predicate(detector: RuleCueDetector, source: str) -> None:
    word = source.split()[-1].rstrip(".").lower()
    assert _predicate(detector, source, word) == Category.C6
