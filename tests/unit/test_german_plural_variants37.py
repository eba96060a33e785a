"""de-inflect-31: a noun that Wiktionary lists with two plurals has them only in its numbered
columns ("Muslime"/"Muslims", "Generale"/"Generäle", "Imame"); the first is the plural the
pair uses, and every one is a form of the person noun."""

from __future__ import annotations

import pytest

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect import german_lexicon


@pytest.mark.parametrize(
    ("word", "plural"),
    [
        ("Muslime", "Muslime"),
        ("Muslimen", "Muslime"),
        ("Generäle", "Generale"),
        ("Imame", "Imame"),
        ("Pastoren", "Pastoren"),  # not "Pas" + "Toren" (der Tor)
    ],
)
def test_numbered_plurals(word: str, plural: str) -> None:
    hit = german_lexicon.lookup(word)
    assert hit is not None and hit[0] == "" and "pl" in hit[1].numbers
    assert hit[1].forms[1] == plural


def test_mann_plural_stays_lexical() -> None:
    assert german_lexicon.lookup("Männer") is None  # Mann/Frau, not Wiktionary's "Männin"


@pytest.mark.parametrize(
    ("source", "mt", "want_f"),
    [
        (
            "About 300 people were killed, mostly Muslims.",
            "Etwa 300 Menschen wurden getötet, meist Muslime.",
            "Etwa 300 Menschen wurden getötet, meist Musliminnen.",
        ),
        (
            "The imams met the pastors in Berlin.",
            "Die Imame trafen die Pastoren in Berlin.",
            "Die Imaminnen trafen die Pastorinnen in Berlin.",
        ),
    ],
)
def test_numbered_plural_realised(realiser: SentenceRealiser, source: str, mt: str, want_f: str) -> None:
    item = Item(source, mt, "de")
    realiser.prepare([item])
    assert realiser.realise(item, "F") == want_f
