"""en-cues-47 (session 26, exp34, issue 13): "myself" in the direct speech of "he"/"she" is the
speaker's reflexive (fairqe/direct_speech.py; Quirk §14.29-14.31).

The first source is MT-GenEval dev line 755/431's; the second is from MLQE-PE ru-en (English side);
the others were written for these tests."""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.cue_rules import source_hits
from fairmt.fairqe.types import Item

_SAYS = "She says: I need to feel good about myself, to regain confidence after a divorce."


def _myself(source: str) -> list[tuple[str, str | None]]:
    toks, hits = source_hits(source)
    return [(h.lemma, h.gender) for h in hits if toks[h.start].low == "myself"]


@pytest.mark.parametrize(
    ("source", "want"),
    [
        (_SAYS, [("herself", "F")]),
        ('He said, "I will go to the market to get myself a donkey." His companions agreed.',
         [("himself", "M")]),
        ("He wrote: “I taught myself to paint.”", [("himself", "M")]),
    ],
)  # fmt: skip
def test_myself_in_direct_speech_is_the_speakers(source: str, want: list[tuple[str, str]]) -> None:
    assert _myself(source) == want


@pytest.mark.parametrize(
    "source",
    [
        # indirect speech: "I" is the writer, not "he"
        "He says that I should take care of myself.",
        # the quotation ended before "myself"
        'She said, "Go home." Then I made myself a coffee.',
        # the speaker is "I"
        "I told her: I will do it myself.",
        # "he" is no speaker here
        "He says nothing, and I blame myself.",
    ],
)
def test_other_myself_stays_unread(source: str) -> None:
    assert _myself(source) == []


@pytest.mark.parametrize(
    ("source", "right", "wrong", "lang"),
    [
        ("He says: I need to feel good about myself, to regain confidence after a divorce.",
         "Dice: «Necesito sentirme bien conmigo mismo, recuperar la confianza después de un divorcio».",
         "Dice: «Necesito sentirme bien conmigo misma, recuperar la confianza después de un divorcio».",
         "es"),
        (_SAYS,
         "Dice: Ho bisogno di sentirmi bene con me stessa, ritrovare l'autostima dopo il divorzio.",
         "Dice: Ho bisogno di sentirmi bene con me stesso, ritrovare l'autostima dopo il divorzio.", "it"),
    ],
)  # fmt: skip
def test_the_other_genders_reflexive_is_a_violation(
    agents: RuleAgents, source: str, right: str, wrong: str, lang: str
) -> None:
    good, bad = agents.analyse([Item(source, right, lang), Item(source, wrong, lang)])
    assert good.variants.alignment is not False
    assert bad.variants.alignment is False
