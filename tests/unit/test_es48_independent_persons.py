"""Independent persons (rules, es48): "and" between prenominal adjectives after a copula opens no
clause, so the subject and its attribute stay one person ("My friend is a fantastic and awesome
author"). Sentences written for these tests."""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.independent_persons import _linked_by_copula
from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.types import Item
from fairmt.inflect.spanish import _morph


def _toks(text: str) -> list[str]:
    return text.split()


def _variants(source: str, target: str) -> set[str]:
    agents = RuleAgents()
    items = [Item(source, target, "es")]
    agents.prepare(items)
    return {v.text for v in agents.analyse(items)[0].variants.all}


# -- "and" between prenominal adjectives after a copula is no clause break (rules) ---------------


def test_coordinated_adjectives_after_a_copula_keep_the_link() -> None:
    src = _toks("My friend is a fantastic and awesome author .")
    assert _linked_by_copula(src, (1, 2), (7, 8))
    # "and" before another noun phrase or a verb opens one of its own
    src = _toks("My friend is a doctor and the nurse is kind .")
    assert not _linked_by_copula(src, (1, 2), (7, 8))
    src = _toks("My friend is tall and talks to the author .")
    assert not _linked_by_copula(src, (1, 2), (8, 9))


@pytest.mark.skipif(_morph() is None, reason="Apertium Spanish not installed")
def test_a_friend_who_is_an_author_gets_no_mixed_variants() -> None:
    source = "My friend is a fantastic and awesome author."
    fem = "Mi amiga es una autora fantástica y maravillosa."
    masc = "Mi amigo es un autor fantástico y maravilloso."
    assert _variants(source, fem) == {masc}
    assert _variants(source, masc) == {fem}
