"""fr-inflect-58 (fr49): a noun phrase of time after the participle of an object relative clause
is no object of the participle, which still agrees with the person noun before ``que``
(:mod:`fairmt.inflect.french_relative_gaps`). Sentences written for this test."""

from __future__ import annotations

import pytest

from fairmt.inflect import get_inflector
from fairmt.inflect.apertium_morph import morphology

pytestmark = pytest.mark.skipif(morphology("fr") is None, reason="Apertium French is not installed")


@pytest.mark.parametrize(
    ("text", "span", "gender", "expected"),
    [
        (
            "Le chanteur que j'ai rencontré la semaine dernière était gentil .",
            (0, 2),
            "F",
            "La chanteuse que j'ai rencontrée la semaine dernière était gentille .",
        ),
        (
            "La chanteuse que j'ai rencontrée la semaine dernière était gentille .",
            (0, 2),
            "M",
            "Le chanteur que j'ai rencontré la semaine dernière était gentil .",
        ),
        (
            "Les professeurs que nous avons invités cette année étaient contents .",
            (0, 2),
            "F",
            "Les professeures que nous avons invitées cette année étaient contentes .",
        ),
        (
            "L'avocat que le juge a écouté l'été dernier est parti .",
            (0, 1),
            "N",
            "L'avocat·e que le juge a écouté·e l'été dernier est parti·e .",
        ),
    ],
)
def test_time_phrase_is_no_object(text: str, span: tuple[int, int], gender: str, expected: str) -> None:
    got = get_inflector("fr").realise(text.split(), span, gender)  # type: ignore[arg-type]
    assert got is not None
    assert " ".join(got) == expected


def test_object_after_participle_still_blocks() -> None:
    # "informé le patient": the participle has its own object, "que" is completive, nothing agrees.
    text = "L'infirmier que j'ai informé le patient était malade est ici ."
    got = get_inflector("fr").realise(text.split(), (0, 1), "F")
    assert got is not None
    assert got[3] == "informé"
