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


# -- review (B3): "and" after a predicative adjective, before a bare noun, opens a clause --------


@pytest.mark.parametrize(
    ("source", "first", "second"),
    [
        ("The teacher is tired and students are restless .", (1, 2), (5, 6)),
        ("The doctor is busy and nurses wait outside .", (1, 2), (5, 6)),
        ("The manager was late and employees complained .", (1, 2), (5, 6)),
        ("My friend is kind or teachers say so .", (1, 2), (5, 6)),
    ],
)
def test_and_after_a_predicative_adjective_breaks_the_link(
    source: str, first: tuple[int, int], second: tuple[int, int]
) -> None:
    assert not _linked_by_copula(_toks(source), first, second)


def test_coordinated_adjectives_inside_a_noun_phrase_still_link() -> None:
    assert _linked_by_copula(_toks("My friend is an old and wise teacher ."), (1, 2), (7, 8))
    assert _linked_by_copula(_toks("My sister is the best and brightest student ."), (1, 2), (7, 8))


@pytest.mark.skipif(_morph() is None, reason="Apertium Spanish not installed")
def test_a_tired_teacher_and_restless_students_vary_apart() -> None:
    source = "The teacher is tired and students are restless."
    fem = "La profesora está cansada y los estudiantes están inquietos."
    assert "El profesor está cansado y las estudiantes están inquietas." in _variants(source, fem)
