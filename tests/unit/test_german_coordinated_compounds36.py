"""de-inflect-30: an adjective before coordinated first parts of a compound written apart
("amerikanischer Rockabilly und Swing Gitarrist" for "Rockabilly- und Swing-Gitarrist") agrees
with the person noun that heads them."""

from __future__ import annotations

import pytest

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item


@pytest.mark.parametrize(
    ("source", "mt", "want_f"),
    [
        (
            # MLQE-PE en-de train (gold dev de-1061)
            "Tommy Allsup, 85, American rockabilly and swing guitarist, complications from hernia surgery.",
            "Tommy Allsup, 85, amerikanischer Rockabilly und Swing Gitarrist, "
            "Komplikationen durch Hernienoperation.",
            "Tommy Allsup, 85, amerikanische Rockabilly und Swing Gitarristin, "
            "Komplikationen durch Hernienoperation.",
        ),
        (
            "Bo Diddley, 79, American rock and blues singer.",
            "Bo Diddley, 79, amerikanischer Rock und Blues Sänger.",
            "Bo Diddley, 79, amerikanische Rock und Blues Sängerin.",
        ),
        (
            "The festival was opened by a young jazz and soul singer.",
            "Das Festival wurde von einem jungen Jazz und Soul Sänger eröffnet.",
            "Das Festival wurde von einer jungen Jazz und Soul Sängerin eröffnet.",
        ),
    ],
)
def test_adjective_agrees_across_parts(realiser: SentenceRealiser, source: str, mt: str, want_f: str) -> None:
    item = Item(source, mt, "de")
    realiser.prepare([item])
    assert realiser.realise(item, "F") == want_f


def test_two_phrases_stay_apart(realiser: SentenceRealiser) -> None:
    # "Kunst und Musik" are no first parts of a listed compound with "Lehrer" written apart
    # after a finite verb: only the noun phrase "der Lehrer" changes.
    item = Item(
        "The school offers art and music, the teacher said.",
        "Die Schule bietet Kunst und Musik, sagte der Lehrer.",
        "de",
    )
    realiser.prepare([item])
    assert realiser.realise(item, "F") == "Die Schule bietet Kunst und Musik, sagte die Lehrerin."
