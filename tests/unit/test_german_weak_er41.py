"""de-inflect-35: Bauer and Nachbar decline weak in the singular, with -n ("einen Bauern", "dem
Nachbarn", "des Bauern"), so a feminine MT realised in the masculine keeps the form German uses."""

from __future__ import annotations

import pytest
from german_realise import realise_de

from fairmt.fairqe.realise import SentenceRealiser

CASES = [
    (
        "The pig attacked a Welsh farmer.",
        "Das Schwein griff eine walisische Bäuerin an.",
        "Das Schwein griff einen walisischen Bauern an.",
    ),
    ("They thanked the farmer.", "Sie dankten der Bäuerin.", "Sie dankten dem Bauern."),
    (
        "The farmer's son sold the cows.",
        "Der Sohn der Bäuerin verkaufte die Kühe.",
        "Der Sohn des Bauern verkaufte die Kühe.",
    ),
    ("He visited his neighbour.", "Er besuchte seine Nachbarin.", "Er besuchte seinen Nachbarn."),
    ("The farmer sold the cows.", "Die Bäuerin verkaufte die Kühe.", "Der Bauer verkaufte die Kühe."),
    ("He helped the farmers.", "Er half den Bäuerinnen.", "Er half den Bauern."),
]


@pytest.mark.parametrize(("source", "mt", "masc"), CASES)
def test_weak_er_masculine(realiser: SentenceRealiser, source: str, mt: str, masc: str) -> None:
    assert realise_de(realiser, source, mt, "M") == masc


def test_weak_accusative_to_feminine(realiser: SentenceRealiser) -> None:
    mt = "Er traf einen Bauern."
    assert realise_de(realiser, "He met a farmer.", mt, "F") == "Er traf eine Bäuerin."
    assert realise_de(realiser, "He met a farmer.", mt, "M") == mt
