"""de-inflect-41: a verb of saying after a comma is a quotative inversion, its subject after it.

"Das Team will gewinnen, sagt die Trainerin": the quoted clause fills the first position and
the phrase after "sagt" is the subject ("sagt der Trainer"), not an object of a second verb
that shares the sentence's subject ("Tom öffnete die Tür, begrüßte die Lehrerin" -> "den
Lehrer"). Sentences written for these tests.
"""

from __future__ import annotations

import pytest
from german_realise import realise_de

from fairmt.fairqe.realise import SentenceRealiser


@pytest.mark.parametrize(
    ("source", "mt", "want"),
    [
        (
            "The team wants to win, says the coach.",
            "Das Team will gewinnen, sagt die Trainerin.",
            "Das Team will gewinnen, sagt der Trainer.",
        ),
        (
            "The team is happy to reach the final, says coach Anna Berg.",
            "Das Team freut sich, das Finale zu erreichen, sagt die Trainerin Anna Berg.",
            "Das Team freut sich, das Finale zu erreichen, sagt der Trainer Anna Berg.",
        ),
        (
            "The school wants to open tomorrow, the teacher explained.",
            "Die Schule will morgen öffnen, erklärte die Lehrerin.",
            "Die Schule will morgen öffnen, erklärte der Lehrer.",
        ),
    ],
)
def test_quotative_subject(realiser: SentenceRealiser, source: str, mt: str, want: str) -> None:
    assert realise_de(realiser, source, mt, "M") == want


def test_second_verb_keeps_its_object(realiser: SentenceRealiser) -> None:
    out = realise_de(
        realiser,
        "Tom opened the door, greeted the teacher and sat down.",
        "Tom öffnete die Tür, begrüßte die Lehrerin und setzte sich.",
        "M",
    )
    assert out == "Tom öffnete die Tür, begrüßte den Lehrer und setzte sich."
