"""rules-37: a named subject's participles and predicatives change with the realisation when the
English genders nobody and no predicate noun vouches for the name (fairqe/bare_named_subjects.py).
Sentences written for these tests."""

from __future__ import annotations

import pytest

from fairmt.fairqe.bare_named_subjects import english_subject_names
from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect.apertium_morph import morphology

needs_it = pytest.mark.skipif(
    morphology("it") is None or morphology("en") is None, reason="Apertium Italian/English not installed"
)


@pytest.fixture(scope="module")
def realiser() -> SentenceRealiser:
    return SentenceRealiser()


@needs_it
@pytest.mark.parametrize(
    ("source", "masculine", "feminine"),
    [
        # No English person word at all: the participle is the only gendered word.
        (
            "Brunetti was deeply moved by the letter.",
            "Brunetti era profondamente commosso dalla lettera.",
            "Brunetti era profondamente commossa dalla lettera.",
        ),
        # An invariant role ("giudice") the aligner may place elsewhere.
        (
            "In 2019, Marchetti appeared as a judge on the show.",
            "Nel 2019, Marchetti è apparso in qualità di giudice nello show.",
            "Nel 2019, Marchetti è apparsa in qualità di giudice nello show.",
        ),
        # A fronted clause before the subject.
        (
            "After the election, Okafor was chosen to lead the committee.",
            "Dopo le elezioni, Okafor è stato scelto per guidare il comitato.",
            "Dopo le elezioni, Okafor è stata scelta per guidare il comitato.",
        ),
    ],
)
def test_named_subject_predicatives_change(
    realiser: SentenceRealiser, source: str, masculine: str, feminine: str
) -> None:
    assert realiser.realise(Item(source, masculine, "it"), "F") == feminine
    assert realiser.realise(Item(source, feminine, "it"), "M") == masculine


@needs_it
@pytest.mark.parametrize(
    ("source", "translation"),
    [
        # The English genders the person: the translation's gender is the source's.
        ("Brunetti said she was deeply moved.", "Brunetti disse di essere profondamente commossa."),
        # A given name genders its bearer in English too: the translation follows it.
        ("Julia was deeply moved by the letter.", "Julia era profondamente commossa dalla lettera."),
        # The name is no subject (after a preposition): nothing vouches for a person.
        ("The letter was written to Brunetti.", "La lettera fu scritta a Brunetti."),
    ],
)
def test_no_change_without_an_english_subject_name(
    realiser: SentenceRealiser, source: str, translation: str
) -> None:
    assert realiser.realise(Item(source, translation, "it"), "M") in (translation, None)


@needs_it
def test_english_subject_names() -> None:
    assert english_subject_names("Saab appeared as a judge.") == {"Saab"}
    assert english_subject_names("Since retiring, Mashburn has worked for ESPN.") == {"Mashburn"}
    assert english_subject_names("Solis successfully lobbied the state.") == {"Solis"}
    assert english_subject_names("The book by Rossi was published.") == frozenset()
    assert english_subject_names("Despite this, the team won.") == frozenset()
    assert english_subject_names("Anna was very tired.") == frozenset()
