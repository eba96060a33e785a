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


@needs_fr_en
@pytest.mark.parametrize(
    ("source", "cardinal"),
    [
        # Mend: a cardinal after the indirect object "you"/"us" that determines a noun counts
        # that noun, not the addressees.
        ("I'll give you two minutes.", "two"),
        ("I owe you two dollars.", "two"),
        ("Let me tell you two things.", "two"),
        ("She sent you three emails yesterday.", "three"),
        ("Give us three days.", "three"),
        ("They told us two stories.", "two"),
    ],
)
def test_cardinal_counting_a_noun_after_you_or_us_is_no_cue(source: str, cardinal: str) -> None:
    assert cardinal not in {c.source_span for c in source_cues(source, "fr")}


def _realise_f(sentence: str, span: tuple[int, int]) -> str | None:
    from fairmt.inflect import get_inflector

    out = get_inflector("fr").realise(sentence.split(), span, "F")
    return None if out is None else " ".join(out)


@needs_fr_parser
@pytest.mark.parametrize(
    ("sentence", "span", "want"),
    [
        # Mend: "tous les N" in another clause counts that clause's subject, and "vous tous" before
        # "les" + a noun is the adverbial "tous les jours"; the polite "vous" stays singular.
        (
            "Vous êtes surpris que vos parents soient tous les deux partis ?",
            (2, 3),
            "Vous êtes surprise que vos parents soient tous les deux partis ?",
        ),
        (
            "Vous êtes heureux que vos fils soient tous les trois en bonne santé .",
            (2, 3),
            "Vous êtes heureuse que vos fils soient tous les trois en bonne santé .",
        ),
        (
            "Je pense à vous tous les jours , et vous êtes toujours aussi heureux .",
            (13, 14),
            "Je pense à vous tous les jours , et vous êtes toujours aussi heureuse .",
        ),
    ],
)
def test_tous_les_cardinal_outside_the_vous_clause_keeps_vous_singular(
    sentence: str, span: tuple[int, int], want: str
) -> None:
    assert _realise_f(sentence, span) == want
