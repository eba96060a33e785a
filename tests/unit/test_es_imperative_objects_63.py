"""es-inflect-46 (helper es63). Sentences written for this test.

A bare "los"/"las" right after an imperative is the article of its object, not an accusative
clitic of a group that an English "them" stands for
(:mod:`fairmt.inflect.spanish_imperative_objects`): Apertium knows "apuntes" only as a verb, and
"los apuntes" was realised with the group ("las apuntes"). A real clitic before a finite verb
still changes with its group.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from spanish_helpers import needs_es

from fairmt.inflect.spanish_imperative_objects import after_imperative

VariantSet = Callable[[str, str, str], set[str]]

pytestmark = needs_es


@pytest.mark.parametrize(
    ("source", "translation"),
    [
        ("Pass them yesterday's notes.", "Pásales los apuntes de ayer."),
        ("Show them the notes before the exam.", "Enséñeles los apuntes antes del examen."),
        ("Give them the notes now, please.", "Dales los apuntes ahora, por favor."),
    ],
)
def test_article_after_imperative_is_no_clitic(
    variant_set: VariantSet, source: str, translation: str
) -> None:
    got = variant_set(source, translation, "es")
    assert not any("las apuntes" in text for text in got)


def test_group_clitic_before_a_finite_verb_still_changes(variant_set: VariantSet) -> None:
    got = variant_set("The guests came; don't touch them.", "Vinieron las invitadas, no las toques.", "es")
    assert "Vinieron los invitados, no los toques." in got


def test_after_imperative_reads_the_word_before() -> None:
    assert after_imperative(["Pásales", "los", "apuntes"], 1)
    assert not after_imperative(["no", "los", "toques"], 1)
    assert not after_imperative(["Pásales,", "los", "apuntes"], 1)
