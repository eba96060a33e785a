"""The gender star of a lexical pair whose masculine also has its -in feminine (de-inflect-32).
Sentences written for this test. "Krankenpfleger" is paired with "Krankenschwester" in the
lexicon, so its neutral form had none, while the feminine "Krankenpflegerinnen" gave
"Krankenpfleger*innen": the two originals of one source got different neutral variants. The
star is now made on the derivation Wiktionary lists ("Krankenpflegerin") from either side;
pairs with no such derivation keep their convention (no star, or a neutral noun).
"""

from __future__ import annotations

import pytest

from fairmt.inflect import german_lexicon
from fairmt.inflect.german import GermanInflector

needs = pytest.mark.skipif(not german_lexicon.available(), reason="german-nouns not installed")


def words(text: str) -> list[str]:
    return text.split(" ")


@needs
@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Die Krankenpfleger waren nach der Schicht erschöpft.",
         "Die Krankenpfleger*innen waren nach der Schicht erschöpft."),
        ("Die Krankenpflegerinnen waren nach der Schicht erschöpft.",
         "Die Krankenpfleger*innen waren nach der Schicht erschöpft."),
        ("Der Krankenpfleger war müde.", "Der*die Krankenpfleger*in war müde."),
    ],
)  # fmt: skip
def test_star_on_the_derived_feminine(text: str, want: str) -> None:
    assert GermanInflector().realise(words(text), (0, 2), "N") == words(want)


@needs
def test_pairs_without_the_derivation_keep_their_convention() -> None:
    inflector = GermanInflector()
    assert inflector.realise(words("Der Onkel war müde."), (0, 2), "N") is None  # no "Onkelin"
    # "Herrin" is another word: "Herr" keeps its neutral noun.
    assert inflector.realise(words("Der Herr war müde."), (0, 2), "N") == words("Die Person war müde.")
