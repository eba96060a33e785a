"""it-inflect-47: a dropped subject's participle takes the predicative after its place complement
along ("Sono andate a casa contente" <-> "Sono andati a casa contenti"), and an adjective that the
dictionary also reads as a finite verb ("contenti") counts as the adjective there
(inflect/italian_secondary_predicate.py). Sentences written for these tests."""

from __future__ import annotations

import pytest

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import get_inflector

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


@needs_it
@pytest.mark.parametrize(
    ("text", "span", "gender", "want"),
    [
        ("Sono tornate a casa contente.", (0, 2), "M", "Sono tornati a casa contenti."),
        ("Sono tornati a casa contenti.", (0, 2), "F", "Sono tornate a casa contente."),
        ("Siamo arrivate in ufficio stanche.", (0, 2), "M", "Siamo arrivati in ufficio stanchi."),
        ("I ragazzi sono tornati a casa contenti.", (0, 2), "F", "Le ragazze sono tornate a casa contente."),
        ("Sono andati a casa.", (0, 2), "F", "Sono andate a casa."),
    ],
)
def test_predicative_after_place_complement(text: str, span: tuple[int, int], gender: str, want: str) -> None:
    got = get_inflector("it").realise(text.split(), span, gender)  # type: ignore[arg-type]
    assert got is not None
    assert " ".join(got) == want
