"""de66 (de-inflect-59): the "als" phrase of a verb of naming past a subject name is accusative.

"Im Verein sah sich Yilmaz immer als die Hüterin der Regeln": the "als" phrase describes
the accusative object "sich" (Duden, *Die Grammatik*: Kongruenz der als-Phrase), with the
subject name between them; its masculine is "als den Hüter", not "als der Hüter"
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
            "Im Verein sah sich Yilmaz immer als die Hüterin der Regeln.",
            8,
            "Im Verein sah sich Yilmaz immer als den Hüter der Regeln.",
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
