"""de-inflect-31: a bare second conjunct shares the singular article of the first ("zum Meister
und Kommandanten"), so a weak noun in -en there is singular, not a bare plural."""

from __future__ import annotations

import pytest

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect.base import Word
from fairmt.inflect.german_shared_articles import shares_singular_det


@pytest.mark.parametrize(
    ("source", "mt", "want_f"),
    [
        (
            "Parker appointed Jordan as Master and Commander of the frigate.",
            "Parker ernannte Jordan zum Meister und Kommandanten der Fregatte.",
            "Parker ernannte Jordan zur Meisterin und Kommandantin der Fregatte.",
        ),
        (
            "She thanked her friend and colleague Sam Lee.",
            "Sie dankte ihrem Freund und Kollegen Sam Lee.",
            "Sie dankte ihrer Freundin und Kollegin Sam Lee.",
        ),
    ],
)
def test_shared_singular_article(realiser: SentenceRealiser, source: str, mt: str, want_f: str) -> None:
    item = Item(source, mt, "de")
    realiser.prepare([item])
    assert realiser.realise(item, "F") == want_f


@pytest.mark.parametrize(
    ("text", "noun", "want"),
    [
        ("zum Meister und Kommandanten der Brig", 3, True),
        ("des ersten Dichters und Dramatikers", 4, True),
        ("aus Regen und Rebellen", 3, False),  # no article before the first conjunct
        ("die Lehrer und Kollegen", 3, False),  # "die" is plural too
        ("zum Meister, und Kommandanten", 3, False),  # a comma parts the phrase
    ],
)
def test_shares_singular_det(text: str, noun: int, want: bool) -> None:
    words = [Word.parse(x) for x in text.split()]
    assert shares_singular_det(words, noun) is want
