"""rules-52: a role noun in apposition to a word the English genders by itself (C2-C4) names the
same person and stays with it in every variant, as its predicative noun does
(:func:`fairmt.fairqe.realise._source_fixed`)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item, Realisation

VariantSet = Callable[[str, str, str], set[str]]


@pytest.mark.parametrize(
    ("source", "translation", "lang", "anchor", "apposition"),
    [
        # gold dev line de-904 (WMT22 QE MQM en-de dev, row 726)
        (
            "West had been brought in as a late replacement for singer Ariana Grande, whose former"
            " boyfriend, the rapper Mac Miller had died a few days ago.",
            "West wurde als spät ersetzte Sängerin Ariana Grande, deren ehemaliger Freund, der Rapper"
            " Mac Miller, vor einigen Tagen gestorben war.",
            "de",
            "Freund,",
            "der Rapper",
        ),
        # written for this test
        (
            "Her brother, the architect Marco Rossi, designed the house.",
            "Suo fratello, l'architetto Marco Rossi, ha progettato la casa.",
            "it",
            "fratello",
            "l'architetto",
        ),
        (
            "The singer thanked her husband, the producer Tom Lee.",
            "Die Sängerin dankte ihrem Mann, dem Produzenten Tom Lee.",
            "de",
            "Mann,",
            "dem Produzenten",
        ),
    ],
)
def test_apposition_follows_its_anchor(
    variant_set: VariantSet, source: str, translation: str, lang: str, anchor: str, apposition: str
) -> None:
    """In every variant the appositive noun has its anchor's gender: both kept (the ambiguous
    variants, which flip only the persons the English leaves open) or both flipped (the explicit
    variant that contradicts the source)."""
    texts = variant_set(source, translation, lang)
    assert len(texts) > 1
    assert all((anchor in t) == (apposition in t) for t in texts), texts


@pytest.mark.parametrize(
    ("source", "translation", "lang", "gender", "expected"),
    [
        # gold dev line de-904: its F is the translation itself, its M flips only the singer
        (
            "West had been brought in as a late replacement for singer Ariana Grande, whose former"
            " boyfriend, the rapper Mac Miller had died a few days ago.",
            "West wurde als spät ersetzte Sängerin Ariana Grande, deren ehemaliger Freund, der Rapper"
            " Mac Miller, vor einigen Tagen gestorben war.",
            "de",
            "F",
            "West wurde als spät ersetzte Sängerin Ariana Grande, deren ehemaliger Freund, der Rapper"
            " Mac Miller, vor einigen Tagen gestorben war.",
        ),
        # written for this test
        (
            "The teacher called his wife, the doctor Anna Berg.",
            "Der Lehrer rief seine Frau, die Ärztin Anna Berg, an.",
            "de",
            "M",
            "Der Lehrer rief seine Frau, die Ärztin Anna Berg, an.",
        ),
    ],
)
def test_realisation_keeps_the_apposition(
    realiser: SentenceRealiser, source: str, translation: str, lang: str, gender: Realisation, expected: str
) -> None:
    assert realiser.realise(Item(source, translation, lang), gender) == expected
