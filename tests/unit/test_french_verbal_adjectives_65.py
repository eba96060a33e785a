"""frc65: a verbal adjective in -ante(s)/-ants that Apertium knows only as a present participle
("confiante", "tremblantes": only "confier"/"trembler" + gerund) agrees with its person when the
person flips; one the dictionary lists ("brillante") still does, and a thing's predicate never
changes. The sentences are written for these tests.
"""

from __future__ import annotations

import pytest
from french_helpers import needs_fr_parser, realise_fr

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.french_verbal_adjectives import verbal_adjective

needs_fr_dictionary = pytest.mark.skipif(morphology("fr") is None, reason="apertium-fra-cat not installed")


@needs_fr_dictionary
def test_participle_only_adjective_forms_are_read() -> None:
    fr = morphology("fr")
    assert fr is not None
    assert fr.agree("confiante", "m", "sg") == "confiant"
    assert fr.agree("tremblants", "f", "pl") == "tremblantes"
    assert fr.agree("Consentantes", "m", "pl") == "Consentants"
    # The masculine singular is also the invariable participle: left to the dictionary.
    assert verbal_adjective("confiant", fr.readings) is None


@needs_fr_parser
@pytest.mark.parametrize(
    ("sentence", "words", "gender", "want"),
    [
        ("La pharmacienne semblait confiante .", "La pharmacienne", "M", "Le pharmacien semblait confiant ."),
        (
            "Ma voisine était tremblante et pâle .",
            "Ma voisine",
            "M",
            "Mon voisin était tremblant et pâle .",
        ),
        (
            "Les cuisinières restaient confiantes .",
            "Les cuisinières",
            "M",
            "Les cuisiniers restaient confiants .",
        ),
        (
            "Les boulangers étaient tremblants .",
            "Les boulangers",
            "F",
            "Les boulangères étaient tremblantes .",
        ),
    ],
)
def test_participle_only_adjective_agrees(sentence: str, words: str, gender: str, want: str) -> None:
    assert realise_fr(sentence, words, gender) == want


@needs_fr_parser
def test_a_things_predicate_stays() -> None:
    got = realise_fr("La vendeuse dit que la flamme était tremblante .", "La vendeuse", "M")
    assert got == "Le vendeur dit que la flamme était tremblante ."
