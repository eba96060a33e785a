"""Helper ex49 (issue 13): Italian "capo" and "membro" are common gender ("la capo", "la membro"),
but their masculine is also the usual form for a woman, so a masculine phrase of them is no
reading of the referent's gender while a feminine one still is
(``fairmt.fairqe.fixed_gender_readings.MASCULINE_FOR_BOTH``). Every sentence here was written for
these tests (none from an evaluation set).
"""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.fixed_gender_readings import fixed_gender_person, fixed_gender_phrase
from fairmt.fairqe.types import Item


@pytest.mark.parametrize(
    ("source", "right"),
    [
        ("Her aunt was the head of the school.", "Sua zia era il capo della scuola."),
        ("My mother was the head of the family for years.", "Mia madre fu per anni il capo della famiglia."),
        ("The mayor's wife was the head of the choir.", "La moglie del sindaco era il capo del coro."),
    ],
)  # fmt: skip
def test_the_masculine_of_capo_is_said_of_a_woman(agents: RuleAgents, source: str, right: str) -> None:
    # another cue ("Sua zia", "Mia madre", "La moglie") reads the woman; "il capo" does not contradict it
    [a] = agents.analyse([Item(source, right, "it")])
    assert a.variants.alignment is True


@pytest.mark.parametrize(
    ("source", "wrong"),
    [
        ("He was the head of the office.", "Era la capo dell'ufficio."),
        ("My uncle is the head of the village.", "Mio zio è la capo del villaggio."),
        # the feminine of "membro" is read too (ex47 read neither)
        ("He was a founding member of the club.", "Era la membro fondatrice del club."),
        # another word still shows the person's gender
        ("Her aunt was the head of the school.", "Suo zio era il capo della scuola."),
    ],
)  # fmt: skip
def test_the_feminine_is_still_read(agents: RuleAgents, source: str, wrong: str) -> None:
    [a] = agents.analyse([Item(source, wrong, "it")])
    assert a.variants.alignment is False


def test_only_a_masculine_reading_is_left_unread() -> None:
    assert fixed_gender_person(["il", "capo"], "it", "M")
    assert fixed_gender_person(["i", "capi"], "it", "M")  # the plural, like "membri"
    assert not fixed_gender_person(["la", "capo"], "it", "F")
    assert not fixed_gender_person(["capo"], "it")
    assert not fixed_gender_person(["membro"], "it", "F")
    assert not fixed_gender_person(["jefe"], "es", "M")
    toks = ["Era", "un", "membro", "fondatore"]
    assert fixed_gender_phrase(toks, (3, 4), "it", "M")  # "fondatore" agrees with "membro"
    assert not fixed_gender_phrase(["Era", "la", "membro", "fondatrice"], (3, 4), "it", "F")
