"""rules-51: the German pronoun of an English gerund after a bare name that opens the sentence
flips also when the name has a second capital ("MacArthur") and when the English genders only
other persons: a plural ("upperclassmen") or the title of another name ("countryman Jérémy
Chardy") (realise._name_subject, gerund_controller.other_person_word)."""

from __future__ import annotations

import pytest

from fairmt.fairqe.gerund_controller import name_word, other_person_word
from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item


@pytest.mark.parametrize(
    ("source", "masc", "fem"),
    [
        (  # gold dev de-239
            "Gasquet then defeated countryman Jérémy Chardy, before losing to David Nalbandian in the "
            "semifinals.",
            "Gasquet besiegte dann Landsmann Jérémy Chardy, bevor er im Halbfinale an David Nalbandian "
            "verlor.",
            "Gasquet besiegte dann Landsmann Jérémy Chardy, bevor sie im Halbfinale an David Nalbandian "
            "verlor.",
        ),
        (  # gold dev de-1041
            "MacArthur attempted to end hazing by using officers rather than upperclassmen to train the "
            "plebes.",
            "MacArthur versuchte, hazing zu beenden, indem er Offiziere anstatt Oberschüler benutzte, um die "
            "Plebes auszubilden.",
            "MacArthur versuchte, hazing zu beenden, indem sie Offizierinnen anstatt Oberschülerinnen "
            "benutzte, um die Plebes auszubilden.",
        ),
        (  # not from the gold set
            "Nadal defeated countryman David Ferrer before losing to Djokovic in the final.",
            "Nadal besiegte Landsmann David Ferrer, bevor er im Finale gegen Djokovic verlor.",
            "Nadal besiegte Landsmann David Ferrer, bevor sie im Finale gegen Djokovic verlor.",
        ),
        (  # not from the gold set
            "McDonald won the race by overtaking Smith on the last lap.",
            "McDonald gewann das Rennen, indem er Smith in der letzten Runde überholte.",
            "McDonald gewann das Rennen, indem sie Smith in der letzten Runde überholte.",
        ),
    ],
)
def test_gerund_pronoun_of_the_name_flips(
    realiser: SentenceRealiser, source: str, masc: str, fem: str
) -> None:
    item = Item(source, masc, "de")
    realiser.prepare([item])
    assert realiser.realise(item, "F") == fem


def test_word_that_genders_the_subject_keeps_the_pronoun(realiser: SentenceRealiser) -> None:
    """A lexical word that is the name's own predicate ("became chairman") keeps the pronoun."""
    masc = "Smith wurde Vorsitzender des Vorstands, bevor er 2010 in den Ruhestand ging."
    item = Item("Smith became chairman of the board before retiring in 2010.", masc, "de")
    realiser.prepare([item])
    assert realiser.realise(item, "F") in (None, masc)


def test_helpers() -> None:
    assert name_word("MacArthur") and name_word("Gasquet,") and not name_word("NASA")
    src = ["Gasquet", "then", "defeated", "countryman", "Jérémy", "Chardy", ",", "before", "losing"]
    assert other_person_word(src, (3, 4), 0)
    assert not other_person_word(["Gasquet", ",", "a", "father", "of", "two", ",", "retired"], (3, 4), 0)
