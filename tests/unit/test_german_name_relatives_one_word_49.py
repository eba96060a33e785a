"""A relative pronoun after a one-word name in close apposition (session 38, de-inflect-42).

de-inflect-41 leaves the pronoun after "Lehrerin Mia Brown," to the noun's realisation, which sets
it in its own case. The noun's realisation reads a name up to the comma only where it takes the
words for a name (``GermanDecliner._close_name``): a one-word name the dictionary lists as a noun
("der Autor Müller") is not read there, so the pronoun must still be realised alone. Sentences
written for this test.
"""

from __future__ import annotations

import pytest

from fairmt.inflect import get_inflector
from fairmt.inflect.evaluate import flip_to

#: (feminine, masculine) translations of one sentence
PAIRS = [
    # one-word names: the pronoun is realised alone (de-inflect-41 left "die" in the masculine)
    ("Die Autorin Müller, die den Roman schrieb, starb.", "Der Autor Müller, der den Roman schrieb, starb."),
    ("Die Freundin Anna, die in Köln lebt, kam.", "Der Freund Anna, der in Köln lebt, kam."),
    # names the noun's realisation reads: set once, in the pronoun's case (de-inflect-41)
    ("Die Bäckerin Schmidt, die lachte, ging.", "Der Bäcker Schmidt, der lachte, ging."),
    (
        "Sie sprach mit der Lehrerin Mia Brown, der sie half.",
        "Sie sprach mit dem Lehrer Mia Brown, dem sie half.",
    ),
    (
        "Wir trafen die Malerin Frida Kahlo, die uns begrüßte.",
        "Wir trafen den Maler Frida Kahlo, der uns begrüßte.",
    ),
]


@pytest.mark.parametrize(("fem", "masc"), PAIRS)
def test_relative_after_a_name_in_close_apposition(fem: str, masc: str) -> None:
    inf = get_inflector("de")
    assert flip_to(inf, fem, masc, "M")[0] == masc
    assert flip_to(inf, masc, fem, "F")[0] == fem
