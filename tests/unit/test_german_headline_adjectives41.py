"""de-inflect-35: a capitalised adjective that opens a headline or caption before its person noun
agrees with it (german_headline_adjectives): "Britische Premierministerin Theresa May kommt an" ->
"Britischer Premierminister ...", "Ehemaliger Präsident ..." -> "Ehemalige Präsidentin ..."."""

from __future__ import annotations

import pytest
from german_realise import realise_de

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.inflect.base import Word
from fairmt.inflect.german_headline_adjectives import headline_adjective

CASES = [
    (
        "British Prime Minister Theresa May arrives.",
        "Britische Premierministerin Theresa May kommt an.",
        "Britische Premierministerin Theresa May kommt an.",
        "Britischer Premierminister Theresa May kommt an.",
        "Britische*r Premierminister*in Theresa May kommt an.",
    ),
    (
        "Former president dies",
        "Ehemaliger Präsident stirbt",
        "Ehemalige Präsidentin stirbt",
        "Ehemaliger Präsident stirbt",
        "Ehemalige*r Präsident*in stirbt",
    ),
    (
        "German Chancellor Angela Merkel said on Monday.",
        "Deutsche Kanzlerin Angela Merkel sagte am Montag.",
        "Deutsche Kanzlerin Angela Merkel sagte am Montag.",
        "Deutscher Kanzler Angela Merkel sagte am Montag.",
        "Deutsche*r Kanzler*in Angela Merkel sagte am Montag.",
    ),
]


@pytest.mark.parametrize(("source", "mt", "fem", "masc", "neutral"), CASES)
def test_headline_adjective_agrees(
    realiser: SentenceRealiser, source: str, mt: str, fem: str, masc: str, neutral: str
) -> None:
    assert realise_de(realiser, source, mt, "F") == fem
    assert realise_de(realiser, source, mt, "M") == masc
    assert realise_de(realiser, source, mt, "N") == neutral


def test_only_a_first_word_with_an_adjective_suffix() -> None:
    def words(text: str) -> list[Word]:
        return [Word.parse(x) for x in text.split(" ")]

    def never(_: str) -> bool:
        return False

    assert headline_adjective(words("Ehemaliger Präsident stirbt"), 0, 1, never)
    assert not headline_adjective(words("Fischer Müller sagte"), 0, 1, lambda w: w == "Fischer")
    assert not headline_adjective(words("Der ehemalige Präsident"), 1, 2, never)  # not the first word
    assert not headline_adjective(words("Lehrer Müller sagte"), 0, 1, never)  # no adjective suffix
