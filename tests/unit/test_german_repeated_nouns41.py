"""de-inflect-35: another occurrence of a realised person noun that no cue covers is realised with it
(german_repeated_nouns): "Der Staatsanwalt Fiscal agierte als Staatsanwalt" for "The Procurator Fiscal
operated as the criminal prosecutor" -> "Die Staatsanwältin Fiscal agierte als Staatsanwältin"."""

from __future__ import annotations

import pytest

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item


@pytest.fixture(scope="module")
def realiser() -> SentenceRealiser:
    return SentenceRealiser()


def _realise(realiser: SentenceRealiser, source: str, mt: str, gender: str) -> str | None:
    item = Item(source, mt, "de")
    realiser.prepare([item])
    return realiser.realise(item, gender)  # type: ignore[arg-type]


def test_repeated_noun_follows(realiser: SentenceRealiser) -> None:
    source = "The Procurator Fiscal operated as the criminal prosecutor."
    mt = "Der Staatsanwalt Fiscal agierte als Staatsanwalt."
    assert _realise(realiser, source, mt, "F") == "Die Staatsanwältin Fiscal agierte als Staatsanwältin."
    assert _realise(realiser, source, mt, "M") == mt
    assert (
        _realise(realiser, source, mt, "N") == "Der*die Staatsanwält*in Fiscal agierte als Staatsanwält*in."
    )


def test_noun_the_english_genders_stays(realiser: SentenceRealiser) -> None:
    # "headmaster" genders its noun lexically; the teacher's two mentions flip together.
    source = "The headmaster met the teacher and praised the teacher's work."
    mt = "Der Schulleiter traf den Lehrer und lobte die Arbeit des Lehrers."
    assert _realise(realiser, source, mt, "F") == (
        "Der Schulleiter traf die Lehrerin und lobte die Arbeit der Lehrerin."
    )
