"""Helper en67 (issue 13, en-cues-84): a predicate cue's aligned span leaves out a copula or
passive auxiliary at its start ("Viene lodato" -> "lodato"), so the participle of a dropped
subject gets its gender-flipped variant; a have-auxiliary is left out only before the
participle of "be" ("ha sido"), not in a plain compound tense ("ha jubilado"). Every sentence
here was written for these tests."""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.predicate_copulas import without_leading_copula
from fairmt.fairqe.types import Item


def test_leading_copula_left_out() -> None:
    norm = ["viene", "picchiato", "spesso."]
    assert without_leading_copula(norm, [1, 0], "it") == [1]
    assert without_leading_copula(norm, [0], "it") == [0]  # nothing would remain
    assert without_leading_copula(["fue", "detenido"], [0, 1], "es") == [1]
    assert without_leading_copula(["wurde", "getötet"], [0, 1], "de") == [0, 1]


def test_have_auxiliary_left_out_only_before_be() -> None:
    assert without_leading_copula(["se", "ha", "jubilado."], [1, 2], "es") == [1, 2]
    assert without_leading_copula(["ha", "sido", "elegido."], [0, 1, 2], "es") == [1, 2]
    assert without_leading_copula(["tinha", "estado", "cansada."], [0, 1, 2], "pt") == [1, 2]
    assert without_leading_copula(["tinha", "vendido"], [0, 1], "pt") == [0, 1]


def _predicate_spans(agents: RuleAgents, source: str, target: str, lang: str) -> set[str]:
    (res,) = agents.analyse([Item(source, target, lang)], variants=False)
    return {c.target_span for c in res.detection.cues if c.source_span != "She"}


def test_compound_tense_keeps_its_auxiliary(agents: RuleAgents) -> None:
    assert _predicate_spans(agents, "She is retired.", "Se ha jubilado.", "es") == {"ha jubilado"}


def test_be_perfect_still_corrected(agents: RuleAgents) -> None:
    (bad,) = agents.analyse([Item("She has been elected.", "Ha sido elegido.", "es")])
    assert "Ha sido elegida." in {v.text for v in bad.variants.explicit}


@pytest.mark.parametrize(
    ("lang", "source", "wrong", "right"),
    [
        ("it", "He is beaten often.", "Viene picchiata spesso.", "Viene picchiato spesso."),
        ("it", "He was beaten yesterday.", "Venne picchiata ieri.", "Venne picchiato ieri."),
    ],
)  # fmt: skip
def test_venire_passive_gets_corrected_variant(
    agents: RuleAgents, lang: str, source: str, wrong: str, right: str
) -> None:
    (bad,) = agents.analyse([Item(source, wrong, lang)])
    assert bad.variants.alignment is False
    assert right in {v.text for v in bad.variants.explicit}
