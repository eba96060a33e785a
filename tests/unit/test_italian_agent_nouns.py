"""it-inflect-33: an agent noun in -tore/-trice the dictionary lacks is a person after its
article, also before an adjective or after an ordinal (inflect/italian_agent_nouns.py).
Sentences written for these tests."""

from __future__ import annotations

import pytest

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import get_inflector
from fairmt.inflect.italian_agent_nouns import unknown_agent_noun

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


@pytest.fixture(scope="module")
def realiser() -> SentenceRealiser:
    return SentenceRealiser()


@needs_it
def test_unknown_agent_noun() -> None:
    assert unknown_agent_noun("sceneggiatrice")
    assert unknown_agent_noun("addestratore")
    assert not unknown_agent_noun("scrittore")  # the dictionary knows it
    assert not unknown_agent_noun("dottoranda")


@needs_it
@pytest.mark.parametrize(
    ("tokens", "span"),
    [
        ("Lavora come una sceneggiatrice esperta.", (3, 4)),
        ("La prima sceneggiatrice della serie fu lodata.", (2, 3)),
    ],
)
def test_person_spans_take_unknown_agent_nouns(tokens: str, span: tuple[int, int]) -> None:
    assert span in get_inflector("it").person_spans(tokens.split())


@needs_it
@pytest.mark.parametrize(
    ("source", "masculine", "feminine"),
    [
        (
            "Moretti is an experienced screenwriter.",
            "Moretti è uno sceneggiatore esperto.",
            "Moretti è una sceneggiatrice esperta.",
        ),
        (
            "The first screenwriter of the series was praised.",
            "Il primo sceneggiatore della serie fu lodato.",
            "La prima sceneggiatrice della serie fu lodata.",
        ),
    ],
)
def test_unknown_agent_noun_is_realised(
    realiser: SentenceRealiser, source: str, masculine: str, feminine: str
) -> None:
    assert realiser.realise(Item(source, masculine, "it"), "F") == feminine
    assert realiser.realise(Item(source, feminine, "it"), "M") == masculine
