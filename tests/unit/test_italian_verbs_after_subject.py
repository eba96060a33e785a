"""it-inflect-44: a finite verb right after the subject noun is no agreeing adjective, whether
the dictionary reads it only as a verb ("aiuta") or does not know it and an article follows
("disturba il medico"). Sentences written for these tests."""

from __future__ import annotations

import pytest

from fairmt.inflect import get_inflector


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("La governante disturba il medico molto .", "Il governante disturba il medico molto ."),
        ("La governante aiuta il medico .", "Il governante aiuta il medico ."),
        ("La segretaria esecutiva arrivò .", "Il segretario esecutivo arrivò ."),  # an adjective
        ("La ragazza cresciuta a Roma arrivò .", "Il ragazzo cresciuto a Roma arrivò ."),  # a participle
    ],
)
def test_verb_after_subject(text: str, want: str) -> None:
    tokens = text.split(" ")
    out = get_inflector("it").realise(tokens, (0, 2), "M")
    assert out is not None and " ".join(out) == want


def test_adjective_before_a_relatives_article() -> None:
    """An unknown adjective before "la cui" still agrees (MT-GenEval dev proxy it 291 -> 290
    before this guard)."""
    tokens = ["Fu", "uno", "scrittore", "prolifico", "la", "cui", "opera", "è", "vasta", "."]
    out = get_inflector("it").realise(tokens, (1, 3), "F")
    assert out is not None and " ".join(out) == "Fu una scrittrice prolifica la cui opera è vasta ."
