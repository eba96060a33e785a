"""de-inflect-37: an elliptic apposition "den dritten" after a person noun follows its gender.

"Er schickte einen Boten, den dritten, in die Stadt": the article after the comma opens an
apposition whose noun is left out, not a relative clause; it agrees with its head in gender and
case, and the ordinal or superlative takes the weak ending of the new article ("eine Botin, die
dritte"). A relative clause ("der lachte") keeps its own rule.
"""

from __future__ import annotations

import pytest
from german_realise import realise_de

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.inflect.base import Word
from fairmt.inflect.german_elliptic_appositions import elliptic_adjective

CASES = [
    (
        "The king sent a messenger, the second, to the city.",
        "Der König schickte einen Boten, den zweiten, in die Stadt.",
        "F",
        "Der König schickte eine Botin, die zweite, in die Stadt.",
    ),
    (
        "He met a doctor, the best in town.",
        "Er traf einen Arzt, den besten der Stadt.",
        "F",
        "Er traf eine Ärztin, die beste der Stadt.",
    ),
    (
        "She met a doctor, the best in town.",
        "Sie traf eine Ärztin, die beste der Stadt.",
        "M",
        "Sie traf einen Arzt, den besten der Stadt.",
    ),
    (
        "The doctor, the best in town, came.",
        "Die Ärztin, die beste der Stadt, kam.",
        "M",
        "Der Arzt, der beste der Stadt, kam.",
    ),
]


@pytest.mark.parametrize(("source", "mt", "gender", "want"), CASES)
def test_elliptic_apposition_agrees(
    realiser: SentenceRealiser, source: str, mt: str, gender: str, want: str
) -> None:
    assert realise_de(realiser, source, mt, gender) == want


def test_neutral_form(realiser: SentenceRealiser) -> None:
    src, mt, _, _ = CASES[0]
    got = realise_de(realiser, src, mt, "N")
    assert got is not None and "den*die zweite*n," in got


def test_relative_clause_is_no_elliptic_apposition(realiser: SentenceRealiser) -> None:
    got = realise_de(realiser, "A teacher who laughed came.", "Ein Lehrer, der lachte, kam.", "F")
    assert got == "Eine Lehrerin, die lachte, kam."


@pytest.mark.parametrize(
    ("text", "art", "found"),
    [
        ("Boten, den dritten, nach", 1, True),
        ("Lehrer, der hasste, ging", 1, False),
        ("der erste Mann", 0, False),
    ],
)
def test_elliptic_adjective(text: str, art: int, found: bool) -> None:
    words = [Word.parse(t) for t in text.split()]
    assert (elliptic_adjective(words, art) is not None) is found
