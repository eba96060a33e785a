"""it67: foreign titles of nobility kept untranslated in Italian have their pair in the title's
own language ("il conde" <-> "la condesa", "il Fürst" <-> "la Fürstin"), not a made-up Italian
ending ("condeso"). Sentences written for these tests (never rows of an evaluation set)."""

from __future__ import annotations

import pytest

from fairmt.inflect import get_inflector
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.evaluate import flip_to

pytestmark = pytest.mark.skipif(morphology("it") is None, reason="Apertium Italian not installed")

#: (masculine, feminine)
PAIRS = [
    ("Dopo le nozze divenne il duque di Alba .", "Dopo le nozze divenne la duquesa di Alba ."),
    ("Il Fürst visitò la valle in autunno .", "La Fürstin visitò la valle in autunno ."),
    ("Il Graf accolse gli ospiti al castello .", "La Gräfin accolse gli ospiti al castello ."),
    ("Il vecchio hertig cavalcava ogni mattina .", "La vecchia hertiginna cavalcava ogni mattina ."),
]


@pytest.mark.parametrize(("masc", "fem"), PAIRS)
def test_masculine_to_feminine(masc: str, fem: str) -> None:
    assert flip_to(get_inflector("it"), masc, fem, "F")[0] == fem


@pytest.mark.parametrize(("masc", "fem"), PAIRS)
def test_feminine_to_masculine(masc: str, fem: str) -> None:
    assert flip_to(get_inflector("it"), fem, masc, "M")[0] == masc


def test_lo_before_ts() -> None:
    """The pair "ts" takes "lo" as "z" does ("lo tsunami", "lo tsar")."""
    fem = "Il pittore ritrasse la tsarina in giardino ."
    masc = "Il pittore ritrasse lo tsar in giardino ."
    assert flip_to(get_inflector("it"), fem, masc, "M")[0] == masc
