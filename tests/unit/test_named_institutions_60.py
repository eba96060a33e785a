"""en-cues-60: a capitalised title inside the name of a school, bridge or prize named after a
person ("Queen Adelina Hospital") names no one (fairqe/named_institutions.py); a head that is a
surname too ("Park", "Hall", "Street") ends a person's name after the title. Sentences written for
these tests."""

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
        ("Her son attended Bishop Harwell High School in Peabody.", "bishop"),
        ("She was born at Queen Adelina Hospital in Leeds.", "queen"),
        ("He taught at President Lincoln High School for years.", "president"),
        ("He grew up near the President Ostrander Memorial Bridge.", "president"),
        # A surname-like head right after another head ends the name: "Memorial Park".
        ("The mayor renamed it Governor Walsh Memorial Park last year.", "governor"),
    ],
)
def test_title_inside_a_name_is_no_cue(source: str, word: str) -> None:
    assert word not in _lemmas(source)


@pytest.mark.parametrize(
    ("source", "word"),
    [
        ("Yesterday Bishop Harwell visited the school in Peabody.", "bishop"),
        # A head that is a surname too ends the person's name, not an institution's.
        ("This morning Mayor Hall opened the session.", "mayor"),
        ("On Friday Governor Lena Street signed the bill.", "governor"),
        ("Last week President Yuna Park thanked the voters.", "president"),
        ("On Tuesday Professor Ingrid Hall said the data were noisy.", "professor"),
        ("She called Doctor Jin Park about the scan.", "doctor"),
        ("Senator Darnell Tower voted against the bill.", "senator"),
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
            "Her son attended Bishop Harwell High School in Peabody.",
            "Ihr Sohn besuchte die Bischof Harwell High School in Peabody.",
        ),
        (
            "The mayor renamed it Governor Walsh Memorial Park last year.",
            "Der Bürgermeister benannte ihn letztes Jahr in Gouverneur Walsh Memorial Park um.",
        ),
    ],
)
def test_german_name_keeps_its_title(realiser: SentenceRealiser, source: str, translation: str) -> None:
    item = Item(source, translation, "de")
    realiser.prepare([item])
    got = realiser.realise(item, "F")  # "son"/"mayor" still flip: a variant is expected
    assert got is not None and "Bischöfin" not in got and "Gouverneurin" not in got


def test_german_person_title_still_flips(realiser: SentenceRealiser) -> None:
    item = Item(
        "Yesterday Bishop Harwell visited the school in Peabody.",
        "Gestern besuchte Bischof Harwell die Schule in Peabody.",
        "de",
    )
    realiser.prepare([item])
    assert realiser.realise(item, "F") == "Gestern besuchte Bischöfin Harwell die Schule in Peabody."


@pytest.mark.parametrize(
    ("source", "translation", "expected"),
    [
        (
            "Yesterday President Yuna Park thanked the voters.",
            "Gestern dankte Präsident Yuna Park den Wählern.",
            "Präsidentin",
        ),
        (
            "On Friday Governor Lena Street signed the bill.",
            "Am Freitag unterzeichnete Gouverneur Lena Street das Gesetz.",
            "Gouverneurin",
        ),
    ],
)
def test_german_title_before_surname_head_flips(
    realiser: SentenceRealiser, source: str, translation: str, expected: str
) -> None:
    item = Item(source, translation, "de")
    realiser.prepare([item])
    got = realiser.realise(item, "F")
    assert got is not None and expected in got
