"""en-cues-24: a role noun coordinated with the predicate noun of a gendered subject is that
subject's predicate too ("she was a painter and a photographer"), and so are nouns after
coordinated modifiers ("a young and talented doctor"). Every sentence here was written for
these tests (none from an evaluation set); the translations are Apertium's
(``apertium -u eng-spa``, ``| apertium -u spa-ita``)."""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.cues import RuleCueDetector
from fairmt.fairqe.types import Item


@pytest.fixture(scope="module")
def agents() -> RuleAgents:
    return RuleAgents()


def _explicit(source: str, translation: str, lang: str) -> dict[str, str | None]:
    det = RuleCueDetector().detect([Item(source, translation, lang)])[0]
    return {c.source_span: c.source_gender for c in det.cues if c.category.name != "C1"}


@pytest.mark.parametrize(
    ("source", "translation", "lang", "gender"),
    [
        ("He is a teacher and a writer.", "Es un profesor  y un escritor.", "es", "M"),
        ("She was a painter and a photographer.", "Era una pittrice  e un fotografo.", "it", "F"),
        ("He was a Brazilian painter and sculptor.", "Era un pittore brasiliano  e scultore.", "it", "M"),
        ("She is a lawyer and a writer.", "È un avvocato  e uno scrittore.", "it", "F"),
    ],
)  # fmt: skip
def test_a_coordinated_predicate_noun_takes_the_subjects_gender(
    source: str, translation: str, lang: str, gender: str
) -> None:
    genders = _explicit(source, translation, lang)
    assert len(genders) == 2
    assert set(genders.values()) == {gender}


def test_a_noun_after_coordinated_modifiers_is_the_predicate() -> None:
    assert _explicit("He was a young and talented doctor.", "Era un joven y talented doctor.", "es") == {
        "doctor": "M"
    }


@pytest.mark.parametrize(
    ("source", "translation", "lang"),
    [
        ("She was a nurse and met a doctor in Rome.", "Era una enfermera  y cumplió un doctor en Roma.",
         "es"),
        ("He was a success and the teacher was happy.", "Era un successo  e il professore era felice.", "it"),
    ],
)  # fmt: skip
def test_another_noun_phrase_after_and_stays_open(source: str, translation: str, lang: str) -> None:
    genders = _explicit(source, translation, lang)
    assert genders.get("doctor", genders.get("teacher", "missing")) is None


@pytest.mark.parametrize(
    ("source", "translation", "lang", "corrected"),
    [
        ("She was a painter and a photographer.", "Era una pintora  y un fotógrafo.", "es",
         "Era una pintora y una fotógrafa."),
        ("She was a painter and a photographer.", "Era una pittrice  e un fotografo.", "it",
         "Era una pittrice e una fotografa."),
        ("She is a lawyer and a writer.", "È un avvocato  e uno scrittore.", "it",
         "È un'avvocata e una scrittrice."),
    ],
)  # fmt: skip
def test_the_corrected_variant_realises_every_coordinated_noun(
    agents: RuleAgents, source: str, translation: str, lang: str, corrected: str
) -> None:
    [a] = agents.analyse([Item(source, translation, lang)])
    assert a.variants.alignment is False
    assert [v.text for v in a.variants.explicit if v.satisfies] == [corrected]
