"""de-inflect-60: a noun phrase whose "ein"-article and noun disagree in gender (MT output:
"einer Demokraten") keeps the article's case, and a realisation in the noun's gender mends the
article (german_mixed_articles)."""

from __future__ import annotations

import pytest

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect.german_mixed_articles import article_cases
from fairmt.inflect.german_words import EIN_WORD_END


@pytest.fixture(scope="module")
def realiser() -> SentenceRealiser:
    return SentenceRealiser()


def test_article_cases_of_einer() -> None:
    assert article_cases("er", EIN_WORD_END) == ["dat", "gen"]
    assert article_cases("em", EIN_WORD_END) == ["dat"]


def test_mixed_dative_apposition(realiser: SentenceRealiser) -> None:
    item = Item(
        "The letters belonged to Clara Osei, a Democrat.",
        "Die Briefe gehörten Clara Osei, einer Demokraten.",
        "de",
    )
    assert realiser.realise(item, "F") == "Die Briefe gehörten Clara Osei, einer Demokratin."
    assert realiser.realise(item, "M") == "Die Briefe gehörten Clara Osei, einem Demokraten."
    assert realiser.realise(item, "N") == "Die Briefe gehörten Clara Osei, einem*einer Demokrat*in."


def test_mixed_accusative_object(realiser: SentenceRealiser) -> None:
    item = Item("She met a student.", "Sie traf eine Studenten.", "de")
    assert realiser.realise(item, "M") == "Sie traf einen Studenten."
    assert realiser.realise(item, "F") == "Sie traf eine Studentin."
