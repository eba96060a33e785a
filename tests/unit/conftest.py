"""Fixtures shared by the FairQE unit tests.

Each test module that checks variants needs the same three things: one offline rules agent,
one sentence realiser, and the *closed set* of a translation (the translation with the texts of
its variants, :mod:`fairmt.bench.closed_sets`). They are module-scoped, as the modules' own
copies were: a module that defines a fixture of the same name keeps its own. The imports stay
inside the fixtures so that collecting the other unit tests does not load the agents.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from fairmt.fairqe.agents.rules import RuleAgents
    from fairmt.fairqe.realise import SentenceRealiser
    from fairmt.inflect.german import GermanInflector

#: ``variant_set(source, translation, lang)``: the translation with its variants' texts.
VariantSet = Callable[[str, str, str], set[str]]


@pytest.fixture(scope="module")
def agents() -> RuleAgents:
    """One offline rules agent for the module."""
    from fairmt.fairqe.agents.rules import RuleAgents

    return RuleAgents()


@pytest.fixture(scope="module")
def realiser() -> SentenceRealiser:
    """One sentence realiser for the module."""
    from fairmt.fairqe.realise import SentenceRealiser

    return SentenceRealiser()


@pytest.fixture(scope="module")
def de() -> GermanInflector:
    """The German inflector, for the modules that call ``realise`` on token spans."""
    from fairmt.inflect import get_inflector
    from fairmt.inflect.german import GermanInflector

    inflector = get_inflector("de")
    assert isinstance(inflector, GermanInflector)
    return inflector


@pytest.fixture(scope="module")
def variant_set(agents: RuleAgents) -> VariantSet:
    """The closed set of one item: the translation and its variants' texts (both originals of
    one source must get the same set, issue 12). The item is prepared alone, as
    ``fairmt inflect`` and a one-line ``qe score`` see it."""
    from fairmt.fairqe.types import Item

    def closed(source: str, translation: str, lang: str) -> set[str]:
        items = [Item(source, translation, lang)]
        agents.prepare(items)
        return {translation, *(v.text for v in agents.analyse(items)[0].variants.all)}

    return closed


#: ``one_set(source, feminine, masculine, lang)``: the pair's one closed set (see :func:`one_set`).
OneSet = Callable[[str, str, str, str], set[str]]


@pytest.fixture(scope="module")
def one_set(variant_set: VariantSet) -> OneSet:
    """The closed-set check of issue 12, point 4, for one source's feminine and masculine
    translations: both get the same set, and each is in it (each is the other's realisation).
    Returns the set, for tests that check more of it."""

    def check(source: str, feminine: str, masculine: str, lang: str) -> set[str]:
        f_set, m_set = variant_set(source, feminine, lang), variant_set(source, masculine, lang)
        assert f_set == m_set
        assert {feminine, masculine} <= f_set
        return f_set

    return check
