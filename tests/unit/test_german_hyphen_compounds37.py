"""de-inflect-31: a hyphenated compound whose head is a short person noun ("Chef", "Arzt")
joins the head to the part after the last hyphen only ("Huawei-Finanzchefin" is "Finanz" +
"Chefin" behind a company name), so the whole word is a person noun."""

from __future__ import annotations

import pytest

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect import german_lexicon


@pytest.mark.parametrize(
    ("word", "head"),
    [
        ("Apple-Finanzchef", "Chef"),
        ("Apple-Finanzchefin", "Chef"),
        ("Bayern-Teamarzt", "Arzt"),
        ("Labour-Oktober", None),  # "Okt" is no first part of "Ober"
    ],
)
def test_hyphenated_short_head(word: str, head: str | None) -> None:
    hit = german_lexicon.lookup(word)
    assert (hit[1].forms[0] if hit is not None else None) == head


@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        (
            "Apple CFO Luca Maestri said sales had risen.",
            "Apple-Finanzchef Luca Maestri sagte, der Umsatz sei gestiegen.",
            "F",
            "Apple-Finanzchefin Luca Maestri sagte, der Umsatz sei gestiegen.",
        ),
        (
            "The scandal began when Huawei CFO Meng Wanzhou was arrested.",
            "Der Skandal begann, als Huawei-Finanzchefin Meng Wanzhou verhaftet wurde.",
            "M",
            "Der Skandal begann, als Huawei-Finanzchef Meng Wanzhou verhaftet wurde.",
        ),
    ],
)
def test_hyphenated_title_before_name(
    realiser: SentenceRealiser, source: str, mt: str, gender: str, want: str
) -> None:
    item = Item(source, mt, "de")
    realiser.prepare([item])
    assert realiser.realise(item, gender) == want  # type: ignore[arg-type]
