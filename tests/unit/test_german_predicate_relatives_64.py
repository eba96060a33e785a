"""deb64: "die" before a plural predicate noun and a closing plural copula is the relative
pronoun (german_predicate_relatives; sentences written for these tests).

"eine Gruppe von Männern, die Beamtinnen zu sein schienen": the noun is a predicate nominative
without an article, so its masculine is the strong "Beamte", not "Beamten" (the weak form after
an article, which "die" was read as).
"""

from __future__ import annotations

import pytest
from german_realise import realise_de

from fairmt.fairqe.realise import SentenceRealiser


@pytest.fixture(scope="module")
def realiser() -> SentenceRealiser:
    return SentenceRealiser()


@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        (
            "I saw a group of men who seemed to be officials.",
            "Ich sah eine Gruppe von Männern, die Beamtinnen zu sein schienen.",
            "M",
            "Ich sah eine Gruppe von Männern, die Beamte zu sein schienen.",
        ),
        (
            "I met a group of people who were officials.",
            "Ich traf eine Gruppe von Leuten, die Beamtinnen waren.",
            "M",
            "Ich traf eine Gruppe von Leuten, die Beamte waren.",
        ),
        # Controls: an article before a subject with its own verb stays an article; a noun
        # that is no nominalised adjective looks alike in both readings; an epicene one stays.
        (
            "I met a group of people who were employees of the bank.",
            "Ich traf eine Gruppe von Leuten, die Angestellte der Bank waren.",
            "F",
            "Ich traf eine Gruppe von Leuten, die Angestellte der Bank waren.",
        ),
        (
            "The officials were tired, the officials said.",
            "Die Beamtinnen waren müde, sagten die Beamtinnen.",
            "M",
            "Die Beamten waren müde, sagten die Beamten.",
        ),
        (
            "I met men who were teachers.",
            "Ich traf Männer, die Lehrerinnen waren.",
            "M",
            "Ich traf Männer, die Lehrer waren.",
        ),
    ],
)
def test_predicate_noun_after_relative_die(
    realiser: SentenceRealiser, source: str, mt: str, gender: str, want: str
) -> None:
    assert realise_de(realiser, source, mt, gender) == want
