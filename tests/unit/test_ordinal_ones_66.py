"""frg66 (en-cues-82): an ordinal fused head with the pro-form "one(s)" ("the last one to go"),
and one with a "who" relative ("the first one who calls"), stands for a person as "the last to
go" does; "that"/"which" relatives and a main clause said of a thing leave it unread.

The sentences are written for these tests.
"""

from __future__ import annotations

import pytest
from french_helpers import needs_fr_en

from fairmt.fairqe.cues import source_cues


def spans(sentence: str) -> dict[str, str]:
    return {c.source_span: c.category.value for c in source_cues(sentence, "fr")}


@needs_fr_en
@pytest.mark.parametrize(
    ("sentence", "head", "category"),
    [
        ("The first one who calls wins two tickets.", "first", "C8"),
        ("The only one who stayed was soaked.", "only", "C8"),
        ("The next one to speak will be my uncle.", "next", "C8"),
        ("The last ones to board were students.", "last", "C12"),
    ],
)
def test_ordinal_with_one_or_who_is_a_person(sentence: str, head: str, category: str) -> None:
    assert spans(sentence).get(head) == category


@needs_fr_en
@pytest.mark.parametrize(
    "sentence",
    [
        # Negative controls: a non-personal relative, a thing in the main clause.
        "The first one that cracked was the blue bowl.",
        "The last one to leave the depot was the night bus.",
    ],
)
def test_ordinal_with_one_about_a_thing_is_no_cue(sentence: str) -> None:
    assert not {"first", "last"} & set(spans(sentence))
