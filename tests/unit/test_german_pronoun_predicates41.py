"""de-inflect-35: a noun phrase after a personal pronoun is no genitive attribute.

Wiktionary lists "Sie", "Ich", "Er" as nouns (the polite form, the ego), so "Sind Sie der
Besitzer?" read "der Besitzer" as a genitive plural attribute of "Sie" ("der Besitzerinnen").
A genitive attribute follows a noun, never a pronoun: after "Sie"/"er" it is a nominative
predicate. Sentences written for this test (questions with the polite "Sie").
"""

from __future__ import annotations

import pytest

from fairmt.inflect.german import GermanInflector

pytest.importorskip("german_nouns")


@pytest.mark.parametrize(
    ("sentence", "span", "expected"),
    [
        ("Sind Sie der Besitzer dieses Autos?", (2, 4), "Sind Sie die Besitzerin dieses Autos?"),
        ("Sind Sie der Besitzer?", (2, 4), "Sind Sie die Besitzerin?"),
        ("Waren Sie der Fahrer des Wagens?", (2, 4), "Waren Sie die Fahrerin des Wagens?"),
        ("Sind Sie der neue Lehrer?", (4, 5), "Sind Sie die neue Lehrerin?"),
        ("Ist er der neue Lehrer?", (2, 5), "Ist er die neue Lehrerin?"),
        # Still a genitive plural after a noun: "die Hälfte der Lehrer".
        ("Die Hälfte der Lehrer streikte.", (2, 4), "Die Hälfte der Lehrerinnen streikte."),
    ],
)
def test_a_phrase_after_a_pronoun_is_a_predicate_not_a_genitive(
    de: GermanInflector, sentence: str, span: tuple[int, int], expected: str
) -> None:
    out = de.realise_number(sentence.split(), span, "F", "sg" if "Hälfte" not in sentence else "pl")
    assert out is not None and " ".join(out) == expected
