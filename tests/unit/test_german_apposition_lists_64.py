"""deb64: a bare apposition after a coordinated member of a name's apposition list is singular
(german_units._apposition_list_member; sentences written for these tests).

"Karel Novak, 75, tschechischer Maler und Schriftsteller, Unterzeichner des Vertrags": one
person's roles, so "Unterzeichner" is singular ("Unterzeichnerin", not "Unterzeichnerinnen"),
as after a one-noun member ("tschechischer Maler, Unterzeichner ..."); the walk back to the
name stopped at the "und" of "Maler und Schriftsteller".
"""

from __future__ import annotations

import pytest
from german_realise import realise_de

from fairmt.fairqe.realise import SentenceRealiser

_SRC = "Karel Novak, 75, Czech painter and writer, signatory to the treaty."
_M = "Karel Novak, 75, tschechischer Maler und Schriftsteller, Unterzeichner des Vertrags."
_F = "Karel Novak, 75, tschechische Malerin und Schriftstellerin, Unterzeichnerin des Vertrags."


@pytest.fixture(scope="module")
def realiser() -> SentenceRealiser:
    return SentenceRealiser()


@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        (_SRC, _M, "F", _F),
        (
            _SRC,
            _M,
            "N",
            "Karel Novak, 75, tschechische*r Maler*in und Schriftsteller*in, Unterzeichner*in des Vertrags.",
        ),
        # Control: a plural head noun (no name) keeps its list plural.
        (
            "The guests, painters and writers, signatories of the treaty, arrived.",
            "Die Gäste, Maler und Schriftsteller, Unterzeichner des Vertrags, kamen an.",
            "F",
            "Die Gäste, Malerinnen und Schriftstellerinnen, Unterzeichnerinnen des Vertrags, kamen an.",
        ),
    ],
)
def test_apposition_after_coordinated_member(
    realiser: SentenceRealiser, source: str, mt: str, gender: str, want: str
) -> None:
    assert realise_de(realiser, source, mt, gender) == want
