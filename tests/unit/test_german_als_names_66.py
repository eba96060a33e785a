"""de66 (de-inflect-59): the "als" phrase of a verb of naming past a subject name is accusative.

"Heute bezeichnet sich Okafor selbst als die Erfinderin des Spiels": the "als" phrase describes
the accusative object "sich" (Duden, *Die Grammatik*: Kongruenz der als-Phrase), with the
subject name between them; its masculine is "als den Erfinder", not "als der Erfinder"
(german_name_words.skip_name). Found on MT-GenEval **dev** F->M flips; every sentence here is
written for this test.
"""

from __future__ import annotations

import pytest

from fairmt.inflect.german import GermanInflector

pytest.importorskip("german_nouns")


@pytest.mark.parametrize(
    ("sentence", "noun", "expected"),
    [
        (
            "Heute bezeichnet sich Okafor selbst als die Erfinderin des Spiels.",
            7,
            "Heute bezeichnet sich Okafor selbst als den Erfinder des Spiels.",
        ),
        (
            "Gern beschreibt sich Lina Okafor als die beste Köchin der Stadt.",
            8,
            "Gern beschreibt sich Lina Okafor als den besten Koch der Stadt.",
        ),
    ],
)
def test_als_after_sich_and_a_name_is_accusative(
    de: GermanInflector, sentence: str, noun: int, expected: str
) -> None:
    toks = sentence.split()
    out = de.realise(toks, de.phrase_span(toks, (noun, noun + 1)), "M")
    assert out is not None and " ".join(out) == expected
