"""deb64: "an" after a verb of going, sending or turning takes the accusative
(german_directional_an; sentences written for these tests).

A bare plural after "an" shows its case only in the masculine: "Die Spende ging an Lehrer"
(accusative, the receiver), "Kritik an Lehrern" (dative). The reader took every person after
"an" as dative, so "ging an Lehrerinnen" became "ging an Lehrern".
"""

from __future__ import annotations

import pytest
from german_realise import realise_de

from fairmt.fairqe.realise import SentenceRealiser


@pytest.fixture(scope="module")
def realiser() -> SentenceRealiser:
    return SentenceRealiser()


@pytest.mark.parametrize(
    ("source", "mt", "want"),
    [
        (
            "The donation went to teachers.",
            "Die Spende ging an Lehrerinnen.",
            "Die Spende ging an Lehrer.",
        ),
        (  # after a place adjective too
            "The donation went to Cologne teachers.",
            "Die Spende ging an Kölner Lehrerinnen.",
            "Die Spende ging an Kölner Lehrer.",
        ),
        (  # later conjuncts share it, also after a list comma
            "The donation went to pupils, nurses and teachers.",
            "Die Spende ging an Schülerinnen, Pflegerinnen und Lehrerinnen.",
            "Die Spende ging an Schüler, Pfleger und Lehrer.",
        ),
        (
            "We sent the forms to lawyers.",
            "Wir schickten die Formulare an Anwältinnen.",
            "Wir schickten die Formulare an Anwälte.",
        ),
        (
            "He turned to nurses.",
            "Er wandte sich an Pflegerinnen.",
            "Er wandte sich an Pfleger.",
        ),
        # Controls: a place passed by, and a noun's "an", stay dative.
        (
            "The bus drove past teachers.",
            "Der Bus ging an Lehrerinnen vorbei.",
            "Der Bus ging an Lehrern vorbei.",
        ),
        (
            "There was criticism of lawyers.",
            "Es gab Kritik an Anwältinnen.",
            "Es gab Kritik an Anwälten.",
        ),
    ],
)
def test_an_after_verb_of_motion_is_accusative(
    realiser: SentenceRealiser, source: str, mt: str, want: str
) -> None:
    assert realise_de(realiser, source, mt, "M") == want
