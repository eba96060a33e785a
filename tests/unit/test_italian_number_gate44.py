"""it-inflect-47: the validity gate rejects a variant that changes a word's number, which the
Italian nouns with a feminine plural in -a let pass as a gender change ("migliaia" -> "migliaio";
inflect/apertium_morph.py, _number_changed). Sentences written for these tests."""

from __future__ import annotations

import pytest

from fairmt.inflect.apertium_morph import _number_changed, morphology
from fairmt.inflect.base import get_inflector

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


@needs_it
def test_number_changed() -> None:
    morph = morphology("it")
    assert morph is not None
    assert _number_changed(morph, "migliaia", "migliaio", False)
    assert _number_changed(morph, "paia", "paio", False)
    assert not _number_changed(morph, "cittadini", "cittadine", False)
    assert not _number_changed(morph, "papà", "mamme", False)  # one form in both numbers
    assert not _number_changed(morph, "gli", "le", False)
    assert not _number_changed(morph, "stanco", "stanca", False)
    # the feminine plural of "ingegnera", which the dictionary reads as the masculine singular
    assert not _number_changed(morph, "ingegneri", "ingegnere", False)
    assert _number_changed(morph, "costruzioni", "costruzione", True)  # a thing, in its own gender


@needs_it
@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("Arrivarono migliaia di cittadine.", "Arrivarono migliaio di cittadine."),
        ("Comprò due paia di scarpe per le figlie.", "Comprò due paio di scarpe per le figlie."),
        # a thing noun in its own gender: "le costruzioni" realised in F on the article
        ("Per le costruzioni nuove chiamò le architette.", "Per le costruzione nuove chiamò le architette."),
    ],
)
def test_gate_rejects_number_change(before: str, after: str) -> None:
    assert get_inflector("it").validate(before.split(), after.split()) is not None


@needs_it
@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("Arrivarono migliaia di cittadini.", "Arrivarono migliaia di cittadine."),
        # "consigliere" is also the feminine plural of "consigliera" (the dictionary lacks it)
        ("I consiglieri arrivarono.", "Le consigliere arrivarono."),
    ],
)
def test_gate_accepts_gender_change(before: str, after: str) -> None:
    assert get_inflector("it").validate(before.split(), after.split()) is None
