"""Helper en67 (issue 13, en-cues-84): a predicate cue's aligned span leaves out a copula or
passive auxiliary at its start ("Viene lodato" -> "lodato"), so the participle of a dropped
subject gets its gender-flipped variant. Every sentence here was written for these tests."""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.predicate_copulas import without_leading_copula
from fairmt.fairqe.types import Item


def test_leading_copula_left_out() -> None:
    norm = ["viene", "ucciso", "ogni", "giorno."]
    assert without_leading_copula(norm, [1, 0], "it") == [1]
    assert without_leading_copula(norm, [0], "it") == [0]  # nothing would remain
    assert without_leading_copula(["fue", "detenido"], [0, 1], "es") == [1]
    assert without_leading_copula(["wurde", "getötet"], [0, 1], "de") == [0, 1]


@pytest.mark.parametrize(
    ("lang", "source", "wrong", "right"),
    [
        ("it", "She is killed every day.", "Viene ucciso ogni giorno.", "Viene uccisa ogni giorno."),
        ("it", "She is killed instantly.", "Viene ucciso subito.", "Viene uccisa subito."),
    ],
)  # fmt: skip
def test_venire_passive_gets_corrected_variant(
    agents: RuleAgents, lang: str, source: str, wrong: str, right: str
) -> None:
    (bad,) = agents.analyse([Item(source, wrong, lang)])
    assert bad.variants.alignment is False
    assert right in {v.text for v in bad.variants.explicit}
