"""German inflector, de-inflect-11 (issue 12; branch de17, numbered de-inflect-10 there):
sentence-initial "einer von ihnen" before a copula;
compounds written as two words; the finite verb after a first noun phrase; "seit" before a
person; "den" opening a relative clause before a plural subject; feminine nouns in -anerin.

Each sentence was written for this test (none is a gold line); the German is what an MT system
writes for the English.

- "Einer von ihnen ist Arzt": a sentence-initial quantifier pronoun with "von ihnen/uns/euch"
  right before a copula is the subject of the predicative noun and agrees with it (Duden
  grammar); with another verb ("Einer von ihnen traf einen Fußgänger") the noun is a second
  person, and the pronoun changes only as its own cue ("one of them", en-cues-19); "Eine davon"
  is a thing.
- "Der Chef Inspektor": two nouns that Wiktionary (german-nouns) lists written together
  (Chefinspektor, Teamtrainer) are one compound (Duden: Zusammenschreibung); the determiner
  and adjectives agree with the head. "nach dem Krieg Republikaner" (no listed compound) stays.
- "Demonstrantinnen griffen Beamtinnen an": after a first constituent that ends in a known noun
  the lower-case word is the finite verb (Verbzweitstellung), not a strong adjective, so
  "Beamtinnen" is no dative plural.
- "seit Bundesbeamtinnen ... geschickt wurden": "seit" before a person is the conjunction.
- "der Trend, den Wissenschaftlerinnen umkehren wollen": "den" is never nominative, so before a
  noun followed only by a plural verb cluster it is the relative pronoun.
- "Republikanerin(nen)": the regular feminine of a noun in -aner (Duden, Die Grammatik).
- "mit seinem Nachbarn": a possessive, kein or der-word in -em/-es is singular only (Duden
  grammar: no plural determiner ends so), so the weak or mixed noun in -n is a dative singular.
"""

from __future__ import annotations

import pytest

from fairmt.fairqe.types import Item
from fairmt.inflect import german_lexicon

pytest.importorskip("german_nouns")


def test_adherent_feminine() -> None:
    for word in ("Republikanerin", "Republikanerinnen", "Amerikanerin"):
        assert german_lexicon.adherent_masculine(word), word
    for word in ("Planerin", "Lehrerinnen", "Kanerin"):
        assert not german_lexicon.adherent_masculine(word), word


def _realise(source: str, mt: str, gender: str) -> str | None:
    from fairmt.fairqe.realise import SentenceRealiser

    return SentenceRealiser().realise(Item(source, mt, "de"), gender)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        ("One of them is a doctor.", "Einer von ihnen ist Arzt.", "F", "Eine von ihnen ist Ärztin."),
        ("One of them is a doctor.", "Eine von ihnen ist Ärztin.", "M", "Einer von ihnen ist Arzt."),
        (
            "One of them became a famous lawyer.",
            "Einer von ihnen wurde ein berühmter Anwalt.",
            "F",
            "Eine von ihnen wurde eine berühmte Anwältin.",
        ),
        (
            "One of them hit a pedestrian.",
            "Einer von ihnen traf einen Fußgänger.",
            "F",
            # since en-cues-19 "one of them" is a person cue of its own (of unstated gender), so
            # the all-F realisation makes it feminine too; the copula rule does not fire here
            "Eine von ihnen traf eine Fußgängerin.",
        ),
        (
            "One of them is the input from the user.",
            "Eine davon ist die Eingabe durch die Benutzerin.",
            "M",
            "Eine davon ist die Eingabe durch den Benutzer.",
        ),
        (
            "The chief inspector of prisons Nick Hardwick recommended a plan.",
            "Der Chef Inspektor der Gefängnisse Nick Hardwick empfahl einen Plan.",
            "F",
            "Die Chef Inspektorin der Gefängnisse Nick Hardwick empfahl einen Plan.",
        ),
        (
            "She spoke with the former team coach.",
            "Sie sprach mit dem ehemaligen Team Trainer.",
            "F",
            "Sie sprach mit der ehemaligen Team Trainerin.",
        ),
        (
            "Protesters attacked officers.",
            "Demonstrantinnen griffen Beamtinnen an.",
            "M",
            "Demonstranten griffen Beamte an.",
        ),
        (
            "The angry protesters attacked officers.",
            "Die wütenden Demonstrantinnen griffen Beamtinnen an.",
            "M",
            "Die wütenden Demonstranten griffen Beamte an.",
        ),
        (
            "The city has been quiet since federal officers were sent to Portland.",
            "Die Stadt ist ruhig, seit Bundesbeamtinnen nach Portland geschickt wurden.",
            "M",
            "Die Stadt ist ruhig, seit Bundesbeamte nach Portland geschickt wurden.",
        ),
        (
            "That is the plan that doctors reject.",
            "Das ist der Plan, den Ärztinnen ablehnen.",
            "M",
            "Das ist der Plan, den Ärzte ablehnen.",
        ),
        (
            "The tension rose between Republicans and Democrats.",
            "Die Spannung stieg zwischen Republikanerinnen und Demokratinnen.",
            "M",
            "Die Spannung stieg zwischen Republikanern und Demokraten.",
        ),
    ],
)
def test_realise(source: str, mt: str, gender: str, want: str) -> None:
    assert _realise(source, mt, gender) == want


@pytest.mark.parametrize(
    ("mt", "want"),
    [
        ("Er sprach mit seinem Nachbarn .", "Er sprach mit seiner Nachbarin ."),
        ("Er sprach mit seinem Kollegen .", "Er sprach mit seiner Kollegin ."),
        ("Er sprach mit seinen Kollegen .", "Er sprach mit seinen Kolleginnen ."),
        ("Das Auto seines Kollegen stand dort .", "Das Auto seiner Kollegin stand dort ."),
        ("Er dankte diesem Patienten .", "Er dankte dieser Patientin ."),
    ],
)
def test_singular_determiner_in_em_es(mt: str, want: str) -> None:
    from fairmt.inflect.german import GermanInflector

    toks = mt.split()
    i = next(j for j, w in enumerate(toks) if w in ("Nachbarn", "Kollegen", "Patienten"))
    got = GermanInflector().realise(toks, (i, i + 1), "F")
    assert got is not None and " ".join(got) == want


def test_two_nouns_without_a_listed_compound_stay_apart() -> None:
    got = _realise(
        "His contempt made him a Republican after the war.",
        "Seine Verachtung trug dazu bei, dass er nach dem Krieg Republikaner wurde.",
        "F",
    )
    assert got is not None and "nach dem Krieg Republikanerin wurde" in got
