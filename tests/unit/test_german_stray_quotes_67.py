"""de-inflect-60: an article that MT output leaves with the phrase's opening quotation mark
glued to its end ('den" Chef') still belongs to the noun after it (german_stray_quotes)."""

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
    words = _words('Sie nennen ihn den" Chef "')
    assert quoted_article(words, 3, _det)
    comma = _words("Sie nennen ihn den, Chef")
    assert not quoted_article(comma, 3, _det)  # a comma stays a boundary
    noun = _words('der Chef" lachte')
    assert not quoted_article(noun, 1, _det)  # a quote after a noun closes it


def test_realised_article_keeps_its_quote(realiser: SentenceRealiser) -> None:
    item = Item(
        'The staff call the cook "the boss".',
        'Die Angestellten nennen den Koch den" Chef ".',
        "de",
    )
    assert realiser.realise(item, "F") == 'Die Angestellten nennen die Köchin die" Chefin ".'
    assert realiser.realise(item, "N") == 'Die Angestellten nennen den*die Köch*in den*die" Chef*in ".'


def test_indefinite_article_with_quote(realiser: SentenceRealiser) -> None:
    item = Item(
        'In the film the driver plays "a hero" again.',
        'Im Film spielt der Fahrer wieder einen" Helden ".',
        "de",
    )
    out = realiser.realise(item, "F")
    assert out is not None and 'eine" Heldin' in out
