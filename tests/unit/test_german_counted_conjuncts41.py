"""de-inflect-35: a later conjunct counted by its own numeral shares the preposition of the list
(german_counted_conjuncts): "mit zwei Lehrerinnen und drei Schülerinnen" -> "mit zwei Lehrern und
drei Schülern", not "drei Schüler"."""

from __future__ import annotations

import pytest
from german_realise import realise_de

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.inflect.base import Word
from fairmt.inflect.german_counted_conjuncts import before_counts, count_word

CASES = [
    (
        "She spoke with two teachers and three students.",
        "Sie sprach mit zwei Lehrerinnen und drei Schülerinnen.",
        "Sie sprach mit zwei Lehrern und drei Schülern.",
    ),
    (
        "She spoke with teachers and three students.",
        "Sie sprach mit Lehrerinnen und drei Schülerinnen.",
        "Sie sprach mit Lehrern und drei Schülern.",
    ),
    (
        "The board consisted of 22 Baptists, five Quakers and four bishops.",
        "Der Vorstand bestand aus 22 Baptistinnen, fünf Quäkerinnen und vier Bischöfinnen.",
        "Der Vorstand bestand aus 22 Baptisten, fünf Quäkern und vier Bischöfen.",
    ),
]


@pytest.mark.parametrize(("source", "mt", "masc"), CASES)
def test_counted_conjunct_takes_the_dative(
    realiser: SentenceRealiser, source: str, mt: str, masc: str
) -> None:
    assert realise_de(realiser, source, mt, "M") == masc


def test_count_words() -> None:
    words = [Word.parse(x) for x in ["mit", "Lehrerinnen", "und", "drei", "Schülerinnen"]]
    assert count_word(words[3])
    assert not count_word(words[2])
    assert before_counts(words, 3) == 2
    assert before_counts(words, 2) == 2
    assert count_word(Word.parse("22"))
    assert not count_word(Word.parse("fünf,"))
