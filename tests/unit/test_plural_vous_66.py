"""frg66: a "vous" that an apposed quantifier shows to be plural (fr-inflect-79), and a cardinal
apposed to "we"/"you" in English (en-cues-82).

- French: "Vous deux, vous êtes ...", "vous autres", "..., toutes les trois" make the addressee
  plural, so a masculine attribute of one form for both numbers ("heureux") is realised as a
  feminine plural; "tous les deux jours" ("every other day") says nothing about "vous".
- English: "you two", "we three" quantify the pronoun like "both"/"all" do: the predicate after
  them is still the pronoun's, and the cardinal is a plural person cue.

The sentences are written for these tests.
"""

from __future__ import annotations

import pytest
from french_helpers import needs_fr_en, needs_fr_parser

from fairmt.fairqe.cues import source_cues
from fairmt.inflect.french_agreement import speaker_predicates


@needs_fr_parser
@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("Vous deux , vous êtes vraiment heureux .", ((6, 7, "pl", ""),)),
        ("Vous autres , vous êtes bien surpris .", ((6, 7, "pl", ""),)),
        ("Vous êtes très heureux , tous les trois .", ((3, 4, "pl", ""),)),
        ("Vous semblez surpris, toutes les deux.", ((2, 3, "pl", ""),)),
    ],
)
def test_apposed_quantifier_makes_vous_plural(
    sentence: str, expected: tuple[tuple[int, int, str, str], ...]
) -> None:
    assert speaker_predicates(tuple(sentence.split())) == expected


@needs_fr_parser
@pytest.mark.parametrize(
    "sentence",
    [
        # Negative controls: the polite "vous" alone, and a cardinal that determines a noun.
        "Vous êtes très heureux .",
        "Vous êtes heureux tous les deux jours .",
    ],
)
def test_vous_without_apposed_quantifier_keeps_open_number(sentence: str) -> None:
    assert [number for _, _, number, _ in speaker_predicates(tuple(sentence.split()))] == [""]


@needs_fr_en
@pytest.mark.parametrize(
    ("source", "predicate", "cardinal"),
    [
        ("You two are very brave.", "brave", "two"),
        ("We three were soaked after the walk.", "soaked", "three"),
    ],
)
def test_cardinal_after_we_or_you_keeps_the_predicate(source: str, predicate: str, cardinal: str) -> None:
    cues = source_cues(source, "fr")
    assert any(c.source_span.endswith(predicate) for c in cues)
    assert cardinal in {c.source_span for c in cues}


@needs_fr_en
def test_cardinal_after_a_noun_is_no_cue() -> None:
    # Negative control: "the two" is no pronoun's apposition.
    assert "two" not in {c.source_span for c in source_cues("The two cats are very lazy.", "fr")}
