"""Helper ex41 (issue 13): explicit accuracy in Spanish and Italian. Every sentence here was
written for these tests (none from an evaluation set)."""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.types import Item


@pytest.fixture(scope="module")
def agents() -> RuleAgents:
    return RuleAgents()


def _flags_wrong_only(agents: RuleAgents, lang: str, source: str, wrong: str, right: str) -> None:
    bad, good = agents.analyse([Item(source, wrong, lang), Item(source, right, lang)])
    assert bad.variants.alignment is False
    assert good.variants.alignment is not False


@pytest.mark.parametrize(
    ("lang", "source", "wrong", "right"),
    [
        # the word before the Italian clitic ends a clause: the construction starts at the clitic
        ("it", "In her youth she was considered a great beauty.",
         "In gioventù, lo si considerava una grande bellezza.",
         "In gioventù, la si considerava una grande bellezza."),
        ("it", "Later he was accused of treason.",
         "Più tardi, la si accusò di tradimento.",
         "Più tardi, lo si accusò di tradimento."),
        ("es", "Later he was accused of treason.",
         "Más tarde, se la acusó de traición.",
         "Más tarde, se lo acusó de traición."),
    ],
)  # fmt: skip
def test_an_impersonal_si_after_a_comma_is_read(
    agents: RuleAgents, lang: str, source: str, wrong: str, right: str
) -> None:
    _flags_wrong_only(agents, lang, source, wrong, right)


def test_punctuation_inside_the_impersonal_construction_stops_it() -> None:
    from fairmt.fairqe.impersonal_se import impersonal_object

    toks = ["In", "gioventù", "la,", "si", "considerava", "una", "bellezza."]
    assert impersonal_object([t.strip(",.").lower() for t in toks], toks, 2.0, "it") is None
    toks = ["In", "gioventù", "la", "si", "considerava", "una", "bellezza."]
    assert impersonal_object([t.strip(",.").lower() for t in toks], toks, 2.0, "it") == (2, "F")
