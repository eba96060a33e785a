"""en-cues-60: "fighter", "bomber", "scout", "attacker" in a sentence about aircraft name the
aircraft, no person (fairqe/cue_thing_senses.py). Sentences written for these tests."""

from __future__ import annotations

import pytest

from fairmt.fairqe.cue_rules import source_hits
from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item


def _lemmas(source: str) -> set[str]:
    return {h.lemma for h in source_hits(source)[1]}


@pytest.mark.parametrize(
    "source",
    [
        "Twenty bombers escorted by eight fighters attacked the harbour.",
        "The squadron lost two fighters over the channel.",
        "The gunners shot down two of the attackers over the bay.",
    ],
)
def test_aircraft_are_no_cues(source: str) -> None:
    assert not _lemmas(source) & {"fighter", "bomber", "scout", "attacker"}


@pytest.mark.parametrize(
    ("source", "word"),
    [
        ("The attacker fled before the police arrived.", "attacker"),
        ("Rebel fighters and suicide bombers attacked the town.", "fighter"),
        ("The fighter won the title on points.", "fighter"),
        # A vehicle persons ride in is no word of aircraft.
        ("The attacker crashed his car and boarded a plane.", "attacker"),
        # "shoot down" before the noun, which is its subject: a person who denies rumours.
        ("The attacker shot down every rumour about the robbery.", "attacker"),
    ],
)
def test_persons_stay_cues(source: str, word: str) -> None:
    assert word in _lemmas(source)


@pytest.mark.parametrize(
    ("source", "translation"),
    [
        (
            "Three planes attacked an enemy scout, which crashed into the sea.",
            "Drei Flugzeuge griffen einen feindlichen Aufklärer an, der ins Meer stürzte.",
        ),
        (
            "The squadron lost two fighters over the channel.",
            "Das Geschwader verlor zwei Jäger über dem Kanal.",
        ),
        (
            "The gunners shot down two of the attackers over the bay.",
            "Die Kanoniere schossen zwei der Angreifer über der Bucht ab.",
        ),
    ],
)
def test_german_aircraft_keep_their_gender(realiser: SentenceRealiser, source: str, translation: str) -> None:
    item = Item(source, translation, "de")
    realiser.prepare([item])
    got = realiser.realise(item, "F") or translation
    assert "Aufklärerin" not in got and "Jägerinnen" not in got and "Angreiferinnen" not in got


def test_german_person_attacker_still_flips(realiser: SentenceRealiser) -> None:
    item = Item(
        "The attacker fled before the police arrived.", "Der Angreifer floh, bevor die Polizei eintraf.", "de"
    )
    realiser.prepare([item])
    assert realiser.realise(item, "F") == "Die Angreiferin floh, bevor die Polizei eintraf."
