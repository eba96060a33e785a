"""fr-inflect-60 (session 39, fr50): plural prenominal adjectives whose ending hides their number
("vrais", "vieux") keep the plural in the other gender, and the article contracted with its
preposition before a superlative ("du plus grand", "au plus jeune") agrees with the realised noun
(:mod:`fairmt.inflect.french_plural_forms`, ``_SUPERLATIVE_DETS`` in :mod:`fairmt.inflect.french`).

Sentences written for these tests (not from any evaluation set).
"""

from __future__ import annotations

import pytest
from french_helpers import needs_fr_parser

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.types import Item
from fairmt.inflect.base import get_inflector
from fairmt.inflect.french_plural_forms import dictionary_singular


def _variants(agents: RuleAgents, source: str, translation: str, gender: str) -> set[str]:
    [a] = agents.analyse([Item(source, translation, "fr")])
    return {v.text for v in a.variants.ambiguous if v.gender == gender}


@needs_fr_parser
@pytest.mark.parametrize(
    ("source", "translation", "gender", "want"),
    [
        ("We are real friends.", "Nous sommes de vrais amis.", "F", "Nous sommes de vraies amies."),
        ("Our real friends came.", "Nos vrais amis sont venus.", "F", "Nos vraies amies sont venues."),
        ("She met old friends.", "Elle a revu de vieux amis.", "F", "Elle a revu de vieilles amies."),
        ("She met old friends.", "Elle a revu de vieilles amies.", "M", "Elle a revu de vieux amis."),
        ("She met old friends.", "Elle a revu de vieux amis.", "N", "Elle a revu de vieux·eilles ami·es."),
        (
            "I read a novel by the greatest Belgian writer.",
            "J'ai lu un roman du plus grand écrivain belge.",
            "F",
            "J'ai lu un roman de la plus grande écrivaine belge.",
        ),
        (
            "We gave the prize to the youngest singer.",
            "Nous avons donné le prix au plus jeune chanteur.",
            "F",
            "Nous avons donné le prix à la plus jeune chanteuse.",
        ),
    ],
)
def test_plural_and_superlative_adjectives_agree(
    agents: RuleAgents, source: str, translation: str, gender: str, want: str
) -> None:
    assert want in _variants(agents, source, translation, gender)


@needs_fr_parser
@pytest.mark.parametrize(
    ("word", "gender", "want"),
    [
        ("vrais", "F", "vraies"),
        ("mauvais", "F", "mauvaise"),  # one form in both numbers: the number is the phrase's
        ("français", "F", "française"),
        ("gros", "F", "grosse"),
    ],
)
def test_word_forms(word: str, gender: str, want: str) -> None:
    assert get_inflector("fr").inflect(word, gender, False, None) == want  # type: ignore[arg-type]


@needs_fr_parser
def test_dictionary_singular_only_for_plurals() -> None:
    assert dictionary_singular("vrais") == "vrai"
    assert dictionary_singular("mauvais") is None  # both numbers
    assert dictionary_singular("vrai") is None


@needs_fr_parser
@pytest.mark.parametrize(
    ("source", "translation", "gender", "want"),
    [
        # "bons" is also the noun *bon* (a voucher): the possessive goes with the noun after it.
        ("My good friends left.", "Mes bons amis sont partis.", "F", "Mes bonnes amies sont parties."),
        ("Your good pupil came.", "Ton bon élève est venu.", "F", "Ta bonne élève est venue."),
    ],
)
def test_prenominal_adjective_after_a_possessive_is_no_head(
    agents: RuleAgents, source: str, translation: str, gender: str, want: str
) -> None:
    assert want in _variants(agents, source, translation, gender)


@needs_fr_parser
def test_thing_after_a_possessive_and_an_adjective_keeps_its_gender(agents: RuleAgents) -> None:
    assert _variants(agents, "Her big plan failed.", "Sa grande idée a échoué.", "M") == set()
