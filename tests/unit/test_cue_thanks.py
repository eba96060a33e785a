"""en-cues-41: the thanked person of "Thank you for coming" is a C10 cue aligned through the
gerund (fairqe/cue_thanks.py). Sentences written for these tests."""

from __future__ import annotations

import pytest

from fairmt.fairqe.cues import RuleCueDetector
from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.taxonomy import Category
from fairmt.fairqe.types import Item
from fairmt.inflect.apertium_morph import morphology

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


@pytest.fixture(scope="module")
def detector() -> RuleCueDetector:
    return RuleCueDetector()


@pytest.mark.parametrize(
    ("source", "hit"),
    [
        ("Thank you for coming.", True),
        ("Thanks for stopping by!", True),
        ("We thank them for joining us.", True),
        # A verb with "have" agrees with nobody; "for" + a noun is no gerund.
        ("Thank you for helping me.", False),
        ("Thank you for the flowers.", False),
    ],
)
def test_thanked_gerund_is_a_c10(detector: RuleCueDetector, source: str, hit: bool) -> None:
    det = detector.detect([Item(source, source, "it")])[0]
    assert any(c.category == Category.C10 for c in det.cues) == hit


@needs_it
def test_thanked_addressee_is_realised() -> None:
    realiser = SentenceRealiser()
    source = "Thank you for coming to the wedding."
    fem = "Grazie per essere venuta al matrimonio."
    masc = "Grazie per essere venuto al matrimonio."
    assert realiser.realise(Item(source, fem, "it"), "M") == masc
    assert realiser.realise(Item(source, masc, "it"), "F") == fem
