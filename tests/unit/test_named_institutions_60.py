"""en-cues-60: a capitalised title inside the name of a school, bridge or prize named after a
person ("Bishop Fenwick High School") names no one (fairqe/named_institutions.py). Sentences
written for these tests."""

from __future__ import annotations

import pytest

from fairmt.fairqe.cue_rules import source_hits
from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item


def _lemmas(source: str) -> set[str]:
    return {h.lemma for h in source_hits(source)[1]}


@pytest.mark.parametrize(
    ("source", "word"),
    [
        ("Her son attended Bishop Fenwick High School in Peabody.", "bishop"),
        ("He grew up near the President Lincoln Memorial Bridge.", "president"),
        ("The mayor renamed it Governor Walsh Park last year.", "governor"),
    ],
)
def test_title_inside_a_name_is_no_cue(source: str, word: str) -> None:
    assert word not in _lemmas(source)


@pytest.mark.parametrize(
    ("source", "word"),
    [
        ("Yesterday Bishop Fenwick visited the school in Peabody.", "bishop"),
        # Punctuation ends the name: the title is the person's, "Park" a new word.
        ("We met Governor Walsh, Park said.", "governor"),
        # A title-case headline: a verb, no name, after the title.
        ("Local Teacher Wins National Award", "teacher"),
    ],
)
def test_title_of_a_person_stays(source: str, word: str) -> None:
    assert word in _lemmas(source)


@pytest.mark.parametrize(
    ("source", "translation"),
    [
        (
            "Her son attended Bishop Fenwick High School in Peabody.",
            "Ihr Sohn besuchte die Bischof Fenwick High School in Peabody.",
        ),
        (
            "The mayor renamed it Governor Walsh Park last year.",
            "Der Bürgermeister benannte ihn letztes Jahr in Gouverneur Walsh Park um.",
        ),
    ],
)
def test_german_name_keeps_its_title(realiser: SentenceRealiser, source: str, translation: str) -> None:
    item = Item(source, translation, "de")
    realiser.prepare([item])
    got = realiser.realise(item, "F") or translation
    assert "Bischöfin" not in got and "Gouverneurin" not in got


def test_german_person_title_still_flips(realiser: SentenceRealiser) -> None:
    item = Item(
        "Yesterday Bishop Fenwick visited the school in Peabody.",
        "Gestern besuchte Bischof Fenwick die Schule in Peabody.",
        "de",
    )
    realiser.prepare([item])
    assert realiser.realise(item, "F") == "Gestern besuchte Bischöfin Fenwick die Schule in Peabody."
