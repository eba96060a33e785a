"""de-inflect-30: a noun in -ist(en) that Wiktionary lacks, on a foreign base that is no German
noun ("Timpan-ist"), is an -ist person noun (feminine -istin), not a name; surnames in
-qvist/-quist/-eist stay names."""

from __future__ import annotations

import pytest

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect.german import GermanInflector


@pytest.mark.parametrize(
    ("word", "fem_sg"),
    [("Timpanist", "Timpanistin"), ("Marimbisten", "Marimbistin"), ("Heraldist", "Heraldistin")],
)
def test_foreign_base_ist_is_a_person_noun(word: str, fem_sg: str) -> None:
    info = GermanInflector().noun_info(word)
    assert info is not None
    assert info[2][2] == fem_sg


@pytest.mark.parametrize("word", ["Lindqvist", "Ahlquist", "Kleist"])
def test_ist_surnames_stay_names(word: str) -> None:
    assert GermanInflector().noun_info(word) is None


@pytest.mark.parametrize(
    ("source", "mt", "want_f"),
    [
        (
            # MLQE-PE en-de train (gold dev de-955): the gerund's pronoun flips with the noun
            "The timpanist must first disengage the clutch before using the pedal to tune the drum.",
            "Der Timpanist muss zuerst die Kupplung lösen, bevor er das Pedal benutzt, "
            "um die Trommel zu stimmen.",
            "Die Timpanistin muss zuerst die Kupplung lösen, bevor sie das Pedal benutzt, "
            "um die Trommel zu stimmen.",
        ),
        (
            "The orchestra's new timpanist joined in 2019.",
            "Der neue Timpanist des Orchesters kam 2019 dazu.",
            "Die neue Timpanistin des Orchesters kam 2019 dazu.",
        ),
    ],
)
def test_sentence(realiser: SentenceRealiser, source: str, mt: str, want_f: str) -> None:
    item = Item(source, mt, "de")
    realiser.prepare([item])
    assert realiser.realise(item, "F") == want_f
