"""it-inflect-50: the stop of an abbreviated masculine title belongs to the title ("Sig." <-> "Sig.ra",
"Dott." <-> "Dott.ssa"; italian_title_abbreviations). Sentences written for these tests."""

from __future__ import annotations

import pytest

from fairmt.inflect.base import get_inflector
from fairmt.inflect.italian_title_abbreviations import title_stops


@pytest.mark.parametrize(
    ("text", "span", "gender", "want"),
    [
        ("Ho parlato con il Sig. Rossi ieri .", (3, 5), "F", "Ho parlato con la Sig.ra Rossi ieri ."),
        ("Ho parlato con la Sig.ra Rossi ieri .", (3, 5), "M", "Ho parlato con il Sig. Rossi ieri ."),
        ("Il Dott. Verdi è arrivato .", (0, 2), "F", "La Dott.ssa Verdi è arrivato ."),
        ("La Dott.ssa Verdi è arrivata .", (0, 2), "M", "Il Dott. Verdi è arrivata ."),
        ("Il Prof.ssa Bianchi insegna .", (0, 2), "M", "Il Prof. Bianchi insegna ."),
        ("Lavora con il Sig.", (2, 4), "F", "Lavora con la Sig.ra"),
        ("Lavora con la Sig.ra", (2, 4), "M", "Lavora con il Sig."),
    ],
)
def test_title_abbreviation_keeps_its_stop(text: str, span: tuple[int, int], gender: str, want: str) -> None:
    got = get_inflector("it").realise(text.split(), span, gender)  # type: ignore[arg-type]
    assert got is not None
    assert " ".join(got) == want


def test_prof_abbreviates_both_genders() -> None:
    # "la Prof." is in use: the masculine abbreviation stays
    got = get_inflector("it").realise(["Il", "Prof.", "Bianchi", "insegna", "."], (0, 2), "F")
    assert got is not None
    assert " ".join(got) == "La Prof. Bianchi insegna ."


def test_untouched_titles_keep_their_stops() -> None:
    before = ["La", "Sig.ra.", "Rossi", "e", "il", "Sig."]
    assert title_stops(before, list(before)) == before
    assert title_stops(["il", "Sig."], ["la", "Sig.ra", "x"]) == ["la", "Sig.ra", "x"]
