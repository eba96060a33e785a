"""deb64: "die" before a plural predicate noun and a closing plural copula is the relative
pronoun (german_predicate_relatives; sentences written for these tests).

"Besucher, die Beamtinnen zu sein scheinen": the noun is a predicate nominative
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
            "The visitors, who appear to be officials, are waiting outside.",
            "Die Besucher, die Beamtinnen zu sein scheinen, warten draußen.",
            "M",
            "Die Besucher, die Beamte zu sein scheinen, warten draußen.",
        ),
        (
            "These are neighbours who were officials.",
            "Das sind Nachbarn, die Beamtinnen waren.",
            "M",
            "Das sind Nachbarn, die Beamte waren.",
        ),
        # Any plural copula, or a copula's participle or infinitive and a plural finite verb.
        (
            "My cousins, who have been officials, moved away.",
            "Meine Cousins, die Beamtinnen gewesen sind, zogen weg.",
            "M",
            "Meine Cousins, die Beamte gewesen sind, zogen weg.",
        ),
        (
            "I know students who want to become officials.",
            "Ich kenne Studenten, die Beamtinnen werden wollen.",
            "M",
            "Ich kenne Studenten, die Beamte werden wollen.",
        ),
        (
            "Those are friends who remained officials.",
            "Das sind Freunde, die Beamtinnen blieben.",
            "M",
            "Das sind Freunde, die Beamte blieben.",
        ),
        # A nominalised adjective as predicate is strong plural, alike for both genders.
        (
            "I know people who are employees.",
            "Ich kenne Leute, die Angestellte sind.",
            "M",
            "Ich kenne Leute, die Angestellte sind.",
        ),
        # Controls: an article before a subject with its own verb stays an article; a noun
        # that is no nominalised adjective looks alike in both readings; an epicene one stays.
        (
            "These are people from the village who were employees of the post office.",
            "Das sind Leute aus dem Dorf, die Angestellte der Post waren.",
            "F",
            "Das sind Leute aus dem Dorf, die Angestellte der Post waren.",
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
        (
            "Those are the officials who check applications.",
            "Das sind die Beamtinnen, die Anträge prüfen.",
            "M",
            "Das sind die Beamten, die Anträge prüfen.",
        ),
    ],
)
def test_predicate_noun_after_relative_die(
    realiser: SentenceRealiser, source: str, mt: str, gender: str, want: str
) -> None:
    assert realise_de(realiser, source, mt, gender) == want
