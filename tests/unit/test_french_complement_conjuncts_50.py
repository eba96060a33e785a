"""fr-inflect-60 (session 39, fr50): an adjective coordinated after the complement of the first
attribute ("fière de ses élèves et heureuse") is the subject's attribute too and agrees with it,
though the small parser hangs it on the complement
(:mod:`fairmt.inflect.french_complement_conjuncts`).

Sentences written for these tests (not from any evaluation set).
"""

from __future__ import annotations

import pytest
from french_helpers import needs_fr_parser

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.types import Item


def _all_variants(agents: RuleAgents, source: str, translation: str, gender: str) -> set[str]:
    [a] = agents.analyse([Item(source, translation, "fr")])
    vs = [*a.variants.ambiguous, *a.variants.explicit]
    return {v.text for v in vs if v.gender == gender}


@needs_fr_parser
@pytest.mark.parametrize(
    ("source", "translation", "gender", "want"),
    [
        (
            "The teacher is proud of his pupils and happy.",
            "Le professeur est fier de ses élèves et heureux.",
            "F",
            "La professeure est fière de ses élèves et heureuse.",
        ),
        (
            "The baker was proud of herself and kind.",
            "La boulangère était fière d'elle et gentille.",
            "M",
            "Le boulanger était fier de lui et gentil.",
        ),
        (
            "The manager is happy with her team and proud.",
            "La directrice est contente de son équipe et fière.",
            "M",
            "Le directeur est content de son équipe et fier.",
        ),
    ],
)
def test_second_attribute_after_a_complement_agrees(
    agents: RuleAgents, source: str, translation: str, gender: str, want: str
) -> None:
    assert want in _all_variants(agents, source, translation, gender)


@needs_fr_parser
@pytest.mark.parametrize(
    ("source", "translation", "gender", "want"),
    [
        # A second complement (its own "de") is no attribute: nothing more changes.
        (
            "The teacher is proud of his pupils and of their parents.",
            "Le professeur est fier de ses élèves et de leurs parents.",
            "F",
            "La professeure est fière de ses élèves et de leurs parents.",
        ),
        # An adjective of the complement noun itself stays the noun's.
        (
            "The teacher is proud of his brave pupils.",
            "Le professeur est fier de ses élèves courageux.",
            "F",
            "La professeure est fière de ses élèves courageux.",
        ),
    ],
)
def test_complements_keep_their_words(
    agents: RuleAgents, source: str, translation: str, gender: str, want: str
) -> None:
    assert want in _all_variants(agents, source, translation, gender)
