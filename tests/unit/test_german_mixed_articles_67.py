"""de-inflect-60: a noun phrase whose "ein"-article and noun disagree in gender (MT output:
"mit einer Kollegen") keeps the article's case, and a realisation in the noun's gender mends the
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


def test_mixed_dative_after_preposition(realiser: SentenceRealiser) -> None:
    item = Item("He works with a colleague from Bonn.", "Er arbeitet mit einer Kollegen aus Bonn.", "de")
    assert realiser.realise(item, "F") == "Er arbeitet mit einer Kollegin aus Bonn."
    assert realiser.realise(item, "M") == "Er arbeitet mit einem Kollegen aus Bonn."
    assert realiser.realise(item, "N") == "Er arbeitet mit einem*einer Kolleg*in aus Bonn."


def test_mixed_genitive(realiser: SentenceRealiser) -> None:
    item = Item("The book of a student got lost.", "Das Buch einer Studenten ging verloren.", "de")
    assert realiser.realise(item, "M") == "Das Buch eines Studenten ging verloren."
    assert realiser.realise(item, "F") == "Das Buch einer Studentin ging verloren."


def test_mixed_accusative_object(realiser: SentenceRealiser) -> None:
    item = Item("She met a student.", "Sie traf eine Studenten.", "de")
    assert realiser.realise(item, "M") == "Sie traf einen Studenten."
    assert realiser.realise(item, "F") == "Sie traf eine Studentin."
