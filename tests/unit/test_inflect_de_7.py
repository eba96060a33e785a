"""German inflector, de-inflect-7 (issue 12, fifth batch of dev lines). Each sentence was written
for this test; none is a gold line.

* weak masculines of foreign origin (der Abolitionist, des Abolitionisten) that Wiktionary lists
  without their feminine are person nouns when an English person noun is aligned to them;
* "die" before a strong adjective and a masculine plural is a relative pronoun, not an article
  ("Ärztin, die junge Patienten behandelte");
* a relative clause after a place in the genitive ("die Sicherheitsdienste Großbritanniens,
  die ...") is its head noun's, not a person's;
* a lexically gendered English noun ("emperors") that the aligner placed next to its
  translation still keeps that translation ("Kaiser") from being taken by another cue.
"""

from __future__ import annotations

import pytest

from fairmt.fairqe.types import Cue, CueDetection, Item
from fairmt.inflect import german_lexicon, get_inflector
from fairmt.inflect.base import Word
from fairmt.inflect.german import GermanInflector

pytest.importorskip("german_nouns")


@pytest.fixture(scope="module")
def de() -> GermanInflector:
    inflector = get_inflector("de")
    assert isinstance(inflector, GermanInflector)
    return inflector


# ------------------------------------------------------------- weak masculines of foreign origin


@pytest.mark.parametrize(
    ("word", "want"),
    [
        ("Abolitionisten", True),  # der Abolitionist, no "Abolitionistin" in Wiktionary
        ("Dissident", True),
        ("Dissidenten", True),
        ("Menschenrechtsaktivisten", True),  # a compound's head
        ("Lehrer", False),  # strong declension
        ("Tisch", False),
        ("Zenturionen", False),  # der Zenturio: no foreign weak suffix
    ],
)
def test_weak_foreign_masculine(word: str, want: bool) -> None:
    assert german_lexicon.weak_foreign_masculine(word) is want


def test_a_weak_foreign_masculine_without_a_listed_feminine_denotes_a_person(de: GermanInflector) -> None:
    for sentence in (
        "Die Abolitionisten trafen sich 1840 in Boston.",
        "Der Dissident wurde letzte Woche in Moskau verhaftet.",
    ):
        tokens = sentence.split()
        assert not de.denotes_no_person(tokens, (1, 2))
    # A game controller is still no person: Wiktionary lists "Controller" without a pair.
    assert de.denotes_no_person(["Der", "Controller", "ist", "kaputt."], (1, 2))


@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        (
            "The abolitionists met in Boston in 1840.",
            "Die Abolitionisten trafen sich 1840 in Boston.",
            "F",
            "Die Abolitionistinnen trafen sich 1840 in Boston.",
        ),
        (
            "The abolitionists met in Boston in 1840.",
            "Die Abolitionisten trafen sich 1840 in Boston.",
            "N",
            "Die Abolitionist*innen trafen sich 1840 in Boston.",
        ),
        (
            "The dissident was arrested in Moscow last week.",
            "Der Dissident wurde letzte Woche in Moskau verhaftet.",
            "F",
            "Die Dissidentin wurde letzte Woche in Moskau verhaftet.",
        ),
    ],
)
def test_weak_foreign_masculines_are_realised(source: str, mt: str, gender: str, want: str) -> None:
    from fairmt.fairqe.realise import SentenceRealiser

    assert SentenceRealiser().realise(Item(source, mt, "de"), gender) == want  # type: ignore[arg-type]


# ------------------------------------------------------------- relative "die" before a strong plural


@pytest.mark.parametrize(
    ("sentence", "gender", "want"),
    [
        (
            "Die Ärztin, die junge Patienten behandelte, ging im Mai in Rente.",
            "M",
            "Der Arzt, der junge Patienten behandelte, ging im Mai in Rente.",
        ),
        (
            "Die Trainerin, die erfahrene Spieler holte, wurde entlassen.",
            "M",
            "Der Trainer, der erfahrene Spieler holte, wurde entlassen.",
        ),
    ],
)
def test_die_before_a_strong_adjective_and_a_masculine_plural_is_a_relative(
    de: GermanInflector, sentence: str, gender: str, want: str
) -> None:
    tokens = sentence.split()
    out = de.realise(tokens, (0, 2), gender)  # type: ignore[arg-type]
    assert out is not None and " ".join(out) == want


def test_die_with_a_weak_plural_adjective_is_still_an_article(de: GermanInflector) -> None:
    """ "die jungen Patienten" is a phrase (plural -en after "die"): no relative clause there."""
    words = [Word.parse(t) for t in ["Die", "Ärztin,", "die", "jungen", "Patienten", "halfen,", "ging."]]
    assert de._article_fits(words, 2, "halfen")


# ------------------------------------------------------------- relative after a place in the genitive


def test_a_relative_after_a_place_in_the_genitive_is_no_person(de: GermanInflector) -> None:
    for sentence in (
        "Der Bericht kritisierte die Sicherheitsdienste Großbritanniens, die Minister verärgert hat.",
        "Man sprach über die Wirtschaft Frankreichs, die seit Jahren wächst.",
    ):
        assert de.implicit_person_spans(sentence.split()) == []
    # A name alone before the relative clause is still a person ("ergänzte Smith, der ...").
    tokens = [
        "Das",
        "sei",
        "wichtig,",
        "ergänzte",
        "Smith,",
        "der",
        "auch",
        "Mitglied",
        "des",
        "Teams",
        "ist.",
    ]
    assert de.implicit_person_spans(tokens) == [(5, 6)]


def test_feminine_realisation_keeps_the_relative_of_a_place(de: GermanInflector) -> None:
    from fairmt.fairqe.realise import SentenceRealiser

    source = "The report criticised the security services of Britain, which has angered ministers."
    mt = "Der Bericht kritisierte die Sicherheitsdienste Großbritanniens, die Minister verärgert hat."
    assert SentenceRealiser().realise(Item(source, mt, "de"), "M") == mt


# ------------------------------------------------------------- a misplaced lexically gendered cue


def test_a_misplaced_lexical_cue_keeps_its_person_noun(de: GermanInflector) -> None:
    """ "emperors" (C3, gendered by the English) placed on "und" next to "Kaiser": an English
    role word the detector passed over ("official") must not take "Kaiser" as its person."""
    from fairmt.fairqe.realise import SentenceRealiser
    from fairmt.fairqe.taxonomy import Category

    source = "The official hymns on emperors and their victories were sung by poets."
    mt = "Die offiziellen Hymnen über Kaiser und ihre Siege wurden von Dichtern gesungen."
    tokens = mt.split()
    det = CueDetection(
        cues=(
            Cue("emperors", Category.C3, "und", (4, 5), (5, 6), "M"),
            Cue("poets", Category.C12, "Dichtern", (11, 12), (10, 11)),
        )
    )
    found, _ = SentenceRealiser._unaligned(Item(source, mt, "de"), det, tokens, de)
    assert tokens[4] == "Kaiser" and (4, 5) not in found
    # Placed on the noun itself, the cue covers it as before.
    det = CueDetection(cues=(Cue("emperors", Category.C3, "Kaiser", (4, 5), (4, 5), "M"),))
    found, _ = SentenceRealiser._unaligned(Item(source, mt, "de"), det, tokens, de)
    assert (4, 5) not in found
    # A cue on a noun of its own ("Eine Frau") covers no other person noun next to it.
    source = "A woman from the minister's office called."
    mt = "Eine Frau des Ministers rief an."
    tokens = mt.split()
    det = CueDetection(cues=(Cue("woman", Category.C3, "Eine Frau", (1, 2), (0, 2), "F"),))
    assert SentenceRealiser._unaligned(Item(source, mt, "de"), det, tokens, de)[0] == [(3, 4)]
