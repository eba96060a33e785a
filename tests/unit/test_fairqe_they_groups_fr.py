"""rules-11 / fr-inflect-11 (issue 12): French group pronouns for an English "they", "some",
"each of them" ... without an English cue, a floating ``tous`` with its predicate, and the place
locution ``à l'étranger``. The sentences are written for these tests (not from any evaluation set)."""

from __future__ import annotations

import pytest
from french_helpers import needs_fr

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.types import Item
from fairmt.inflect.french_group_pronouns import group_pronoun_spans, in_locution


def variants(source: str, mt: str) -> dict[str, str]:
    item = Item(source, mt, "fr")
    agents = RuleAgents()
    agents.prepare([item])
    (analysis,) = agents.analyse([item])
    return {v.gender: v.text for v in (analysis.variants.all if analysis.variants else ())}


@needs_fr
@pytest.mark.parametrize(
    ("sentence", "spans"),
    [
        ("Ils sont arrivés hier .", [(0, 1)]),
        ("Certains sont partis tôt .", [(0, 1)]),
        ("Certains enfants sont partis .", []),  # a determiner, not a pronoun
        ("Trois d'eux ont été blessés .", [(1, 2)]),
        ("Chacun d'eux a reçu un cadeau .", [(0, 1), (1, 2)]),
        ("L'une d'elles est partie .", [(0, 1), (1, 2)]),
        ("Beaucoup ont été déçus .", []),  # one form: nothing to flip on the pronoun
        ("Ses enfants sont tous grands .", [(3, 5)]),
        ("Ils sont tous très fatigués .", [(0, 1), (2, 5)]),
    ],
)
def test_group_pronoun_spans(sentence: str, spans: list[tuple[int, int]]) -> None:
    assert group_pronoun_spans(sentence.split()) == spans


def test_in_locution() -> None:
    toks = ["Mes", "cousins", "habitent", "à", "l'étranger", "depuis", "longtemps", "."]
    assert in_locution(toks, (4, 5))
    assert not in_locution(["J'ai", "parlé", "avec", "l'étranger", "."], (3, 4))


@needs_fr
@pytest.mark.parametrize(
    ("source", "mt", "f"),
    [
        ("They arrived yesterday.", "Ils sont arrivés hier.", "Elles sont arrivées hier."),
        ("Some left early.", "Certains sont partis tôt.", "Certaines sont parties tôt."),
        (
            "They told me they were lost.",
            "Ils m'ont dit qu'ils étaient perdus.",
            "Elles m'ont dit qu'elles étaient perdues.",
        ),
        ("Each of them got a gift.", "Chacun d'eux a reçu un cadeau.", "Chacune d'elles a reçu un cadeau."),
        (
            "Two of them were arrested.",
            "Deux d'entre eux ont été arrêtés.",
            "Deux d'entre elles ont été arrêtées.",
        ),
        ("None of them came.", "Aucun d'eux n'est venu.", "Aucune d'elles n'est venue."),
        ("One of them left.", "L'un d'eux est parti.", "L'une d'elles est partie."),
        (
            "Her children are all grown up.",
            "Ses enfants sont tous grands.",
            "Ses enfants sont toutes grandes.",
        ),
        (
            "Many of my cousins live abroad.",
            "Beaucoup de mes cousins vivent à l'étranger.",
            "Beaucoup de mes cousines vivent à l'étranger.",
        ),
    ],
)
def test_feminine_variant(source: str, mt: str, f: str) -> None:
    assert variants(source, mt).get("F") == f


@needs_fr
def test_neutral_eux() -> None:
    got = variants("Two of them were arrested.", "Deux d'entre eux ont été arrêtés.")
    assert got.get("N") == "Deux d'entre eux·elles ont été arrêté·es."


@needs_fr
def test_gendered_source_keeps_ils() -> None:
    # "men" fixes the group: the pronoun is not a variable person.
    got = variants("The men arrived and they sat down.", "Les hommes sont arrivés et ils se sont assis.")
    assert "Elles" not in got.get("F", "") and " elles " not in got.get("F", "")
