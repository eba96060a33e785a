"""deb64: German place adjectives in -er after a word that is no article (sentences written for these tests).

* a place's capitalised -er adjective ("Berliner", Duden: Einwohnerbezeichnungen auf -er als
  Adjektive) after a word that is no article, a preposition most often, is the adjective of the
  noun after it, not a person noun of its own: the phrase's case reaches that noun ("mit
  Berliner Reporterinnen" -> "mit Berliner Reportern", dative plural).
"""

from __future__ import annotations

import pytest
from german_realise import realise_de

from fairmt.fairqe.realise import SentenceRealiser


@pytest.fixture(scope="module")
def realiser() -> SentenceRealiser:
    return SentenceRealiser()


@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        # The preposition's dative reaches the noun behind the place adjective.
        (
            "I spoke with Berlin reporters.",
            "Ich sprach mit Berliner Reporterinnen.",
            "M",
            "Ich sprach mit Berliner Reportern.",
        ),
        (
            "A letter from Frankfurt lawyers arrived.",
            "Ein Brief von Frankfurter Anwältinnen kam an.",
            "M",
            "Ein Brief von Frankfurter Anwälten kam an.",
        ),
        (  # a dative-only preposition ("an" takes either case: german_directional_an)
            "We stayed with Hamburg teachers.",
            "Wir wohnten bei Hamburger Lehrerinnen.",
            "M",
            "Wir wohnten bei Hamburger Lehrern.",
        ),
        # Controls: an accusative preposition keeps the plain plural; the thing stays.
        (
            "He wrote about Berlin doctors.",
            "Er schrieb über Berliner Ärztinnen.",
            "M",
            "Er schrieb über Berliner Ärzte.",
        ),
        (
            "I spoke with Berlin reporters about the Berlin wall.",
            "Ich sprach mit Berliner Reporterinnen über die Berliner Mauer.",
            "M",
            "Ich sprach mit Berliner Reportern über die Berliner Mauer.",
        ),
        # Control: with an article the determiner's reading holds as before.
        (
            "I spoke with the Berlin reporters.",
            "Ich sprach mit den Berliner Reportern.",
            "F",
            "Ich sprach mit den Berliner Reporterinnen.",
        ),
    ],
)
def test_place_adjective_after_preposition(
    realiser: SentenceRealiser, source: str, mt: str, gender: str, want: str
) -> None:
    assert realise_de(realiser, source, mt, gender) == want
