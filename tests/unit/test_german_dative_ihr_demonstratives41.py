"""de-inflect-35: two case decisions for a person who becomes masculine (sentences written for
this test; the kinds found on MT-GenEval **dev** German F->M flips).

- An uninflected "ihr" before a plural or feminine noun is the dative pronoun, not the
  possessive (which would be "ihre"): "legten ihr Handschellen an" -> "ihm".
- An "als" phrase after the accusative pronoun object of a verb of naming or describing is
  accusative: "bezeichnete sich als eine Königin" -> "als einen König" (german_case).
- A d-word after a preposition, or one whose clause has no finite verb, is a demonstrative
  pronoun, and the phrase after it its genitive attribute: "in die einer naiven Frau" ->
  "in die eines naiven Mannes"; a relative clause's d-word keeps its dative object ("die der
  Präsidentin schadet" -> "die dem Präsidenten schadet").
"""

from __future__ import annotations

import pytest

from fairmt.inflect.german import GermanInflector

pytest.importorskip("german_nouns")


@pytest.mark.parametrize(
    ("sentence", "at", "want"),
    [
        ("Die Polizisten legten ihr Handschellen an.", 3, "ihm"),
        ("Er verbot den Fürsten, ihr Tribute zu zahlen.", 4, "ihm"),
        ("Sie lebte ihr Leben.", 2, "sein"),
        ("Sie las ihr Buch.", 2, "sein"),
    ],
)
def test_bare_ihr_before_a_plural_is_dative(de: GermanInflector, sentence: str, at: int, want: str) -> None:
    out = de.realise(sentence.split(), (at, at + 1), "M")
    assert out is not None and out[at] == want


@pytest.mark.parametrize(
    ("sentence", "span", "want"),
    [
        (
            "Sie änderte die Rolle in die einer naiven Frau aus dem Dorf.",
            (6, 9),
            "Sie änderte die Rolle in die eines naiven Mannes aus dem Dorf.",
        ),
        (
            "Das Haus wurde von dem einer Nonne heimgesucht.",
            (5, 7),
            "Das Haus wurde von dem eines Mönches heimgesucht.",
        ),
        (
            "Das ist die Politik, die der Präsidentin am meisten schadet.",
            (5, 7),
            "Das ist die Politik, die dem Präsidenten am meisten schadet.",
        ),
    ],
)
def test_a_demonstrative_takes_a_genitive(
    de: GermanInflector, sentence: str, span: tuple[int, int], want: str
) -> None:
    out = de.realise(sentence.split(), span, "M")
    assert out is not None and " ".join(out) == want


@pytest.mark.parametrize(
    ("sentence", "span", "want"),
    [
        (
            "Sie bezeichnete sich dann scherzhaft als eine doppelte Königin.",
            (6, 9),
            "Sie bezeichnete sich dann scherzhaft als einen doppelten König.",
        ),
        (
            "Das Buch beschrieb sie als die ungekrönte Königin von England.",
            (5, 8),
            "Das Buch beschrieb sie als den ungekrönten König von England.",
        ),
        # "sich erweisen als" and "arbeiten als" take the nominative
        ("Sie erwies sich als eine gute Freundin.", (4, 7), "Sie erwies sich als ein guter Freund."),
        ("Sie arbeitete als Lehrerin.", (3, 4), "Sie arbeitete als Lehrer."),
    ],
)
def test_als_after_a_pronoun_object_of_a_naming_verb(
    de: GermanInflector, sentence: str, span: tuple[int, int], want: str
) -> None:
    out = de.realise(sentence.split(), span, "M")
    assert out is not None and " ".join(out) == want
