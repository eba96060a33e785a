"""Bugs the session-32 review found in the session's new rules (sentences written for this test).

- Italian: the kinship-prefix rule asked the dictionary for readings even when Apertium is
  missing, and the inflector raised AttributeError instead of degrading.
- German: the verb-second object rule took "und"/"wie" for the verb ("Die Ärztin und sie
  gingen" -> "und ihn"); the indirect-question test matched nouns ("Wissenschaftler" by
  "wiss"); a repeated person noun with an umlaut in its feminine ("Ärztin" / "Arzt") was missed.
"""

from __future__ import annotations

import pytest

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect import (
    get_inflector,
    italian_enclitics,
    italian_forms,
    italian_phrase_number,
    italian_word_classes,
)
from fairmt.inflect.italian import ItalianInflector


def test_italian_inflects_without_apertium(monkeypatch: pytest.MonkeyPatch) -> None:
    # italian_forms and the modules split out of it (no behaviour change) read the dictionary.
    for module in (italian_forms, italian_enclitics, italian_word_classes, italian_phrase_number):
        monkeypatch.setattr(module, "morphology", lambda lang: None)
    out = ItalianInflector().realise(["Il", "maestro", "è", "stanco", "."], (0, 2), "F")
    assert out is not None and out[:2] == ["La", "maestra"]


@pytest.mark.parametrize(
    ("sentence", "span", "want"),
    [
        ("Die Ärztin und sie gingen .", (3, 4), "er"),
        ("Die Lehrerin wie sie war selten .", (3, 4), "er"),
        ("Der Wissenschaftler starb , was sie zum Betteln veranlasste .", (5, 6), "ihn"),
    ],
)
def test_german_case_of_sie_review(sentence: str, span: tuple[int, int], want: str) -> None:
    pytest.importorskip("german_nouns")
    out = get_inflector("de").realise(sentence.split(), span, "M")
    assert out is not None and out[span[0]] == want


def test_german_repeated_noun_with_umlaut() -> None:
    pytest.importorskip("german_nouns")
    realiser = SentenceRealiser()
    item = Item(
        "The Procurator Fiscal operated as the criminal prosecutor.",
        "Die Ärztin Fiscal agierte als Ärztin.",
        "de",
    )
    realiser.prepare([item])
    assert realiser.realise(item, "M") == "Der Arzt Fiscal agierte als Arzt."


def test_italian_loanword_with_a_listed_pair_keeps_it() -> None:
    """The merge's MT-GenEval dev check: ex41's invariable English loanwords had kept "lord"
    from becoming "lady" (three dev pairs lost); a listed pair wins."""
    out = ItalianInflector().realise(["Il", "nostro", "lord", "è", "arrivato", "."], (0, 3), "F")
    assert out is not None and out[:3] == ["La", "nostra", "lady"]
    out = ItalianInflector().realise(["La", "detective", "è", "arrivata", "."], (0, 2), "M")
    assert out is not None and out[:2] == ["Il", "detective"]
