"""de-inflect-43: "diejenigen" before a plural person noun is no strong adjective.

The plural of the determinative "derjenige" is nominative or accusative; read as an adjective
with the strong dative plural -en, it made the masculine plural dative ("für diejenigen
Urlaubern"). "denjenigen" is the dative and keeps the dative -n. Sentences written for these tests.
"""

from __future__ import annotations

import pytest
from german_realise import realise_de

from fairmt.fairqe.realise import SentenceRealiser


@pytest.mark.parametrize(
    ("source", "mt", "want"),
    [
        (
            "Clear rules are needed for those holidaymakers.",
            "Klare Regeln werden für diejenigen Urlauberinnen benötigt.",
            "Klare Regeln werden für diejenigen Urlauber benötigt.",
        ),
        (
            "Those holidaymakers who stay must pay.",
            "Diejenigen Urlauberinnen, die bleiben, müssen zahlen.",
            "Diejenigen Urlauber, die bleiben, müssen zahlen.",
        ),
        (
            "He warned those holidaymakers who stayed.",
            "Er warnte diejenigen Urlauberinnen, die blieben.",
            "Er warnte diejenigen Urlauber, die blieben.",
        ),
        # The dative "denjenigen" keeps the dative plural.
        (
            "He helped those holidaymakers who stayed.",
            "Er half denjenigen Urlauberinnen, die blieben.",
            "Er half denjenigen Urlaubern, die blieben.",
        ),
    ],
)
def test_diejenigen_plural(realiser: SentenceRealiser, source: str, mt: str, want: str) -> None:
    assert realise_de(realiser, source, mt, "M") == want
