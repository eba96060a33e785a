"""it67: suppletive person pairs the dictionary gives and the ending rules cannot make:
"padrino"/"madrina", "compare"/"comare", "doge"/"dogaressa" (Treccani), never "madrini" or
"padrina". Sentences written for these tests (never rows of an evaluation set)."""

from __future__ import annotations

import pytest

from fairmt.inflect import get_inflector
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.evaluate import flip_to

pytestmark = pytest.mark.skipif(morphology("it") is None, reason="Apertium Italian not installed")

#: (masculine, feminine)
PAIRS = [
    ("Il padrino portò i confetti al battesimo .", "La madrina portò i confetti al battesimo ."),
    ("I padrini arrivarono prima degli invitati .", "Le madrine arrivarono prima degli invitati ."),
    ("Il compare raccontò tutto in piazza .", "La comare raccontò tutto in piazza ."),
    ("Il doge ricevette gli ambasciatori .", "La dogaressa ricevette gli ambasciatori ."),
]


@pytest.mark.parametrize(("masc", "fem"), PAIRS)
def test_both_directions(masc: str, fem: str) -> None:
    inflector = get_inflector("it")
    assert flip_to(inflector, masc, fem, "F")[0] == fem
    assert flip_to(inflector, fem, masc, "M")[0] == masc
