"""it-inflect-47: a capitalised word after a capitalised title agrees as the title's adjective unless
the dictionary reads it as a proper name, which keeps its form ("la Maestra Buddha" -> "il Maestro
Buddha"); one the dictionary lacks agrees ("la Presidente Emerita" -> "il Presidente Emerito";
ItalianWordForms.title_case_adjective). Sentences written for these tests."""

from __future__ import annotations

import pytest

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import get_inflector

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


@needs_it
@pytest.mark.parametrize(
    ("text", "span", "gender", "want"),
    [
        (
            "Lesse i detti della Maestra Buddha ogni giorno.",
            (3, 5),
            "M",
            "Lesse i detti del Maestro Buddha ogni giorno.",
        ),
        ("La Presidente Emerita parlò.", (0, 2), "M", "Il Presidente Emerito parlò."),
        ("La Direttrice Onoraria parlò a lungo.", (0, 2), "M", "Il Direttore Onorario parlò a lungo."),
        ("Il Professore Emerito insegnava qui.", (0, 2), "F", "La Professoressa Emerita insegnava qui."),
        ("La Segretaria Generale arrivò.", (0, 2), "M", "Il Segretario Generale arrivò."),
        ("La Direttrice Esecutiva arrivò.", (0, 2), "M", "Il Direttore Esecutivo arrivò."),
    ],
)
def test_title_case_name_keeps_its_form(text: str, span: tuple[int, int], gender: str, want: str) -> None:
    got = get_inflector("it").realise(text.split(), span, gender)  # type: ignore[arg-type]
    assert got is not None
    assert " ".join(got) == want
