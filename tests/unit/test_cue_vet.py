"""English cue words: "vet", the clipped form of "veterinarian" (and of "veteran"), is a
person noun of either gender; as a verb ("we vet the applicants") it is no cue, so like the
other noun/verb homographs of ``POS_AMBIGUOUS`` it counts only after a determiner in the
singular.

The sentences are written for these tests (no evaluation set)."""

from __future__ import annotations

import pytest

from fairmt.fairqe.cues import source_cues


def _cues(sentence: str, lang: str = "es") -> list[tuple[str, str]]:
    return [(c.category.value, c.source_span) for c in source_cues(sentence, lang)]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("The vet examined the cat.", ("C7", "vet")),
        ("My vet is on holiday this week.", ("C7", "vet")),
        ("We took the puppy to a vet.", ("C7", "vet")),
        ("The vets were very patient with him.", ("C12", "vets")),
    ],
)
def test_vet_is_a_person_noun(sentence: str, expected: tuple[str, str]) -> None:
    assert expected in _cues(sentence)
    assert expected in _cues(sentence, "it")


@pytest.mark.parametrize(
    "sentence", ["We vet every applicant carefully.", "They vet the suppliers twice a year."]
)
def test_the_verb_vet_is_no_cue(sentence: str) -> None:
    assert all(span != "vet" for _, span in _cues(sentence))
