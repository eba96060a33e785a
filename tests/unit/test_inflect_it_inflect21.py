"""it-inflect-21: a coordinated participle whose auxiliary *essere* is left out ("è nata a
Napoli e morta a Parigi") and a coordinated predicative after any adverb ("stanca e sempre
nervosa") agree with the subject. Sentences the team wrote, and the cases that must not change."""

from __future__ import annotations

import pytest

from fairmt.fairqe.types import Realisation
from fairmt.inflect import get_inflector
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.italian import VERSION

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


def test_version() -> None:
    assert VERSION == "it-inflect-21"


def realise(sentence: str, span: tuple[int, int], gender: Realisation) -> str | None:
    inflector = get_inflector("it")
    tokens = sentence.split()
    out = inflector.realise(tokens, inflector.cue_span(tokens, span), gender)
    return None if out is None else " ".join(out)


@needs_it
@pytest.mark.parametrize(
    ("masc", "fem"),
    [
        # "The writer was born in Naples and died in Paris." (auxiliary left out)
        (
            "Lo scrittore è nato a Napoli e morto a Parigi .",
            "La scrittrice è nata a Napoli e morta a Parigi .",
        ),
        # "The cook was arrested and sentenced."
        ("Il cuoco è stato arrestato e condannato .", "La cuoca è stata arrestata e condannata ."),
        # "The doctor is tired and always nervous." (an adverb before the second predicative)
        ("Il medico è stanco e sempre nervoso .", "La medica è stanca e sempre nervosa ."),
        ("Il maestro era severo e sempre attento .", "La maestra era severa e sempre attenta ."),
    ],
)
def test_both_directions(masc: str, fem: str) -> None:
    assert realise(masc, (0, 2), "F") == fem
    assert realise(fem, (0, 2), "M") == masc


@needs_it
@pytest.mark.parametrize(
    ("masc", "fem"),
    [
        # avere: its participle does not agree with the subject, nor the coordinated one
        (
            "Il cuoco ha cucinato la cena e lavato i piatti .",
            "La cuoca ha cucinato la cena e lavato i piatti .",
        ),
        # a second clause with its own (thing) subject
        (
            "Il cuoco è arrivato e il pranzo è stato servito .",
            "La cuoca è arrivata e il pranzo è stato servito .",
        ),
        # an adverb, then a noun phrase: no second predicative
        (
            "Il medico è stanco e oggi il reparto è chiuso .",
            "La medica è stanca e oggi il reparto è chiuso .",
        ),
    ],
)
def test_what_must_not_change(masc: str, fem: str) -> None:
    assert realise(masc, (0, 2), "F") == fem
    assert realise(fem, (0, 2), "M") == masc
