"""it-inflect-36: a detached participle or adjective between commas after the subject's "di"
complement agrees with the subject, and so does the main predicate after it, unless only the
complement's noun has the insert's form
(:func:`fairmt.inflect.italian_predicate_gaps.complement_insert`).
Also: inside such an insert a word that is a noun or a contraction as well as a finite verb
("stampa", "dalla") closes no clause."""

from __future__ import annotations

import pytest

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item, Realisation
from fairmt.inflect.apertium_morph import morphology

pytestmark = pytest.mark.skipif(morphology("it") is None, reason="Apertium Italian is not installed")


@pytest.mark.parametrize(
    ("source", "translation", "gender", "expected"),
    [
        # the team's dev minimal pair it-d078 (benchmarks/data/fairqe_pairs_dev)
        (
            "The president of the club, criticised for weeks by the press, was re-elected unanimously"
            " on Saturday.",
            "La presidente del club, criticata da settimane dalla stampa, è stata rieletta"
            " all'unanimità sabato.",
            "M",
            "Il presidente del club, criticato da settimane dalla stampa, è stato rieletto"
            " all'unanimità sabato.",
        ),
        # written for this test
        (
            "The director of the museum, tired after the trip, was sent home.",
            "Il direttore del museo, stanco dopo il viaggio, è stato mandato a casa.",
            "F",
            "La direttrice del museo, stanca dopo il viaggio, è stata mandata a casa.",
        ),
        # the insert has the complement's gender only: it is the city's, the predicate the mayor's
        (
            "The mayor of the city, founded in 1200, was elected.",
            "Il sindaco della città, fondata nel 1200, è stato eletto.",
            "F",
            "La sindaca della città, fondata nel 1200, è stata eletta.",
        ),
    ],
)
def test_insert_after_complement(
    realiser: SentenceRealiser, source: str, translation: str, gender: Realisation, expected: str
) -> None:
    assert realiser.realise(Item(source, translation, "it"), gender) == expected
