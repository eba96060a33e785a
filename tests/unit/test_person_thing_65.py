"""deb65: role nouns in a thing sense, German place adjectives before things, Latin -or agent nouns.

* en-cues-80 / rules-71 (fairqe/cue_collocation_senses): a role noun whose collocates show a thing
  (a "scout" that crashes among aircraft, a "receiver" with valves, a series' "pilot") or that
  heads a restrictive "which" relative is no person cue, and its German translation stays.
* de-inflect-57 (inflect/german_place_words): "die Münchner Polizei" keeps its place adjective;
  "Prospektor", an agent noun Wiktionary lacks, is a person noun ("Prospektorin").

Sentences written for these tests.
"""

from __future__ import annotations

import pytest
from german_realise import realise_de

from fairmt.fairqe.cue_rules import source_hits
from fairmt.fairqe.realise import SentenceRealiser
from fairmt.inflect import german_lexicon, get_inflector


def _split(text: str) -> list[str]:
    return text.split()


def _lemmas(source: str) -> set[str]:
    return {h.lemma for h in source_hits(source)[1]}


@pytest.fixture(scope="module")
def realiser() -> SentenceRealiser:
    return SentenceRealiser()


@pytest.mark.parametrize(
    ("source", "word"),
    [
        ("The scout lost a wing and crashed near the river.", "scout"),
        ("Critics loved the pilot, and the network ordered a full season.", "pilot"),
        ("The cleaner which they sell removes rust.", "cleaner"),
    ],
)
def test_thing_senses_are_no_cues(source: str, word: str) -> None:
    assert word not in _lemmas(source)
    # Controls: the same nouns where the sentence shows a person stay cues.
    assert "scout" in _lemmas("The scout who found the trail waved to us.")
    assert "pilot" in _lemmas("The pilot thanked the passengers.")
    assert "judge" in _lemmas("A panel of judges which met in May chose her.")


def test_receiver_among_radio_words_is_a_thing() -> None:
    from fairmt.fairqe.cue_collocation_senses import thing_word

    assert thing_word(_split("He plugged the receiver into the old radio ."), 3)
    assert thing_word(_split("Their receiver needed two new valves ."), 1)
    assert not thing_word(_split("The wide receiver caught the ball on the radio broadcast ."), 2)
    assert not thing_word(_split("The receiver signed the letter ."), 1)


@pytest.mark.parametrize(
    ("source", "mt"),
    [
        ("The network aired the pilot in March.", "Der Sender strahlte den Piloten im März aus."),
        (
            "Six bombers and four fighters flew over the harbour.",
            "Sechs Bomber und vier Kämpfer flogen über den Hafen.",
        ),
        (
            "The scout lost a wing and crashed near the river.",
            "Der Aufklärer verlor einen Flügel und stürzte nahe dem Fluss ab.",
        ),
    ],
)
def test_german_thing_translations_stay(realiser: SentenceRealiser, source: str, mt: str) -> None:
    got = realise_de(realiser, source, mt, "F")
    assert got is None or got == mt
    # Control: a pilot who flies is a person.
    assert (
        realise_de(
            realiser, "The pilot landed the plane safely.", "Der Pilot landete das Flugzeug sicher.", "F"
        )
        == "Die Pilotin landete das Flugzeug sicher."
    )


@pytest.mark.skipif(not german_lexicon.available(), reason="german-nouns (Wiktionary) not installed")
@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        (
            "The old prospector found gold in the creek.",
            "Der alte Prospektor fand Gold im Bach.",
            "F",
            "Die alte Prospektorin fand Gold im Bach.",
        ),
        (
            "We met two prospectors in the valley.",
            "Wir trafen zwei Prospektoren im Tal.",
            "F",
            "Wir trafen zwei Prospektorinnen im Tal.",
        ),
    ],
)
def test_german_place_adjectives_and_latin_agents(
    realiser: SentenceRealiser, source: str, mt: str, gender: str, want: str
) -> None:
    assert realise_de(realiser, source, mt, gender) == want
    # Controls: the inhabitant noun standing alone is a person; a short -or word is a name.
    assert realise_de(realiser, "A Munich native greeted us.", "Ein Münchner begrüßte uns.", "F") == (
        "Eine Münchnerin begrüßte uns."
    )


@pytest.mark.skipif(not german_lexicon.available(), reason="german-nouns (Wiktionary) not installed")
@pytest.mark.parametrize(
    "mt",
    [
        "Die Münchner Polizei sperrte die Straße .",
        "Die Kölner Zeitung druckte eine lange Geschichte .",
        "Im Hamburger Hafen wartete ein Schiff .",
        "Der Bremer Senat tagte am Montag .",
    ],
)
def test_place_adjective_before_a_thing_is_no_person(mt: str) -> None:
    inflector = get_inflector("de")
    assert inflector.person_spans(mt.split()) == []
    # Controls: the inhabitant noun alone and the adjective before a person noun.
    assert inflector.person_spans(_split("Ein Münchner lachte laut .")) == [(1, 2)]
    assert inflector.person_spans(_split("Die Kölner Ärztin lachte .")) == [(2, 3)]
