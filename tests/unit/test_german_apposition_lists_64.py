"""deb64: a bare apposition after a coordinated member of a name's apposition list is singular
(german_units._apposition_list_member; sentences written for these tests).

"Jonas Berger, 48, österreichischer Tischler und Wirt, Bewohner des Dorfes": one person's
roles, so "Bewohner" is singular ("Bewohnerin", not "Bewohnerinnen"), as after a one-noun member
("österreichischer Tischler, Bewohner ..."); the walk back to the name stopped at the "und" of "Tischler
und Wirt" (german_apposition_lists).
"""

from __future__ import annotations

import pytest
from german_realise import realise_de

from fairmt.fairqe.realise import SentenceRealiser

_SRC = "Jonas Berger, 48, Austrian carpenter and innkeeper, resident of the village."
_M = "Jonas Berger, 48, österreichischer Tischler und Wirt, Bewohner des Dorfes."
_F = "Jonas Berger, 48, österreichische Tischlerin und Wirtin, Bewohnerin des Dorfes."


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
            "Jonas Berger, 48, österreichische*r Tischler*in und Wirt*in, Bewohner*in des Dorfes.",
        ),
        # Control: a plural head noun (no name) keeps its list plural.
        (
            "The neighbours, carpenters and innkeepers, residents of villages, came by.",
            "Die Nachbarn, Tischler und Wirte, Bewohner von Dörfern, kamen vorbei.",
            "F",
            "Die Nachbarinnen, Tischlerinnen und Wirtinnen, Bewohnerinnen von Dörfern, kamen vorbei.",
        ),
    ],
)
def test_apposition_after_coordinated_member(
    realiser: SentenceRealiser, source: str, mt: str, gender: str, want: str
) -> None:
    assert realise_de(realiser, source, mt, gender) == want
