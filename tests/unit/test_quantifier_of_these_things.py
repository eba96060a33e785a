"""Session 33 (gatees42): "many/few/some of these/those + noun" stands for people only when the noun does.

As en-cues-46 for the partitive pronouns ("one of those slots"), "these"/"those" before a noun is
its determiner, and a quantifier with that partitive names members of the noun's set (Quirk et
al. 1985, §5.24 on partitives): "in many of these states" names no person, and its Spanish
"muchos de esos estados" is no group to realise ("muchas de esos estados" was made). Sentences
written here.
"""

from __future__ import annotations

import pytest

from fairmt.fairqe.cue_rules import source_hits


def _indefinites(source: str) -> list[str]:
    return [h.lemma for h in source_hits(source, "es")[1] if h.kind == "indefinite"]


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("Children play in many of these parks.", []),
        ("Few of these rules apply here.", []),
        ("Many of these students were tired.", ["many"]),
        ("Some of these young nurses stayed.", ["some"]),
        ("Many of those who came were tired.", ["many", "those who"]),
        ("Many of them were tired.", ["many"]),
    ],
)
def test_a_quantifier_of_these_things_is_no_person(source: str, expected: list[str]) -> None:
    assert _indefinites(source) == expected
