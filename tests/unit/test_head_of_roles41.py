"""en-cues-53: "head of ..." is a role noun (fairmt.fairqe.head_of_roles). Sentences written for
this test."""

from __future__ import annotations

import pytest

from fairmt.fairqe.cue_rules import source_cues
from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item


@pytest.mark.parametrize(
    ("source", "want"),
    [
        ("The head of sales felt betrayed by the decision.", "head"),
        ("Write to the head of department before Friday.", "head"),
        ("The heads of state met in Paris.", "heads"),
        ("Our new head of security starts on Monday.", "head"),
        ("She marched at the head of the army.", None),
        ("He bought a head of lettuce.", None),
        ("The head of the table was empty.", None),
        ("They stood at the head of the queue.", None),
        ("My head hurts.", None),
    ],
)
def test_head_of_is_a_role_noun(source: str, want: str | None) -> None:
    heads = [c for c in source_cues(source, "es") if c.source_span.lower().startswith("head")]
    if want is None:
        assert heads == []
    else:
        assert [c.source_span for c in heads] == [want]
        assert heads[0].kind == "ambiguous" and heads[0].source_gender is None


@pytest.mark.parametrize(
    ("lang", "masc", "fem"),
    [
        (
            "es",
            "El jefe de ventas se sintió traicionado por la decisión.",
            "La jefa de ventas se sintió traicionada por la decisión.",
        ),
        (
            "it",
            "Il responsabile delle vendite si è sentito tradito dalla decisione.",
            "La responsabile delle vendite si è sentita tradita dalla decisione.",
        ),
        (
            "fr",
            "Le chef des ventes s'est senti trahi par la décision.",
            "La cheffe des ventes s'est sentie trahie par la décision.",
        ),
        (
            "de",
            "Der Leiter der Verkaufsabteilung fühlte sich von der Entscheidung verraten.",
            "Die Leiterin der Verkaufsabteilung fühlte sich von der Entscheidung verraten.",
        ),
    ],
)
def test_head_of_flips(realiser: SentenceRealiser, lang: str, masc: str, fem: str) -> None:
    src = "The head of sales felt betrayed by the decision."
    assert realiser.realise(Item(src, masc, lang), "F") == fem
    assert realiser.realise(Item(src, fem, lang), "M") == masc
