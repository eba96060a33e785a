"""de66 (de-inflect-59): a person noun after coordinated first parts written apart grows to its article.

"der ältesten Obst und Gemüse Händler" is one noun phrase ("Obst- und Gemüsehändler", written
apart by MT; german_coordinated_compounds). The noun phrase reader already read it whole, but
``phrase_span`` stopped at the last first part, so a cue on the noun alone left the article,
the adjectives and a partitive pronoun before them in the old gender ("einer der ältesten ...
Händlerinnen"). Found on the gold set's **dev** half; every sentence here is written for this test.
"""

from __future__ import annotations

import pytest

from fairmt.inflect.german import GermanInflector

pytest.importorskip("german_nouns")


@pytest.mark.parametrize(
    ("sentence", "noun", "expected"),
    [
        (
            "Sie sprach mit einem der ältesten Obst und Gemüse Händler des Marktes.",
            9,
            "Sie sprach mit einer der ältesten Obst und Gemüse Händlerinnen des Marktes.",
        ),
        (
            "Wir kauften bei einem der Blumen und Pflanzen Händler am Markt.",
            8,
            "Wir kauften bei einer der Blumen und Pflanzen Händlerinnen am Markt.",
        ),
    ],
)
def test_the_span_of_a_noun_after_coordinated_parts_reaches_its_article(
    de: GermanInflector, sentence: str, noun: int, expected: str
) -> None:
    toks = sentence.split()
    out = de.realise(toks, de.phrase_span(toks, (noun, noun + 1)), "F")
    assert out is not None and " ".join(out) == expected
