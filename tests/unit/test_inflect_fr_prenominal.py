"""French person lookup and realisation past prenominal adjectives ("le jeune avocat", "la
nouvelle directrice"), and no person in "sa chère maison". Sentences written for these tests."""

from __future__ import annotations

import pytest

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import get_inflector

pytestmark = pytest.mark.skipif(morphology("fr") is None, reason="apertium-fra-cat not installed")


@pytest.mark.parametrize(
    ("text", "span"),
    [
        ("J'ai parlé avec le jeune avocat hier", (5, 6)),
        ("C'est un grand acteur", (3, 4)),
        ("J'ai vu la nouvelle directrice", (4, 5)),
    ],
)
def test_noun_after_prenominal_adjective_is_found(text: str, span: tuple[int, int]) -> None:
    assert span in get_inflector("fr").person_spans(text.split())


def test_thing_after_prenominal_adjective_is_no_person() -> None:
    assert get_inflector("fr").person_spans(["Il", "vit", "dans", "sa", "chère", "maison"]) == []


def test_article_before_an_adjective_determiner_agrees() -> None:
    fr = get_inflector("fr")
    toks = ["J'ai", "vu", "la", "nouvelle", "directrice"]
    assert fr.realise(toks, (4, 5), "M") == ["J'ai", "vu", "le", "nouveau", "directeur"]


@pytest.mark.parametrize(
    ("source", "masc", "fem"),
    [
        (
            "I met the new director.",
            "J'ai rencontré le nouveau directeur.",
            "J'ai rencontré la nouvelle directrice.",
        ),
        (
            "I spoke with the young lawyer.",
            "J'ai parlé avec le jeune avocat.",
            "J'ai parlé avec la jeune avocate.",
        ),
    ],
)
def test_whole_phrase_realised(source: str, masc: str, fem: str) -> None:
    r = SentenceRealiser()
    assert r.realise(Item(source, masc, "fr"), "F") == fem
    assert r.realise(Item(source, fem, "fr"), "M") == masc


def test_unknown_word_after_prenominal_adjective_is_no_person() -> None:
    # A word the dictionary lacks after "un bon" is far more often a thing.
    assert get_inflector("fr").person_spans(["Il", "espère", "un", "bon", "karma"]) == []
