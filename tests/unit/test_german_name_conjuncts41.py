"""de-inflect-35: a feminine "seiner"/"der" phrase after "und"/"oder" right after a name is the name's
conjunct, a dative, not a genitive attribute (german_name_conjuncts): "mit Santo und seiner Partnerin"
-> "mit Santo und seinem Partner", not "seines Partners"."""

from __future__ import annotations

import pytest
from german_realise import realise_de

from fairmt.fairqe.realise import SentenceRealiser

CASES = [
    (
        "He fought mainly with Santo and his partner.",
        "Er kämpfte vor allem mit Santo und seiner Partnerin.",
        "Er kämpfte vor allem mit Santo und seinem Partner.",
    ),
    (
        "The hearing before Inglewood and his clerk began.",
        "Die Anhörung vor Inglewood und seiner Schreiberin begann.",
        "Die Anhörung vor Inglewood und seinem Schreiber begann.",
    ),
    (
        "The animal did not belong to Yuan or his cousin.",
        "Das Tier gehörte nicht Yuan oder seiner Cousine.",
        "Das Tier gehörte nicht Yuan oder seinem Cousin.",
    ),
]


@pytest.mark.parametrize(("source", "mt", "masc"), CASES)
def test_conjunct_of_a_name_is_dative(realiser: SentenceRealiser, source: str, mt: str, masc: str) -> None:
    assert realise_de(realiser, source, mt, "M") == masc


def test_genitive_conjuncts_stay_genitive(realiser: SentenceRealiser) -> None:
    mt = "Die Arbeit der Ärztin und der Pflegerin war gut."
    assert realise_de(realiser, "The work of the doctor and the carer was good.", mt, "M") == (
        "Die Arbeit des Arztes und des Pflegers war gut."
    )
