"""Session 46 merge (en-cues-83): an ordinal fused head with "one"/"who" that is a copula's
complement ("she is the only one who knows the code") is said of the copula's subject, which
is a cue of its own; the fused head adds none, so a variant never flips it apart from its
subject. The sentences are written for this test."""

from __future__ import annotations

import pytest
from french_helpers import needs_fr_en

from fairmt.fairqe.cues import source_cues


def fused_heads(sentence: str) -> set[str]:
    """The spans read as fused heads standing for a person (the cue's note says so)."""
    return {c.source_span for c in source_cues(sentence, "fr") if "fused head" in c.note}


@needs_fr_en
@pytest.mark.parametrize(
    "sentence",
    [
        "Ask Maria; she is the only one who knows the code.",
        "He was the first one who noticed the smoke.",
        "We were the last ones who heard about it.",
    ],
)
def test_copula_complement_adds_no_fused_head_cue(sentence: str) -> None:
    assert not fused_heads(sentence)


@needs_fr_en
def test_fused_head_subject_still_a_person() -> None:
    assert fused_heads("The only one who knows the code is on holiday.") == {"only"}
