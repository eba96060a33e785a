"""de66 (de-inflect-59): "sie" after the verb of a clause whose subject is a name or the relative "der".

Two readings that make a singular "sie" the accusative object, whose masculine is "ihn", found
on MT-GenEval **dev** F->M flips; every sentence here is written for this test:

- a bare name opening a verb-second clause is its subject (german_name_subjects): a listed
  given name, or "Frau"/"Herr" before a surname, but (de66) not before a verb that governs the
  dative and no accusative, where the name is the dative and "sie" the subject;
- the relative pronoun "der" after a comma and a masculine noun is its clause's subject.

(Checked by hand, not as tests, since they passed before: an adverb or a place opening the
clause, "der" after a feminine noun, and a copula leave "sie" the subject "er".)
"""

from __future__ import annotations

import pytest

from fairmt.inflect.german import GermanInflector

pytest.importorskip("german_nouns")


def _flip(de: GermanInflector, sentence: str, nth: int = 0) -> str:
    toks = sentence.split()
    ts = [i for i, w in enumerate(toks) if w.strip(".,()") == "sie"]
    t = ts[nth]
    out = de.realise(toks, (t, t + 1), "M")
    assert out is not None
    return out[t].strip(".,()")


@pytest.mark.parametrize(
    ("sentence", "nth", "want"),
    [
        # a bare name in the Vorfeld is the subject
        ("Frau Keller rief sie gestern an.", 0, "ihn"),
        ("Herr Okafor besuchte sie im Krankenhaus.", 0, "ihn"),
        ("Jonas Weber lobte sie vor der Klasse.", 0, "ihn"),
        ("Jonas lobte sie vor der Klasse.", 0, "ihn"),
        # the relative "der" of a masculine noun is the subject of its clause
        ("Im Hof stand der alte Gärtner, der sie jeden Morgen grüßte.", 0, "ihn"),
        ("Sie dankte dem Arzt, der sie operiert hatte.", 0, "ihn"),
    ],
)
def test_sie_is_the_object_after_a_named_or_relative_subject(
    de: GermanInflector, sentence: str, nth: int, want: str
) -> None:
    assert _flip(de, sentence, nth) == want


@pytest.mark.parametrize(
    "sentence",
    [
        "Die Ärztin kam herein, und Jonas gefiel sie sofort.",
        "Die Ärztin kam herein, und Jonas half sie sofort.",
        "Die Ärztin kam herein, und Jonas dankte sie sofort.",
        "Die Ärztin kam herein, und Jonas fiel sie sofort auf.",
    ],
)
def test_sie_stays_the_subject_after_a_name_and_a_dative_verb(de: GermanInflector, sentence: str) -> None:
    # (de66) the name before a dative-only verb is its dative object; "sie" is the subject "er"
    assert _flip(de, sentence) == "er"
