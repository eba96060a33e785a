"""de-inflect-31: a second genitive conjunct shares the first one's article ("des Dichters und
Dramatikers"), so its -ers is a genitive, not an English plural of a name, and it is a person
noun coordinated with the first."""

from __future__ import annotations

import pytest

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item


@pytest.mark.parametrize(
    ("source", "mt", "want_f", "want_n"),
    [
        (
            "A poem by the poet and playwright Sean Kelly.",
            "Ein Gedicht des Dichters und Dramatikers Sean Kelly.",
            "Ein Gedicht der Dichterin und Dramatikerin Sean Kelly.",
            "Ein Gedicht des*der Dichter*in und Dramatiker*in Sean Kelly.",
        ),
        (
            "The house of the teacher and painter was sold.",
            "Das Haus des Lehrers und Malers wurde verkauft.",
            "Das Haus der Lehrerin und Malerin wurde verkauft.",
            "Das Haus des*der Lehrer*in und Maler*in wurde verkauft.",
        ),
    ],
)
def test_coordinated_genitive(
    realiser: SentenceRealiser, source: str, mt: str, want_f: str, want_n: str
) -> None:
    item = Item(source, mt, "de")
    realiser.prepare([item])
    assert realiser.realise(item, "F") == want_f
    assert realiser.realise(item, "N") == want_n
