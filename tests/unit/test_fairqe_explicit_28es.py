"""rules-26 (session 20, exp28es): Spanish wrong translations of an explicit gender that went
unflagged (issue 13). The predicate noun phrase of the one person's subjectless copula ("Fue
también la tercera prebendada") is read on its head when the article, an adjective or ordinal
between, and a head of two forms (-ado/-ada) show one gender (RAE, *Nueva gramática*, 2.4 and
37.2); an epicene head ("la primera víctima") is not read. Every sentence here was written for
these tests (none from an evaluation set)."""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.cue_target import _SUBJECT_PREDICATE, _predicate_word_at
from fairmt.fairqe.types import Item


@pytest.fixture(scope="module")
def agents() -> RuleAgents:
    return RuleAgents()


@pytest.mark.parametrize(
    ("source", "wrong", "right"),
    [
        ("He was also 2nd prebendary at the abbey from 1790 to 1801.",
         "Fue también la segunda prebendada en la abadía de 1790 a 1801.",
         "Fue también el segundo prebendado en la abadía de 1790 a 1801."),
        ("She was later the first nominee of the new party.",
         "Fue después el primer nominado del nuevo partido.",
         "Fue después la primera nominada del nuevo partido."),
    ],
)  # fmt: skip
def test_the_wrong_translation_is_flagged_and_the_right_one_is_not(
    agents: RuleAgents, source: str, wrong: str, right: str
) -> None:
    bad, good = agents.analyse([Item(source, wrong, "es"), Item(source, right, "es")])
    assert bad.variants.alignment is False
    assert good.variants.alignment is True


@pytest.mark.parametrize(
    ("translation", "found"),
    [
        ("Fue también la tercera prebendada en la catedral.", "prebendada"),
        ("Fue el nominado del partido.", "nominado"),
        ("Fue la primera víctima de la guerra.", None),
        # a postnominal participle of the same gender is read in the head's place: same gender
        ("Fue la delegada nombrada en el congreso.", "nombrada"),
    ],
)  # fmt: skip
def test_the_predicate_noun_phrase_is_read_on_a_head_of_two_forms(
    translation: str, found: str | None
) -> None:
    tokens = translation.rstrip(".").split()
    norm = [t.lower() for t in tokens]
    read = _predicate_word_at(norm, tokens, 0, _SUBJECT_PREDICATE["es"])
    assert (tokens[read[0]] if read else None) == found
