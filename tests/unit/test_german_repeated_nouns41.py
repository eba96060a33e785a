"""de-inflect-35: another occurrence of a realised person noun that no cue covers is realised with it
(german_repeated_nouns): "Der Staatsanwalt Fiscal agierte als Staatsanwalt" for "The Procurator Fiscal
operated as the criminal prosecutor" -> "Die Staatsanwältin Fiscal agierte als Staatsanwältin"."""

from __future__ import annotations

from german_realise import realise_de

from fairmt.fairqe.realise import SentenceRealiser


def test_repeated_noun_follows(realiser: SentenceRealiser) -> None:
    source = "The Procurator Fiscal operated as the criminal prosecutor."
    mt = "Der Staatsanwalt Fiscal agierte als Staatsanwalt."
    assert realise_de(realiser, source, mt, "F") == "Die Staatsanwältin Fiscal agierte als Staatsanwältin."
    assert realise_de(realiser, source, mt, "M") == mt
    assert (
        realise_de(realiser, source, mt, "N") == "Der*die Staatsanwält*in Fiscal agierte als Staatsanwält*in."
    )


def test_noun_the_english_genders_stays(realiser: SentenceRealiser) -> None:
    # "headmaster" genders its noun lexically; the teacher's two mentions flip together.
    source = "The headmaster met the teacher and praised the teacher's work."
    mt = "Der Schulleiter traf den Lehrer und lobte die Arbeit des Lehrers."
    assert realise_de(realiser, source, mt, "F") == (
        "Der Schulleiter traf die Lehrerin und lobte die Arbeit der Lehrerin."
    )
