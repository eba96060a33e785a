"""rules-45 (session 24, exp32es, issue 13): a Spanish word whose meaning is a sex, of the other sex
than the one gender the English states, is a violation (fairqe/sex_words.py; NGLE 2.2, 13.5).

Every sentence here was written for these tests (none from an evaluation set)."""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.sex_words import glued_sex_genders
from fairmt.fairqe.types import Item


@pytest.mark.parametrize(
    ("source", "right", "wrong"),
    [
        ("She hoped to defeat her rival in the final round.",
         "Esperaba derrotar a su rival femenina en la ronda final.",
         "Esperaba derrotar a su rival masculino en la ronda final."),
        ("He was elected to the MaleVoice Choir of Swansea.",
         "Fue elegido para el Coro de Voces Masculinas de Swansea.",
         "Fue elegido para el Coro de Voces Femeninas de Swansea."),
        ("She twice won the Irish Women'sTennis Cup.",
         "Ganó dos veces la Copa Irlandesa de Tenis Femenino.",
         "Ganó dos veces la Copa Irlandesa de Tenis Masculino."),
    ],
)  # fmt: skip
def test_a_sex_word_of_the_other_sex_is_a_violation(
    agents: RuleAgents, source: str, right: str, wrong: str
) -> None:
    good, bad = agents.analyse([Item(source, right, "es"), Item(source, wrong, "es")])
    assert good.variants.alignment is not False
    assert bad.variants.alignment is False


@pytest.mark.parametrize(
    ("source", "right"),
    [
        # both sexes in the English: no reading
        ("She coached the men's team for three seasons.",
         "Entrenó al equipo masculino durante tres temporadas."),
        # the English states no sex
        ("The crowd cheered as the runners crossed the line.",
         "La multitud aplaudió mientras los hombres cruzaban la meta."),
    ],
)  # fmt: skip
def test_no_violation_without_one_stated_gender(agents: RuleAgents, source: str, right: str) -> None:
    (good,) = agents.analyse([Item(source, right, "es")])
    assert good.variants.alignment is not False


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("Most liked FemaleNewcomer of the year.", {"F"}),
        ("He joined the MaleChoir of Cardiff.", {"M"}),
        ("She won the Women'sChess title.", {"F"}),
        ("She won the Women’sChess title.", {"F"}),
        ("He visited McDonald and the Women's Institute.", set()),  # a space after "Women's"
    ],
)
def test_glued_sex_words(source: str, expected: set[str]) -> None:
    assert glued_sex_genders(source) == expected


@pytest.mark.parametrize(
    ("source", "right", "wrong"),
    [
        ("Moreau later played at the Vienna Ladies Open as the third seed, where he lost in the final.",
         "Moreau jugó después en el Vienna Ladies Open como tercer clasificado, donde perdió en la final.",
         "Moreau jugó después en el Vienna Ladies Open como tercera clasificada, donde perdió en la final."),
        ("In 1990 he worked at the Queen Mary Hospital as a senior nurse.",
         "En 1990 trabajó en el Queen Mary Hospital como enfermero jefe.",
         "En 1990 trabajó en el Queen Mary Hospital como enfermera jefe."),
    ],
)  # fmt: skip
def test_a_word_copied_into_a_name_keeps_the_one_persons_nouns_read(
    agents: RuleAgents, source: str, right: str, wrong: str
) -> None:
    """rules-46: "Ladies" or "Queen" copied into a name is no second person of the other gender."""
    good, bad = agents.analyse([Item(source, right, "es"), Item(source, wrong, "es")])
    assert good.variants.alignment is True
    assert bad.variants.alignment is False


def test_a_common_gender_noun_is_read_on_its_article_past_genderless_modifiers(agents: RuleAgents) -> None:
    """rules-47: "el célebre principal persa noble" for "noblewoman" is masculine (NGLE 2.4)."""
    source = "The book describes a meeting with the famous elderly Welsh noblewoman Gwen Lloyd."
    right = "El libro describe un encuentro con la célebre principal persa noble Gwen Lloyd."
    wrong = "El libro describe un encuentro con el célebre principal persa noble Gwen Lloyd."
    good, bad = agents.analyse([Item(source, right, "es"), Item(source, wrong, "es")])
    assert good.variants.alignment is True
    assert bad.variants.alignment is False
