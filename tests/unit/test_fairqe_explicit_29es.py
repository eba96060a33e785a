"""rules-31 / en-cues-35 (session 21, exp29es, issue 13): right Spanish translations of an explicit
gender that were called violations.

* rules-31: a reading the aligner placed on a noun Spanish has in one gender only ("Nació en
  mayo", "pasó al Instituto femenino") is a thing's gender, not the person's (RAE, *Nueva
  gramática*, 2.1-2.3, inherent and variable gender), so it is no violation.
* en-cues-35: a possessive "her" after a preposition ("of her subject") no longer keeps the
  stressed "él" of "liberarse de él" (for "free herself from it") as the reflexive's reading.

Every sentence here was written for these tests (none from an evaluation set)."""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.agents.target_words import _seed_vocabulary
from fairmt.fairqe.cue_target import ALIGNER_NOTE
from fairmt.fairqe.thing_readings import thing_reading
from fairmt.fairqe.types import Item


@pytest.fixture(scope="module")
def agents() -> RuleAgents:
    return RuleAgents()


@pytest.mark.parametrize(
    ("source", "right"),
    [
        ("She stayed at Hilltop School until 1975, when she moved to the Girls High School at Kingsbury.",
         "Estuvo en la escuela Hilltop hasta 1975, cuando pasó al Instituto femenino de Kingsbury."),
        ("She was born in May 1931 in the hamlet of Orbaiz, the eldest of six children to poor shepherds.",
         "Nació en mayo de 1931 en la aldea de Orbaiz, siendo la mayor de seis hijos de pastores pobres."),
        ("Ruiz grew tired of her job and could not rid herself of it.",
         "Ruiz se cansó de su trabajo y no pudo librarse de él."),
    ],
)  # fmt: skip
def test_a_right_translation_is_not_a_violation(agents: RuleAgents, source: str, right: str) -> None:
    (good,) = agents.analyse([Item(source, right, "es")])
    assert good.variants.alignment is not False


def test_a_reflexive_is_not_read_on_a_stressed_pronoun_after_a_preposition(agents: RuleAgents) -> None:
    source = (
        "Moreno was fascinated by the mystery of her subject and could not free herself from it for years."
    )
    right = "Moreno se sintió fascinada por el misterio de su tema y no pudo liberarse de él durante años."
    wrong = "Moreno se sintió fascinado por el misterio de su tema y no pudo liberarse de él durante años."
    good, bad = agents.analyse([Item(source, right, "es"), Item(source, wrong, "es")])
    assert good.variants.alignment is True
    assert bad.variants.alignment is False


@pytest.mark.parametrize(
    ("text", "span", "expected"),
    [
        ("Nació en mayo de 1931", (2, 3), True),
        ("pasó al Instituto femenino", (1, 3), True),
        ("fue la presidenta del club", (1, 3), False),  # a noun of two forms
        ("visitó a su madre", (2, 4), False),  # a person of inherent gender the seeds list
    ],
)
def test_thing_reading(text: str, span: tuple[int, int], expected: bool) -> None:
    tokens = text.split()
    note = f"noun with lexical gender 'girl' (F); {ALIGNER_NOTE}"
    assert thing_reading("es", tokens, span, note, _seed_vocabulary) is expected
    # only a reading the aligner placed, only Spanish
    assert thing_reading("es", tokens, span, "noun with lexical gender 'girl' (F)", _seed_vocabulary) is False
    assert thing_reading("it", tokens, span, note, _seed_vocabulary) is False
