"""de-inflect-35: the lexical pair Krankenpfleger/Krankenschwester has the epicene Pflegekraft as its
neutral (the gold convention), in every case and number, and the adjectives of a neutral noun take its
gender ("einen neuen Krankenpfleger" -> "eine neue Pflegekraft")."""

from __future__ import annotations

import pytest
from german_realise import realise_de

from fairmt.fairqe.realise import SentenceRealiser

CASES = [
    (
        "The nurse took the blood sample.",
        "Die Krankenschwester nahm die Blutprobe.",
        "Der Krankenpfleger nahm die Blutprobe.",
        "Die Pflegekraft nahm die Blutprobe.",
    ),
    (
        "The doctor thanked the nurses.",
        "Der Arzt dankte den Krankenschwestern.",
        "Der Arzt dankte den Krankenpflegern.",
        "Der*die Ärzt*in dankte den Pflegekräften.",
    ),
    (
        "The nurses went on strike.",
        "Die Krankenschwestern streikten.",
        "Die Krankenpfleger streikten.",
        "Die Pflegekräfte streikten.",
    ),
    (
        "The hospital hired a new nurse.",
        "Das Krankenhaus stellte einen neuen Krankenpfleger ein.",
        "Das Krankenhaus stellte einen neuen Krankenpfleger ein.",
        "Das Krankenhaus stellte eine neue Pflegekraft ein.",
    ),
]


@pytest.mark.parametrize(("source", "mt", "masc", "neutral"), CASES)
def test_nurse_neutral(realiser: SentenceRealiser, source: str, mt: str, masc: str, neutral: str) -> None:
    assert realise_de(realiser, source, mt, "M") == masc
    assert realise_de(realiser, source, mt, "N") == neutral


def test_man_stays_lexical(realiser: SentenceRealiser) -> None:
    mt = "Ein junger Mann wurde verhaftet."
    assert realise_de(realiser, "The young man was arrested.", mt, "N") == mt
