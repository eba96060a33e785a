"""German variants, branch de46 (issue 12): a capitalised title inside a sentence before a surname.

All sentences were written for this test (the German is what an MT system writes for the
English); none is from an evaluation set.

English capitalises a title before a name (CGEL 5.14, the close appositive), so a
capitalised role word inside the sentence ("to General MacArthur") is the title of the surname
after it, a person cue as it is at the start ("General Smith visited"). A firm's name goes on with
a common English word ("General Motors", "General Electric") and a title after another
capitalised word is a name's own word ("New York General Hospital"): both stay.
"""

from __future__ import annotations

import pytest

from fairmt.fairqe.types import Item

pytest.importorskip("german_nouns")


def _realise(source: str, mt: str, gender: str) -> str | None:
    from fairmt.fairqe.realise import SentenceRealiser

    return SentenceRealiser().realise(Item(source, mt, "de"), gender)  # type: ignore[arg-type]


def test_title_inside_sentence_before_surname() -> None:
    src = "The letter was handed to General Pemberton in the morning."
    mt = "Der Brief wurde am Morgen an General Pemberton übergeben."
    assert _realise(src, mt, "F") == "Der Brief wurde am Morgen an Generalin Pemberton übergeben."
    assert _realise(src, mt, "N") == "Der Brief wurde am Morgen an General*in Pemberton übergeben."


def test_title_after_preposition_with_relative() -> None:
    src = "After the attack by General Kessler, who had sailed from the south, the port fell."
    mt = "Nach dem Angriff durch General Kessler, der aus dem Süden gesegelt war, fiel der Hafen."
    want = "Nach dem Angriff durch Generalin Kessler, die aus dem Süden gesegelt war, fiel der Hafen."
    assert _realise(src, mt, "F") == want


@pytest.mark.parametrize(
    ("src", "mt"),
    [
        (
            "The plant was sold to General Motors last year.",
            "Das Werk wurde letztes Jahr an General Motors verkauft.",
        ),
        (
            "She signed a contract with General Electric.",
            "Sie unterschrieb einen Vertrag mit General Electric.",
        ),
        ("She works at New York General Hospital.", "Sie arbeitet im New York General Hospital."),
        ("He bought shares of General Mills yesterday.", "Er kaufte gestern Aktien von General Mills."),
        ("He works for General Dynamics.", "Er arbeitet für General Dynamics."),
    ],
)
def test_firm_and_building_names_stay(src: str, mt: str) -> None:
    assert _realise(src, mt, "F") in (None, mt)
    assert _realise(src, mt, "M") in (None, mt)
