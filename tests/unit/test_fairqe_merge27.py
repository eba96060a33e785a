"""rules-23, the merge of exp27es and exp27it (session 19): another person placed on a noun of its
own no longer keeps the one-person reading off (exp27es), but a predicate coordinated with that
person's own verb, with no comma between, is that person's (NGLE 31.3; Serianni XIV.13), so it is
not read as the gendered pronoun's person. Sentences written for this test."""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.predicate_nouns import _same_clause
from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.types import Item


@pytest.fixture(scope="module")
def agents() -> RuleAgents:
    return RuleAgents()


@pytest.mark.parametrize(
    ("source", "translation", "lang"),
    [
        # both were flagged (alignment False) at the merge before _same_clause
        (
            "The architect praised her and was very pleased.",
            "L'architetto la lodò e fu molto contento.",
            "it",
        ),
        ("The engineer praised her and was very pleased.", "L'ingegnere la lodò e fu molto contento.", "it"),
    ],
)
def test_the_other_persons_own_predicate_is_not_read(
    agents: RuleAgents, source: str, translation: str, lang: str
) -> None:
    [a] = agents.analyse([Item(source, translation, lang)])
    assert a.variants.alignment is not False


def test_same_clause() -> None:
    toks = ["L'avvocato", "la", "lodò", "e", "fu", "molto", "contento", "."]
    assert _same_clause(toks, (0, 1), (6, 7))
    toks = [
        "Dopo",
        "che",
        "il",
        "direttore",
        "le",
        "diede",
        "un",
        "premio",
        ",",
        "fu",
        "la",
        "migliore",
        "alunna",
        ".",
    ]
    assert not _same_clause(toks, (2, 4), (11, 14))
    assert not _same_clause(toks, (11, 14), (2, 4))  # a predicate before the noun
