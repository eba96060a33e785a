"""French adjectives made nouns by their article, one module (bug30: french_nominalised).

Sentences written for these tests. The realisations pin the behaviour the merge kept: the
removed branch of ``_copular_predicate`` changed no output.
"""

from __future__ import annotations

import pytest

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import get_inflector
from fairmt.inflect.french_nominalised import nominalised_adjective, nominalised_ordinal

pytestmark = pytest.mark.skipif(morphology("fr") is None, reason="Apertium French not installed")


def _low(text: str) -> list[str]:
    return text.lower().split()


def test_nominalised_adjective_takes_article_and_ordinal() -> None:
    morph = morphology("fr")
    low = _low("elle était la première à partir .")
    assert nominalised_adjective(low, 2, morph) == [2, 3]
    # "la première fois": the adjective of a noun, no attribute of its own
    assert nominalised_adjective(_low("c' était la première fois ."), 2, morph) == []


def test_nominalised_ordinal_ends_its_phrase() -> None:
    morph = morphology("fr")
    assert nominalised_ordinal("seule", _low("elle était la seule ."), 3, morph)
    assert nominalised_ordinal("dernière", _low("elle était la dernière de la file"), 3, morph)
    assert not nominalised_ordinal("première", _low("la première fois"), 1, morph)
    assert not nominalised_ordinal("plus", _low("la plus belle"), 1, morph)


@pytest.mark.parametrize(
    ("text", "gender", "want"),
    [
        ("Le directeur était le premier à partir .", "F", "La directrice était la première à partir ."),
        ("L' acteur a été le seul à rire .", "F", "L' actrice a été la seule à rire ."),
        ("Le chanteur était le dernier .", "F", "La chanteuse était la dernière ."),
        # The epicene ordinal "deuxième" keeps its form; its article agrees (fr-inflect-37).
        ("Le directeur était le deuxième à partir .", "F", "La directrice était la deuxième à partir ."),
        ("La directrice était la deuxième à partir .", "M", "Le directeur était le deuxième à partir ."),
    ],
)
def test_realised_attribute(text: str, gender: str, want: str) -> None:
    tokens = text.split()
    got = get_inflector("fr").realise(tokens, (0, 2), gender)  # type: ignore[arg-type]
    assert got is not None and " ".join(got) == want
