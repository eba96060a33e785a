"""fr-inflect-57 (session 37): subjects inverted in a question with a clitic before or glued to the
verb. "Le savent-ils ?": the "le" before the finite verb is its object clitic, no determiner of the
inverted subject, and keeps its form; "L'ont-ils vu ?", "N'étaient-ils pas fatigués ?": an elided
object clitic or negation glued to the verb no longer hides the inverted group subject, nor the
copula whose attribute agrees with it.

Sentences written for these tests (not from any evaluation set).
"""

from __future__ import annotations

import pytest
from french_helpers import needs_fr_parser

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.types import Item


@pytest.fixture(scope="module")
def agents() -> RuleAgents:
    return RuleAgents()


def _feminine(agents: RuleAgents, source: str, translation: str) -> set[str]:
    [a] = agents.analyse([Item(source, translation, "fr")])
    return {v.text for v in a.variants.ambiguous if v.gender == "F"}


@needs_fr_parser
@pytest.mark.parametrize(
    ("source", "translation", "feminine"),
    [
        ("Do they know?", "Le savent-ils ?", "Le savent-elles ?"),
        ("Will they do it?", "Le feront-ils ?", "Le feront-elles ?"),
        ("Did they see it?", "L'ont-ils vu ?", "L'ont-elles vu ?"),
        ("Haven't they finished?", "N'ont-ils pas fini ?", "N'ont-elles pas fini ?"),
        ("Weren't they tired?", "N'étaient-ils pas fatigués ?", "N'étaient-elles pas fatiguées ?"),
        ("Do they like them?", "Les aiment-ils ?", "Les aiment-elles ?"),
    ],
)
def test_inverted_group_subject_after_a_clitic(
    agents: RuleAgents, source: str, translation: str, feminine: str
) -> None:
    assert _feminine(agents, source, translation) == {feminine}


@needs_fr_parser
def test_an_uninverted_article_and_noun_still_take_their_determiner(agents: RuleAgents) -> None:
    assert _feminine(agents, "Do you know the teacher?", "Connaissez-vous le professeur ?") == {
        "Connaissez-vous la professeure ?"
    }
