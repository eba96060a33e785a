"""fr-inflect-33 / en-cues-36 (branch closedfr29): closed variant sets, French (issue 12).

General causes of open GATE-like dev pairs (``benchmarks/data/closed_dev/fr.jsonl``, fr-c061 ..
fr-c100), each with a rule:

* a two-word degree modifier between the copula and the predicate ("I'm a little disappointed",
  "a bit tired", "kind of lost"; Quirk et al. 1985, §7.89, §8.104) hid the predicate cue;
* *avoir l'air* + adjective is a copula whose adjective agrees with the subject (Grevisse and
  Goosse, *Le Bon Usage*, §250): "Les touristes avaient l'air perdues";
* the agreement of a realised noun is also read on the original sentence's parse: the small
  model misreads the half-realised "Mon voisin a l'air fatiguée";
* a bare attribute after *être* that the parse tags a noun ("qu'elles soient prêtes") agrees.

Sentences written for these tests (not from any evaluation set).
"""

from __future__ import annotations

import pytest
from french_helpers import needs_fr_parser, variant_set

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.cue_rules import source_cues
from fairmt.inflect import get_inflector


@pytest.fixture(scope="module")
def agents() -> RuleAgents:
    return RuleAgents()


def _realise(sentence: str, span: tuple[int, int], gender: str) -> str | None:
    got = get_inflector("fr").realise(sentence.split(), span, gender)  # type: ignore[arg-type]
    return None if got is None else " ".join(got)


@pytest.mark.parametrize(
    ("source", "span"),
    [
        ("I'm a little disappointed.", "I'm a little disappointed"),
        ("They were a bit tired after the trip.", "They were a bit tired"),
        ("You look sort of worried.", "You look sort of worried"),
    ],
)
def test_two_word_degree_modifier_before_predicate(source: str, span: str) -> None:
    assert span in {c.source_span for c in source_cues(source, "fr")}


def test_a_little_before_a_noun_is_no_predicate() -> None:
    assert not any("little girl" in c.source_span for c in source_cues("I was a little girl then.", "fr"))


@needs_fr_parser
@pytest.mark.parametrize(
    ("source", "f", "m"),
    [
        ("I'm a little disappointed.", "Je suis un peu déçue.", "Je suis un peu déçu."),
        (
            "The tourists looked lost.",
            "Les touristes avaient l'air perdues.",
            "Les touristes avaient l'air perdus.",
        ),
        ("My neighbour looks tired.", "Ma voisine a l'air fatiguée.", "Mon voisin a l'air fatigué."),
        (
            "The students looked worried.",
            "Les étudiantes avaient l'air inquiètes.",
            "Les étudiants avaient l'air inquiets.",
        ),
        (
            "We doubt that they are ready.",
            "Nous doutons qu'elles soient prêtes.",
            "Nous doutons qu'ils soient prêts.",
        ),
    ],
)
def test_closed_sets(agents: RuleAgents, source: str, f: str, m: str) -> None:
    assert variant_set(agents, source, f) == variant_set(agents, source, m)


@needs_fr_parser
@pytest.mark.parametrize(
    ("sentence", "span", "gender", "expected"),
    [
        ("La cliente avait l'air contente.", (0, 2), "M", "Le client avait l'air content."),
        ("Les joueurs ont l'air épuisés.", (0, 2), "F", "Les joueuses ont l'air épuisées."),
        # "avoir l'air de" + noun phrase: no attribute to realise.
        ("L'avocate a l'air d'une amie.", (0, 1), "M", "L'avocat a l'air d'une amie."),
    ],
)
def test_avoir_l_air(sentence: str, span: tuple[int, int], gender: str, expected: str) -> None:
    assert _realise(sentence, span, gender) == expected


@needs_fr_parser
def test_predicate_noun_phrase_keeps_its_gender() -> None:
    assert _realise("Les étudiantes sont l'avenir.", (0, 2), "M") == "Les étudiants sont l'avenir."
