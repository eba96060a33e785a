"""German inflector de-inflect-19 (issue 12, branch de26): plurals in -leute, and -ist person
nouns that only end like an -ist thing.

All sentences were written for this test (the German is what an MT system writes for the
English); none is from an evaluation set.

- The plural in -leute of a -mann compound (Landsleute, Kaufleute, Feuerwehrleute) names a
  group of persons of both sexes (Duden, Richtiges und gutes Deutsch, "-leute/-männer"), so it
  has no feminine counterpart and stays; the person nouns around it still change.
- A compound's first part is a word (Duden, Die Grammatik: Determinativkompositum): "Anatomist"
  and "Optimist" are no compounds of "Mist" and are -ist person nouns (Duden, the suffix -ist),
  while "Kuhmist" and "Galgenfrist" stay things.
- The suffix -isch forms adjectives only (Duden, Die Grammatik: Adjektivderivation): a
  capitalised -isch word before a person noun inside the sentence ("als Charisischer Agent")
  is an attributive adjective and agrees with the noun; "Fischer" (a noun) is not one.
- The accusative "ihn" where the source has no gendered pronoun and no "it" refers back to the
  nearest singular masculine person noun and takes its gender (Duden, Die Grammatik:
  Personalpronomen, Kongruenz mit dem Bezugswort); not after a plural, nor when a masculine
  thing stands nearer ("nahm den Brief und las ihn"), nor for an English "him".
"""

from __future__ import annotations

import pytest

from fairmt.fairqe.types import Item
from fairmt.inflect.german_predicates import person_ist

pytest.importorskip("german_nouns")


def _realise(source: str, mt: str, gender: str) -> str | None:
    from fairmt.fairqe.realise import SentenceRealiser

    return SentenceRealiser().realise(Item(source, mt, "de"), gender)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        (
            "Maria and her compatriots thanked the teachers.",
            "Maria und ihre Landsleute dankten den Lehrern.",
            "F",
            "Maria und ihre Landsleute dankten den Lehrerinnen.",
        ),
        (
            "Maria and her compatriots thanked the teachers.",
            "Maria und ihre Landsleute dankten den Lehrern.",
            "N",
            "Maria und ihre Landsleute dankten den Lehrer*innen.",
        ),
        (
            "The merchants paid the drivers.",
            "Die Kaufleute bezahlten die Fahrer.",
            "F",
            "Die Kaufleute bezahlten die Fahrerinnen.",
        ),
        (
            "Tom Baker, 71, British anatomist and writer.",
            "Tom Baker, 71, britischer Anatomist und Schriftsteller.",
            "F",
            "Tom Baker, 71, britische Anatomistin und Schriftstellerin.",
        ),
        (
            "Tom Baker, 71, British anatomist and writer.",
            "Tom Baker, 71, britischer Anatomist und Schriftsteller.",
            "N",
            "Tom Baker, 71, britische*r Anatomist*in und Schriftsteller*in.",
        ),
        (
            "One of his aides poses as a Bavarian agent.",
            "Einer seiner Assistenten posiert als Bayerischer Agent.",
            "F",
            "Eine seiner Assistentinnen posiert als Bayerische Agentin.",
        ),
        (
            "A Bavarian agent came.",
            "Ein Bayerischer Agent kam.",
            "N",
            "Ein*e Bayerische*r Agent*in kam.",
        ),
        ("The fisher came.", "Der Fischer kam.", "F", "Die Fischerin kam."),
        (
            "The club lobbied against and blocked every nominee.",
            "Der Klub setzte sich gegen jeden Kandidaten ein und blockierte ihn.",
            "F",
            "Der Klub setzte sich gegen jede Kandidatin ein und blockierte sie.",
        ),
        (
            "The club lobbied against and blocked every nominee.",
            "Der Klub setzte sich gegen jeden Kandidaten ein und blockierte ihn.",
            "N",
            "Der Klub setzte sich gegen jede*n Kandidat*in ein und blockierte ihn*sie.",
        ),
        (
            "The club lobbied against and blocked the nominees.",
            "Der Klub setzte sich gegen die Kandidaten ein und blockierte ihn.",
            "F",
            "Der Klub setzte sich gegen die Kandidatinnen ein und blockierte ihn.",
        ),
        (
            "The teacher took the letter and read the letter.",
            "Der Lehrer nahm den Brief und las ihn.",
            "F",
            "Die Lehrerin nahm den Brief und las ihn.",
        ),
        (
            "The police stopped the driver and arrested him quickly.",
            "Die Polizei stoppte den Fahrer und verhaftete ihn schnell.",
            "F",
            "Die Polizei stoppte die Fahrerin und verhaftete ihn schnell.",
        ),
    ],
)
def test_realise(source: str, mt: str, gender: str, want: str) -> None:
    assert _realise(source, mt, gender) == want


@pytest.mark.parametrize(
    ("word", "person"),
    [
        ("anatomist", True),
        ("optimist", True),
        ("medievalist", True),
        ("kuhmist", False),
        ("galgenfrist", False),
        ("hinterlist", False),
        ("mist", False),
    ],
)
def test_person_ist(word: str, person: bool) -> None:
    assert person_ist(word) is person
