"""de-inflect-28: a four-digit year inside a singular noun phrase modifies the participle after
it and counts nothing (german_quantities.year_in_singular_phrase)."""

from __future__ import annotations

import pytest

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item


@pytest.mark.parametrize(
    ("source", "masc", "fem"),
    [
        (  # not from the gold set
            "Writing in 1970, critic George Melly described the record as a classic.",
            "Der 1970 geschriebene Kritiker George Melly bezeichnete die Platte als Klassiker.",
            "Die 1970 geschriebene Kritikerin George Melly bezeichnete die Platte als Klassiker.",
        ),
        (  # not from the gold set
            "He met a coach appointed in 2019 at the stadium.",
            "Er traf einen 2019 ernannten Trainer im Stadion.",
            "Er traf eine 2019 ernannte Trainerin im Stadion.",
        ),
    ],
)
def test_year_is_no_cardinal(realiser: SentenceRealiser, source: str, masc: str, fem: str) -> None:
    item = Item(source, masc, "de")
    realiser.prepare([item])
    assert realiser.realise(item, "F") == fem


def test_cardinal_before_a_plural_stays_plural(realiser: SentenceRealiser) -> None:
    item = Item(
        "The 1500 wounded soldiers were evacuated.", "Die 1500 verwundeten Soldaten wurden evakuiert.", "de"
    )
    realiser.prepare([item])
    assert realiser.realise(item, "F") == "Die 1500 verwundeten Soldatinnen wurden evakuiert."
