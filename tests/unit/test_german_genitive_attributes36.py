"""de-inflect-30: in a list of appositions the comma follows the first member's genitive
attribute ("ehemaliger Präsident Südafrikas, Nobelpreisträger"), and the next member is joined
to the person noun across it."""

from __future__ import annotations

import pytest

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect.base import Word
from fairmt.inflect.german_genitive_attributes import genitive_attribute_end


@pytest.mark.parametrize(
    ("source", "mt", "want_f"),
    [
        (
            # MLQE-PE en-de train (gold dev de-1069)
            "FW De Klerk, former President of South Africa, Nobel Laureate.",
            "FW De Klerk, ehemaliger Präsident Südafrikas, Nobelpreisträger.",
            "FW De Klerk, ehemalige Präsidentin Südafrikas, Nobelpreisträgerin.",
        ),
        (
            # the English "Laureate" has no cue: the German list joins the noun to the person
            "Kofi Annan, former Secretary-General of the United Nations, Nobel Laureate.",
            "Kofi Annan, ehemaliger Generalsekretär der Vereinten Nationen, Nobelpreisträger.",
            "Kofi Annan, ehemalige Generalsekretärin der Vereinten Nationen, Nobelpreisträgerin.",
        ),
    ],
)
def test_apposition_after_genitive(realiser: SentenceRealiser, source: str, mt: str, want_f: str) -> None:
    item = Item(source, mt, "de")
    realiser.prepare([item])
    assert realiser.realise(item, "F") == want_f


@pytest.mark.parametrize(
    ("text", "a", "end"),
    [
        ("ehemaliger Präsident Südafrikas , Nobelpreisträger", 1, 2),
        ("Präsident der Europäischen Kommission , Ökonom", 0, 3),
        ("Präsident Südafrikas besuchte Paris , Ökonom", 1, None),  # no comma after the genitive
        ("Präsident , der Ökonom", 0, None),  # a comma right after the noun: no attribute
        ("Präsident der Kongress , Ökonom", 0, 2),
        ("Präsident der sagte , Ökonom", 0, None),  # the last word is no noun
    ],
)
def test_genitive_attribute_end(text: str, a: int, end: int | None) -> None:
    tokens = text.replace(" ,", ",").split()
    assert genitive_attribute_end([Word.parse(t) for t in tokens], a) == end
