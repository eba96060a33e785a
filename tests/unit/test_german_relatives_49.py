"""de-inflect-41: relative pronouns of a person noun before a name and of a partitive pronoun.

* a relative pronoun after a name in close apposition to a person noun ("mit der Lehrerin Mia
  Brown, die ...") is set once, by the noun's realisation, in its own case: not "dem" for the
  nominative "die", not "die" for the dative "dem";
* a feminine relative "die" followed by a pronoun that is only nominative ("die er traf") is the
  accusative: masculine "den", not "der"; with a copula the nominative ("die ich einmal war");
* the feminine relative pronoun of a partitive pronoun ("eine der Spielerinnen, die den Pokal
  gewann") is the pronoun's where its clause's verb is singular, and goes masculine with it; a
  plural verb keeps the plural "die".

Sentences written for these tests.
"""

from __future__ import annotations

import pytest
from german_realise import realise_de

from fairmt.fairqe.realise import SentenceRealiser


@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        (
            "She spoke with the teacher Mia Brown, who had helped her.",
            "Sie sprach mit der Lehrerin Mia Brown, die ihr geholfen hatte.",
            "M",
            "Sie sprach mit dem Lehrer Mia Brown, der ihr geholfen hatte.",
        ),
        (
            "The film tells of the singer Lea Stein, who was born in Ulm.",
            "Der Film erzählt von der Sängerin Lea Stein, die in Ulm geboren wurde.",
            "M",
            "Der Film erzählt vom Sänger Lea Stein, der in Ulm geboren wurde.",
        ),
        (
            "The law is named after the young Mia Brown, who was killed in May.",
            "Das Gesetz ist benannt nach der jungen Mia Brown, die im Mai getötet wurde.",
            "M",
            "Das Gesetz ist benannt nach dem jungen Mia Brown, der im Mai getötet wurde.",
        ),
        (
            "The column was written by CBS reporter Jon Karl, who is also president of the club.",
            "Die Kolumne wurde von CBS-Reporterin Jon Karl, die auch Präsidentin des Clubs ist, geschrieben.",
            "M",
            "Die Kolumne wurde von CBS-Reporter Jon Karl, der auch Präsident des Clubs ist, geschrieben.",
        ),
        (
            "She spoke with the teacher Tom Brown, whom she had helped.",
            "Sie sprach mit dem Lehrer Tom Brown, dem sie geholfen hatte.",
            "F",
            "Sie sprach mit der Lehrerin Tom Brown, der sie geholfen hatte.",
        ),
        (
            "One of the players who won the cup retired.",
            "Eine der Spielerinnen, die den Pokal gewann, trat zurück.",
            "M",
            "Einer der Spieler, der den Pokal gewann, trat zurück.",
        ),
        (
            "One of her colleagues who worked at the bank was arrested.",
            "Eine von ihren Kolleginnen, die bei der Bank arbeitete, wurde verhaftet.",
            "M",
            "Einer von ihren Kollegen, der bei der Bank arbeitete, wurde verhaftet.",
        ),
    ],
)
def test_relative_changed_once_in_its_case(
    realiser: SentenceRealiser, source: str, mt: str, gender: str, want: str
) -> None:
    assert realise_de(realiser, source, mt, gender) == want


@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        (
            # A plural verb: the relative clause is the plural phrase's.
            "Two of the players who won the cup retired.",
            "Zwei der Spielerinnen, die den Pokal gewannen, traten zurück.",
            "M",
            "Zwei der Spieler, die den Pokal gewannen, traten zurück.",
        ),
        (
            # A pronoun subject after "die": its verb agrees with the pronoun, left as it is.
            "One of the singers whom he had trained went on tour.",
            "Eine der Sängerinnen, die er ausgebildet hatte, ging auf Tournee.",
            "M",
            "Einer der Sänger, die er ausgebildet hatte, ging auf Tournee.",
        ),
        (
            # A subject of its own after "die": singular accusative or plural, left as it is.
            "One of the players whom the coach praised retired.",
            "Eine der Spielerinnen, die der Trainer lobte, trat zurück.",
            "M",
            "Einer der Spieler, die der Trainer lobte, trat zurück.",
        ),
        (
            # A genitive noun's relative clause may be its head's: the name's own reference.
            "She spoke with the sister of the teacher Mia Brown, who had helped her.",
            "Sie sprach mit der Schwester der Lehrerin Mia Brown, die ihr geholfen hatte.",
            "M",
            "Sie sprach mit der Schwester des Lehrers Mia Brown, der ihr geholfen hatte.",
        ),
        (
            "He spoke with Mia Brown, who had helped him.",
            "Er sprach mit Mia Brown, die ihm geholfen hatte.",
            "M",
            "Er sprach mit Mia Brown, der ihm geholfen hatte.",
        ),
    ],
)
def test_relative_left_or_name_reference(
    realiser: SentenceRealiser, source: str, mt: str, gender: str, want: str
) -> None:
    assert realise_de(realiser, source, mt, gender) == want


@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        (
            "He thanked the teacher, whom he had met in Rome.",
            "Er dankte der Lehrerin, die er in Rom getroffen hatte.",
            "M",
            "Er dankte dem Lehrer, den er in Rom getroffen hatte.",
        ),
        (
            "He met the teacher, whom we had hired.",
            "Er traf die Lehrerin, die wir eingestellt hatten.",
            "M",
            "Er traf den Lehrer, den wir eingestellt hatten.",
        ),
    ],
)
def test_object_relative_die(
    realiser: SentenceRealiser, source: str, mt: str, gender: str, want: str
) -> None:
    assert realise_de(realiser, source, mt, gender) == want


@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        (
            "She spoke with the doctor that I once was.",
            "Sie sprach mit der Ärztin, die ich einmal war.",
            "M",
            "Sie sprach mit dem Arzt, der ich einmal war.",
        ),
        (
            "He thanked the teacher, who had met him in Rome.",
            "Er dankte der Lehrerin, die ihn in Rom getroffen hatte.",
            "M",
            "Er dankte dem Lehrer, der ihn in Rom getroffen hatte.",
        ),
    ],
)
def test_subject_relative_die(
    realiser: SentenceRealiser, source: str, mt: str, gender: str, want: str
) -> None:
    assert realise_de(realiser, source, mt, gender) == want
