"""it-inflect-47: a finite verb that opens a cue span tells no gender; the gender is read after it
(inflect/italian_spilled_verbs.py). Sentences written for these tests."""

from __future__ import annotations

import pytest

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import get_inflector
from fairmt.inflect.italian_spilled_verbs import leading_finite_verbs

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


@needs_it
@pytest.mark.parametrize(
    ("text", "span", "want"),
    [
        ("Chiedi alla tabaccaia se ha del tabacco.", (0, 5), "F"),
        ("Chiedi al tabaccaio se ha del tabacco.", (0, 5), "M"),
        ("Saluta la nostra vicina quando arriva.", (0, 4), "F"),
        ("Sei sposato?", (0, 2), "M"),
    ],
)
def test_gender_after_a_spilled_verb(text: str, span: tuple[int, int], want: str) -> None:
    assert get_inflector("it").gender_of(text.split(), span) == want


@needs_it
def test_leading_finite_verbs() -> None:
    toks = ["Chiedi", "alla", "tabaccaia", "se", "ha", "del", "tabacco."]
    assert leading_finite_verbs(toks, (0, 3)) == (1, 3)
    assert leading_finite_verbs(toks, (0, 1)) == (0, 1)  # the whole span
    toks = ["Ho", "chiamato", "l'idraulico", "ieri."]
    assert leading_finite_verbs(toks, (1, 3)) == (1, 3)  # a participle stays
