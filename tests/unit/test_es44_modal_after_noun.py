"""es44 (session 34, shared code, rules/en-cues): a modal auxiliary after an English noun is its
verb, so the noun is no attributive modifier ("the trainer must be": "must" is also a noun).
Sentences written for these tests."""

from __future__ import annotations

import pytest

from fairmt.fairqe.english_person_nouns import attributive_noun


@pytest.mark.parametrize(
    "text",
    ["The trainer must be patient .", "The guest can stay here .", "The coach will decide ."],
)
def test_a_noun_before_a_modal_is_the_head(text: str) -> None:
    assert not attributive_noun(text.split(), 1)


def test_a_noun_before_a_noun_still_modifies_it() -> None:
    assert attributive_noun(["The", "guest", "log", "was", "lost", "."], 1)
