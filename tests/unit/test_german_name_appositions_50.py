"""de-inflect-43: the dative of appositions to bare names, of relatives after a verb's dative
object, and of plural "als" phrases after a dative plural.

* a loose apposition to a bare name without genitive -s after a verb is the dative ("gehörten
  Anna Berg, einer Malerin" -> "einem Maler", not the genitive "eines Malers");
* "der Sängerin Anna Smith, die ..." right after a verb is no genitive attribute: the noun sets
  its relative pronoun once, in the pronoun's own case ("dem Sänger Anna Smith, der ...");
* a plural "als" phrase after a plural object of a dative-only preposition takes the dative
  ("von den Griechen als Söldnern").

Sentences written for these tests.
"""

from __future__ import annotations

import pytest
from german_realise import realise_de

from fairmt.fairqe.realise import SentenceRealiser


@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        # Appositions to a bare name after a verb: dative.
        (
            "The diaries belonged to Anna Berg, a painter.",
            "Die Tagebücher gehörten Anna Berg, einer Malerin.",
            "M",
            "Die Tagebücher gehörten Anna Berg, einem Maler.",
        ),
        (
            "He helped Anna Berg, a young painter.",
            "Er half Anna Berg, einer jungen Malerin.",
            "M",
            "Er half Anna Berg, einem jungen Maler.",
        ),
        # Relative pronouns after a person noun that is a verb's dative object.
        (
            "He thanked the singer Anna Smith, who had come.",
            "Er dankte der Sängerin Anna Smith, die gekommen war.",
            "M",
            "Er dankte dem Sänger Anna Smith, der gekommen war.",
        ),
        (
            "He told the reporter Anna Smith, who was waiting, the news.",
            "Er erzählte der Reporterin Anna Smith, die wartete, die Neuigkeit.",
            "M",
            "Er erzählte dem Reporter Anna Smith, der wartete, die Neuigkeit.",
        ),
        # Plural "als" phrases after a dative plural.
        (
            "He spoke with the farmers as partners.",
            "Er sprach mit den Bäuerinnen als Partnerinnen.",
            "M",
            "Er sprach mit den Bauern als Partnern.",
        ),
        (
            "The law allowed the use of slaves as cooks, workers and nurses.",
            "Das Gesetz erlaubte den Einsatz von Sklavinnen als Köchinnen, Arbeiterinnen und Pflegerinnen.",
            "M",
            "Das Gesetz erlaubte den Einsatz von Sklaven als Köchen, Arbeitern und Pflegern.",
        ),
    ],
)
def test_dative_readings(realiser: SentenceRealiser, source: str, mt: str, gender: str, want: str) -> None:
    assert realise_de(realiser, source, mt, gender) == want


@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        # A name with its genitive -s keeps a genitive apposition.
        (
            "The pictures of Anna Berg, a painter, hang here.",
            "Die Bilder Anna Bergs, einer Malerin, hängen hier.",
            "M",
            "Die Bilder Anna Bergs, eines Malers, hängen hier.",
        ),
        # A partitive pronoun apposition to a subject stays nominative.
        (
            "Anna Berg, one of the best painters, came.",
            "Anna Berg, eine der besten Malerinnen, kam.",
            "M",
            "Anna Berg, einer der besten Maler, kam.",
        ),
        # A genitive attribute after a noun: its relative pronoun as before.
        (
            "The sister of the singer Anna Smith, who was ill, came.",
            "Die Schwester der Sängerin Anna Smith, die krank war, kam.",
            "M",
            "Die Schwester des Sängers Anna Smith, der krank war, kam.",
        ),
        # A two-way preposition may take the accusative; a singular "als" phrase describes the subject.
        (
            "The city relied on immigrants as workers.",
            "Die Stadt verließ sich auf Einwanderinnen als Arbeiterinnen.",
            "M",
            "Die Stadt verließ sich auf Einwanderer als Arbeiter.",
        ),
        (
            "She worked with students as an assistant.",
            "Sie arbeitete mit Studentinnen als Assistentin.",
            "M",
            "Sie arbeitete mit Studenten als Assistent.",
        ),
        (
            "They hired the farmers as workers.",
            "Sie stellten die Bäuerinnen als Arbeiterinnen ein.",
            "M",
            "Sie stellten die Bauern als Arbeiter ein.",
        ),
    ],
)
def test_unchanged_readings(realiser: SentenceRealiser, source: str, mt: str, gender: str, want: str) -> None:
    assert realise_de(realiser, source, mt, gender) == want
