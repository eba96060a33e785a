"""fr-inflect-13: a predicate whose masculine form is one for both numbers ("heureux", "pris"),
realised on its own, takes the number of the plural copula or auxiliary before it.

Sentences written for these tests (not lines of the gold set, not from an evaluation set).
"""

from __future__ import annotations

import pytest

from fairmt.inflect import get_inflector
from fairmt.inflect.apertium_morph import morphology

pytestmark = pytest.mark.skipif(morphology("fr") is None, reason="apertium-fra-cat not installed")


def realise(sentence: str, span: tuple[int, int], gender: str) -> str | None:
    out = get_inflector("fr").realise(sentence.split(), span, gender)  # type: ignore[arg-type]
    return None if out is None else " ".join(out)


@pytest.mark.parametrize(
    ("sentence", "span", "want"),
    [
        ("Ils étaient très heureux .", (3, 4), "Ils étaient très heureuses ."),
        ("Ils ont été pris à l'hôpital .", (3, 4), "Ils ont été prises à l'hôpital ."),
        ("Nous sommes surpris .", (2, 3), "Nous sommes surprises ."),
        ("Les deux cousins étaient assis .", (4, 5), "Les deux cousins étaient assises ."),
    ],
)
def test_a_plural_copula_gives_the_number(sentence: str, span: tuple[int, int], want: str | None) -> None:
    assert realise(sentence, span, "F") == want


@pytest.mark.parametrize(
    ("sentence", "span", "want"),
    [
        # One person: the number stays singular.
        ("Il était heureux .", (2, 3), "Il était heureuse ."),
        # "vous" may be one person: its predicate is not made plural by "êtes".
        ("Vous êtes très heureux .", (3, 4), "Vous êtes très heureuse ."),
    ],
)
def test_singular_and_polite_vous_stay_singular(sentence: str, span: tuple[int, int], want: str) -> None:
    assert realise(sentence, span, "F") == want


def test_avoir_counts_only_with_ete() -> None:
    # "ont pris" is an active compound tense: the participle agrees with nobody here.
    assert realise("Ils ont pris le train .", (2, 3), "F") is None
