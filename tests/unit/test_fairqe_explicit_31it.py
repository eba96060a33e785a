"""en-cues-40 (helper exp31it, issue 13): an English subject pronoun the Italian translation
makes the dative of another verb is read on that "gli"/"le" (``fairmt.fairqe.dative_subjects``).
Every sentence here was written for these tests (none from an evaluation set).
"""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.cue_tokens import tokenize
from fairmt.fairqe.dative_subjects import sole_person
from fairmt.fairqe.types import Item


@pytest.fixture(scope="module")
def agents() -> RuleAgents:
    return RuleAgents()


@pytest.mark.parametrize(
    ("source", "wrong", "right"),
    [
        # the passive of a verb of giving or finding keeps the recipient as a dative
        ("In 2010 she was diagnosed with a rare tumour.",
         "Nel 2010 gli fu diagnosticato un tumore raro.",
         "Nel 2010 le fu diagnosticato un tumore raro."),
        ("In 1998 he was awarded the prize of the city.",
         "Nel 1998 le venne conferito il premio della città.",
         "Nel 1998 gli venne conferito il premio della città."),
        # a verb whose experiencer is a dative ("riuscire a qualcuno")
        ("The part is hard, but she manages it with ease.",
         "La parte è difficile, ma gli riesce con facilità.",
         "La parte è difficile, ma le riesce con facilità."),
        ("He said that he had obtained the consent of the council.",
         "Disse che il consiglio le aveva dato il consenso.",
         "Disse che il consiglio gli aveva dato il consenso."),
    ],
)  # fmt: skip
def test_the_subjects_dative_shows_its_gender(
    agents: RuleAgents, source: str, wrong: str, right: str
) -> None:
    bad, good = agents.analyse([Item(source, wrong, "it"), Item(source, right, "it")])
    assert bad.variants.alignment is False
    assert good.variants.alignment is not False


@pytest.mark.parametrize(
    ("source", "right"),
    [
        # the dative is the other person's: "him" of the other gender
        ("She gave him the keys of the house.", "Gli diede le chiavi di casa."),
        # "they": "gli" stands for "to them"
        ("She says they were left the house by an aunt.", "Dice che gli fu lasciata la casa da una zia."),
        # "his": the dative of possession of another man
        ("She later took his name and his house.", "In seguito gli prese il nome e la casa."),
    ],
)  # fmt: skip
def test_a_dative_another_referent_may_own_is_not_read(agents: RuleAgents, source: str, right: str) -> None:
    (good,) = agents.analyse([Item(source, right, "it")])
    assert good.variants.alignment is not False


@pytest.mark.parametrize(
    ("source", "start", "sole"),
    [
        ("She was diagnosed with cancer.", 0, True),
        ("She manages it well, as her mother did.", 0, True),
        ("She told him the news.", 0, False),
        ("She asked her to stay.", 0, False),
        ("She and they arrived.", 0, False),
    ],
)
def test_sole_person(source: str, start: int, sole: bool) -> None:
    assert sole_person([tokenize(w) for w in source.split()], start) is sole
