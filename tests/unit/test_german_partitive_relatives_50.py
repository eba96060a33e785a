"""de-inflect-43: the relative pronoun of a partitive pronoun that is an object, extraposed, or
realised neutrally.

* the relative clause of a partitive pronoun may stand behind the verbs that close the clause
  (extraposition into the Nachfeld: "hat einen der Spieler eingestellt, der ...", "stellte
  einen der Spieler ein, der ..."), where the particle "ein" before the comma is no article;
* a masculine relative after an accusative or dative partitive ("einen/einem der Spieler, der")
  is singular, the pronoun's, as after "einer der Spieler, der";
* the neutral realisation keeps the pronoun's star relative ("Eine*r der Spieler*innen, der*die
  aus Ulm kam"); a plural verb keeps the plural "die".

Sentences written for these tests.
"""

from __future__ import annotations

import pytest
from german_realise import realise_de

from fairmt.fairqe.realise import SentenceRealiser


@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        (
            "He hired one of the players, who came from Ulm.",
            "Er hat eine der Spielerinnen eingestellt, die aus Ulm kam.",
            "M",
            "Er hat einen der Spieler eingestellt, der aus Ulm kam.",
        ),
        (
            "He hired one of the players, who came from Ulm.",
            "Er hat einen der Spieler eingestellt, der aus Ulm kam.",
            "F",
            "Er hat eine der Spielerinnen eingestellt, die aus Ulm kam.",
        ),
        (
            "He hired one of the players, who came from Ulm.",
            "Er stellte eine der Spielerinnen ein, die aus Ulm kam.",
            "M",
            "Er stellte einen der Spieler ein, der aus Ulm kam.",
        ),
        (
            "He hired one of the players, who came from Ulm.",
            "Er stellte einen der Spieler ein, der aus Ulm kam.",
            "F",
            "Er stellte eine der Spielerinnen ein, die aus Ulm kam.",
        ),
        (
            "One of the players, who came from Ulm, scored.",
            "Eine der Spielerinnen, die aus Ulm kam, traf.",
            "N",
            "Eine*r der Spieler*innen, der*die aus Ulm kam, traf.",
        ),
        (
            "He spoke with one of the players, who came from Ulm.",
            "Er sprach mit einer der Spielerinnen, die aus Ulm kam.",
            "N",
            "Er sprach mit einem*einer der Spieler*innen, der*die aus Ulm kam.",
        ),
        # A plural verb: the relative is the group's, "die" for both genders.
        (
            "He hired one of the players, who came from Ulm.",
            "Er hat eine der Spielerinnen eingestellt, die aus Ulm kamen.",
            "M",
            "Er hat einen der Spieler eingestellt, die aus Ulm kamen.",
        ),
        (
            "One of the players, who came from Ulm, scored.",
            "Eine der Spielerinnen, die aus Ulm kamen, traf.",
            "N",
            "Eine*r der Spieler*innen, die aus Ulm kamen, traf.",
        ),
    ],
)
def test_partitive_relative(realiser: SentenceRealiser, source: str, mt: str, gender: str, want: str) -> None:
    assert realise_de(realiser, source, mt, gender) == want
