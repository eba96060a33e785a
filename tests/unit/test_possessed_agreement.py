"""rules-57: a cue placed on a Romance possessive alone changes nothing (the possessive agrees
with the possessed noun). Sentences written for these tests."""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.possessed_agreement import possessive_only
from fairmt.fairqe.taxonomy import Category
from fairmt.fairqe.types import Cue, Item


@pytest.mark.parametrize(
    ("source", "mt"),
    [
        ("Someone left their keys on the table.", "Qualcuno ha lasciato le proprie chiavi sul tavolo."),
        (
            "The teacher was meeting with someone to discuss their writing skills.",
            "L'insegnante si incontrava con qualcuno per discutere delle proprie capacità di scrittura.",
        ),
    ],
)
def test_possessive_keeps_the_possessed_nouns_agreement(source: str, mt: str) -> None:
    item = Item(source, mt, "it")
    agents = RuleAgents()
    agents.prepare([item])
    (analysis,) = agents.analyse([item])
    texts = [v.text for v in analysis.variants.all]
    assert not any("propri " in t for t in texts), texts


@pytest.mark.parametrize(
    ("tokens", "span", "lang", "want"),
    [
        (["le", "proprie", "chiavi"], (1, 2), "it", True),
        (["sus", "llaves"], (0, 1), "es", True),
        (["sa", "mère"], (0, 1), "fr", True),
        (["sua", "madre"], (0, 2), "it", False),  # the noun is in the span
        (["ihre", "Schlüssel"], (0, 1), "de", False),  # German's stem follows the possessor
    ],
)
def test_possessive_only(tokens: list[str], span: tuple[int, int], lang: str, want: bool) -> None:
    cue = Cue("their", Category.C8, " ".join(tokens[span[0] : span[1]]), target_tokens=span)
    assert possessive_only(cue, tokens, lang) is want
