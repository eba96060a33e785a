"""it-inflect-50: adjectives before a noun of one grammatical gender for every referent ("una grande
persona", "una giovane vittima") and that noun's plural ("le guide") agree with the noun, never with
the referent: a span of them does not change. Sentences written for these tests."""

from __future__ import annotations

import pytest

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import get_inflector

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


@needs_it
@pytest.mark.parametrize(
    ("text", "span", "gender"),
    [
        ("È una grande persona .", (1, 4), "M"),
        ("Un pessimo investigatore ma una bellissima persona .", (4, 7), "M"),
        ("Era una giovane vittima dell'incidente .", (1, 4), "M"),
        ("Le giovani guide sono arrivate .", (0, 3), "M"),
        ("Le guide sono arrivate .", (0, 2), "M"),
    ],
)
def test_fixed_gender_noun_phrase_stays(text: str, span: tuple[int, int], gender: str) -> None:
    assert get_inflector("it").realise(text.split(), span, gender) is None  # type: ignore[arg-type]


@needs_it
def test_person_noun_after_adjective_still_changes() -> None:
    got = get_inflector("it").realise(["Il", "nuovo", "direttore", "è", "arrivato", "."], (0, 3), "F")
    assert got is not None
    assert " ".join(got) == "La nuova direttrice è arrivata ."
