"""de-inflect-32: a lower-case adjective or participle before a one-word name (or a listed given
name) declines with the person ("Ein frustrierter Owens" -> "Eine frustrierte Owens"); it is
no given name of its own, though Wiktionary does not list it as a noun."""

from __future__ import annotations

import pytest

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect.german import GermanInflector


@pytest.mark.parametrize(
    ("source", "mt", "want_f"),
    [
        (
            "A frustrated Owens left the stadium early.",
            "Ein frustrierter Owens verließ das Stadion früh.",
            "Eine frustrierte Owens verließ das Stadion früh.",
        ),
        (
            "The exhausted Miller finally reached the summit.",
            "Der erschöpfte Miller erreichte endlich den Gipfel.",
            "Die erschöpfte Miller erreichte endlich den Gipfel.",
        ),
    ],
)
def test_participle_before_a_name(realiser: SentenceRealiser, source: str, mt: str, want_f: str) -> None:
    item = Item(source, mt, "de")
    realiser.prepare([item])
    assert realiser.realise(item, "F") == want_f


@pytest.mark.parametrize(
    ("text", "t", "want"),
    [
        ("Ein frustrierter Owens verließ", 1, False),  # a participle before a one-word name
        ("der verärgerte Otto Brandtner", 1, False),  # before a listed given name
        ("des ursprünglichen Shang Jiang", 1, True),  # a longer name with no given name: left alone
        ("Generalstaatsanwalt Tamer Motea", 1, True),  # a capitalised given name before a surname
    ],
)
def test_given_name(text: str, t: int, want: bool) -> None:
    assert GermanInflector._given_name(text.split(), t) is want
