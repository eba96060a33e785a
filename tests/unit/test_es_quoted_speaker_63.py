"""es63 (helper es63). Sentences written for this test.

The first person inside a quotation is the person its reporting clause names ("'I am tired,'
said the teacher"): one person, realised in one gender, never split into a speaker and a noun
of different genders (:mod:`fairmt.fairqe.agents.quoted_speakers`). A noun inside the quotation
or outside any reporting clause stays a person of its own.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from spanish_helpers import needs_es

from fairmt.fairqe.agents.quoted_speakers import reporting_noun

VariantSet = Callable[[str, str, str], set[str]]

pytestmark = needs_es


@pytest.mark.parametrize(
    ("source", "translation", "mixed"),
    [
        (
            '"I am tired," said the teacher.',
            "Estoy cansada, dijo la profesora.",
            ("Estoy cansado, dijo la profesora.", "Estoy cansada, dijo el profesor."),
        ),
        (
            '"I am ready," the cook said.',
            "Estoy lista, dijo la cocinera.",
            ("Estoy listo, dijo la cocinera.", "Estoy lista, dijo el cocinero."),
        ),
    ],
)
def test_quoted_speaker_is_the_reporting_noun(
    variant_set: VariantSet, source: str, translation: str, mixed: tuple[str, str]
) -> None:
    got = variant_set(source, translation, "es")
    assert not set(mixed) & got
    assert len(got) > 1  # the one person is still realised in the other gender


def test_other_persons_stay_apart() -> None:
    words = ['"I', "saw", "the", 'nurse,"', "said", "the", "teacher."]
    assert reporting_noun(words, (0, 1), (6, 7))  # the teacher says it
    assert not reporting_noun(words, (0, 1), (3, 4))  # the nurse is inside the quotation
    assert not reporting_noun(["I", "am", "tired", "because", "the", "nurse", "left."], (0, 1), (5, 6))
    assert reporting_noun(["The", "nurse", "said:", '"I', "am", 'tired."'], (3, 4), (1, 2))
    # a quotation closed by a full stop is a sentence of its own: the next one reports nothing
    assert not reporting_noun(['"I', "am", 'tired."', "The", "teacher", "said", "nothing."], (0, 1), (4, 5))
    assert not reporting_noun(['"I', "am", 'tired".', "The", "teacher", "said", "nothing."], (0, 1), (4, 5))
    assert reporting_noun(['"Am', "I", 'late?"', "asked", "the", "teacher."], (1, 2), (5, 6))


def test_sentence_after_a_closed_quotation_stays_apart(variant_set: VariantSet) -> None:
    got = variant_set(
        '"I am tired." The teacher said nothing else.', "Estoy cansada. La profesora no dijo nada más.", "es"
    )
    assert "Estoy cansado. La profesora no dijo nada más." in got
