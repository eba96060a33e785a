"""it-inflect-47: "capo" + a thing noun ("capostazione", "capoufficio", "capogruppo") is of common
gender: only its article changes; "capo" + a person noun inflects ("capocuoco" -> "capocuoca";
ItalianWordForms.inflect). Sentences written for these tests."""

from __future__ import annotations

import pytest

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import get_inflector

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


@needs_it
@pytest.mark.parametrize(
    ("text", "span", "gender", "want"),
    [
        ("Parlai con il capostazione ieri.", (2, 4), "F", "Parlai con la capostazione ieri."),
        ("Il capoufficio arrivò tardi.", (0, 2), "F", "La capoufficio arrivò tardi."),
        ("Il capotreno era gentile.", (0, 2), "F", "La capotreno era gentile."),
        ("La capogruppo era stanca.", (0, 2), "M", "Il capogruppo era stanco."),
        ("Il capocuoco era stanco.", (0, 2), "F", "La capocuoca era stanca."),
    ],
)
def test_capo_compound_of_common_gender(text: str, span: tuple[int, int], gender: str, want: str) -> None:
    got = get_inflector("it").realise(text.split(), span, gender)  # type: ignore[arg-type]
    assert got is not None
    assert " ".join(got) == want
