"""de-inflect-60: an article that MT output leaves with the phrase's opening quotation mark
glued to its end ('ein" Träumer') still belongs to the noun after it (german_stray_quotes)."""

from __future__ import annotations

import pytest

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect.base import Word
from fairmt.inflect.german import GermanInflector
from fairmt.inflect.german_stray_quotes import quoted_article


@pytest.fixture(scope="module")
def realiser() -> SentenceRealiser:
    return SentenceRealiser()


def _det(word: str) -> object:
    return GermanInflector()._is_det(word)


def _words(text: str) -> list[Word]:
    return [Word.parse(t) for t in text.split(" ")]


def test_quote_after_article_is_no_boundary() -> None:
    words = _words('nennt ihn ein" Träumer "')
    assert quoted_article(words, 2, _det)
    comma = _words("nennt ihn ein, Träumer")
    assert not quoted_article(comma, 2, _det)  # a comma stays a boundary
    noun = _words('der Träumer" lachte')
    assert not quoted_article(noun, 1, _det)  # a quote after a noun closes it


def test_realised_article_keeps_its_quote(realiser: SentenceRealiser) -> None:
    item = Item(
        'The magazine calls the singer "a dreamer and a fighter".',
        'Das Magazin nennt den Sänger ein" Träumer und ein Kämpfer ".',
        "de",
    )
    assert (
        realiser.realise(item, "F") == 'Das Magazin nennt die Sängerin eine" Träumerin und eine Kämpferin ".'
    )
    assert (
        realiser.realise(item, "N")
        == 'Das Magazin nennt den*die Sänger*in ein*e" Träumer*in und ein*e Kämpfer*in ".'
    )


def test_accusative_article_with_quote(realiser: SentenceRealiser) -> None:
    item = Item(
        'Critics called the pianist "a dreamer".',
        'Kritiker nannten den Pianisten einen" Träumer ".',
        "de",
    )
    out = realiser.realise(item, "F")
    assert out is not None and 'eine" Träumerin' in out
