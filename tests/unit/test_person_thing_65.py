"""deb65: role nouns in a thing sense, German place adjectives before things, Latin -or agent nouns.

* en-cues-80 / rules-71 (fairqe/cue_collocation_senses): a role noun whose collocates show a thing
  (an "interceptor" back from a sortie, a "transmitter" with an antenna, a series' "pilot") or that
  heads a restrictive "which" relative is no person cue, and its German translation stays.
* de-inflect-57 (inflect/german_place_words): "die Münchner Polizei" keeps its place adjective;
  "Präparator", an agent noun Wiktionary lacks, is a person noun ("Präparatorin").

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
        ("The bomber flew its last sortie in June.", "bomber"),
        ("The pilot ran longer than any later episode.", "pilot"),
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
    from fairmt.fairqe.cue_thing_senses import thing_word

    assert thing_word(_split("He plugged the receiver into the old radio ."), 3)
    assert thing_word(_split("Our transmitter needed a taller antenna ."), 1)
    assert not thing_word(_split("The wide receiver caught the ball on the radio broadcast ."), 2)
    assert not thing_word(_split("The receiver signed the letter ."), 1)


@pytest.mark.parametrize(
    ("source", "mt"),
    [
        (
            "The pilot ran long, so the second episode was cut.",
            "Der Pilot lief zu lang, also wurde die zweite Folge gekürzt.",
        ),
        (
            "Two interceptors chased the scouts over the hills.",
            "Zwei Abfangjäger jagten die Aufklärer über die Hügel.",
        ),
        (
            "The interceptors returned to their squadron after the raid.",
            "Die Abfangjäger kehrten nach dem Angriff zu ihrer Staffel zurück.",
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
            "The experienced taxidermist cleaned the fossil.",
            "Der erfahrene Präparator reinigte das Fossil.",
            "F",
            "Die erfahrene Präparatorin reinigte das Fossil.",
        ),
        (
            "Two taxidermists mounted the skeleton.",
            "Zwei Präparatoren montierten das Skelett.",
            "F",
            "Zwei Präparatorinnen montierten das Skelett.",
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


# --------------------------------------------------------------------------- review mends (deb65)


@pytest.mark.parametrize(
    ("source", "word"),
    [
        # M1: after a verb of asking, telling or showing "which" opens an indirect question.
        ("We asked the waiter which wine he liked best.", "waiter"),
        ("Please show the guard which gate you used.", "guard"),
        # M2: "series of" and "season" are no words of a show's episodes.
        ("The pilot faced a series of storms over the ocean.", "pilot"),
        ("Every pilot dreads the stormy season.", "pilot"),
        # M3: attackers and raiders are people; planes and airfields are where people work too.
        ("The attackers crashed their van into a wall.", "attacker"),
        ("The attacker ran past the aircraft hangar.", "attacker"),
        ("The scouts camped near the old airfield.", "scout"),
    ],
)
def test_person_readings_kept(source: str, word: str) -> None:
    assert word in _lemmas(source)


def test_copula_linked_family_nouns_are_no_things() -> None:
    from fairmt.fairqe.cue_thing_senses import thing_word

    # M4: a copula links the two nouns of one family: it says what a person is.
    assert not thing_word(_split("My aunt was a fighter , never a bomber ."), 4)
    assert not thing_word(_split("Wrestlers are fighters , not bombers ."), 2)
    # Control: the passive auxiliary links no predicate.
    assert thing_word(_split("Four bombers were escorted by two interceptors ."), 1)


@pytest.mark.parametrize(
    ("source", "mt", "want"),
    [
        (
            "The pilot flew through a series of clouds.",
            "Der Pilot flog durch eine Reihe von Wolken.",
            "Die Pilotin flog durch eine Reihe von Wolken.",
        ),
        (
            "The scouts photographed the planes on the runway.",
            "Die Pfadfinder fotografierten die Flugzeuge auf der Piste.",
            "Die Pfadfinderinnen fotografierten die Flugzeuge auf der Piste.",
        ),
        (
            "My neighbour is a fighter, not a bomber.",
            "Mein Nachbar ist ein Kämpfer, kein Bomber.",
            "Meine Nachbarin ist eine Kämpferin, kein Bomber.",
        ),
    ],
)
def test_mended_person_realisations(realiser: SentenceRealiser, source: str, mt: str, want: str) -> None:
    assert realise_de(realiser, source, mt, "F") == want


@pytest.mark.skipif(not german_lexicon.available(), reason="german-nouns (Wiktionary) not installed")
@pytest.mark.parametrize(
    ("mt", "spans"),
    [
        # M5: a singular article before a plural noun, or a verb's dative article: the inhabitant noun.
        ("Ich schickte dem Hamburger Briefe .", [(3, 4)]),
        ("Er lieh einem Münchner Bücher .", [(3, 4)]),
        ("Wir brachten dem Dresdner Wasser .", [(3, 4)]),
        # Controls: after a preposition, or with a matching number, the adjective before a thing.
        ("Wir standen vor dem Kölner Dom .", []),
        ("Die Bremer Häfen waren voll .", []),
    ],
)
def test_place_word_article_agreement(mt: str, spans: list[tuple[int, int]]) -> None:
    assert get_inflector("de").person_spans(mt.split()) == spans


@pytest.mark.skipif(not german_lexicon.available(), reason="german-nouns (Wiktionary) not installed")
@pytest.mark.parametrize(
    ("mt", "spans"),
    [
        # M6: a place in -en ("München", "Dresden", "Bremen") gives the adjective before a person noun
        # without an article too (inhabitant_word), not only a place that is the word less -er.
        ("Er sprach mit Münchner Ärztinnen .", [(4, 5)]),
        ("Sie traf Dresdner Lehrer .", [(3, 4)]),
    ],
)
def test_place_adjective_of_places_in_en(mt: str, spans: list[tuple[int, int]]) -> None:
    assert get_inflector("de").person_spans(mt.split()) == spans
