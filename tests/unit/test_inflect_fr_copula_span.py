"""fr-inflect-16 (branch fr18): an aligned span that opens on a finite form of *être* before the predicate
("étais jaloux" for "You were jealous") is the predicate alone; the predicate of a quantity pronoun
before "de" + a plural possessive or demonstrative agrees with the people after it.

Sentences written for these tests (not lines of the gold set, not from an evaluation set).
"""

from __future__ import annotations

import pytest

from fairmt.inflect import get_inflector
from fairmt.inflect.apertium_morph import morphology

pytestmark = pytest.mark.skipif(morphology("fr") is None, reason="apertium-fra-cat not installed")


@pytest.mark.parametrize(
    ("sentence", "span", "want"),
    [
        ("Tu étais jaloux .", (1, 3), (2, 3)),
        ("Tu es si fière .", (1, 4), (2, 4)),
        ("Vous êtes invités .", (1, 3), (2, 3)),
        # Not a predicate after the verb: the span is kept.
        ("Il t'est sûr que la porte est fermée .", (1, 4), (1, 4)),
        # Not être: the span is kept.
        ("Tu semblais content .", (1, 3), (1, 3)),
    ],
)
def test_cue_span_after_copula(sentence: str, span: tuple[int, int], want: tuple[int, int]) -> None:
    assert get_inflector("fr").cue_span(sentence.split(), span) == want


@pytest.mark.parametrize(
    ("sentence", "span", "gender", "want"),
    [
        ("Tu étais jaloux .", (2, 3), "F", "Tu étais jalouse ."),
        ("Tu es si fière .", (2, 4), "M", "Tu es si fier ."),
        ("Tu étais jaloux .", (2, 3), "N", "Tu étais jaloux·se ."),
    ],
)
def test_the_predicate_is_realised(sentence: str, span: tuple[int, int], gender: str, want: str) -> None:
    out = get_inflector("fr").realise(sentence.split(), span, gender)  # type: ignore[arg-type]
    assert out is not None and " ".join(out) == want


@pytest.mark.parametrize(
    ("sentence", "gender", "want"),
    [
        (
            "Quelques-uns de mes voisins étaient fatigués.",
            "F",
            "Quelques-unes de mes voisines étaient fatiguées.",
        ),
        ("Quelques-uns de mes amis sont paresseux.", "F", "Quelques-unes de mes amies sont paresseuses."),
        ("Quelques-uns de mes amis sont paresseux.", "N", "Quelques-un·es de mes ami·es sont paresseux·ses."),
        ("Plusieurs de ses cousins sont partis.", "F", "Plusieurs de ses cousines sont parties."),
        ("Certains de ces élèves ont été punis.", "F", "Certaines de ces élèves ont été punies."),
        # An avoir participle does not agree with the subject.
        ("Quelques-uns de mes amis ont mangé.", "F", "Quelques-unes de mes amies ont mangé."),
        # Already feminine: the masculine predicate MT left is put right.
        (
            "Quelques-unes de mes cousines étaient fatigués .",
            "F",
            "Quelques-unes de mes cousines étaient fatiguées .",
        ),
    ],
)
def test_quantity_pronoun_de_possessive(sentence: str, gender: str, want: str) -> None:
    out = get_inflector("fr").realise(sentence.split(), (2, 4), gender)  # type: ignore[arg-type]
    assert out is not None and " ".join(out) == want


@pytest.mark.parametrize(
    ("word", "want"),
    [
        ("shérif", "shérif"),  # a noun only: one form for both ("la shérif")
        ("fugitif", "fugitive"),
        ("sportif", "sportive"),
        ("juif", "juive"),
        ("naïf", "naïve"),
    ],
)
def test_feminine_of_if(word: str, want: str) -> None:
    from fairmt.inflect.french_lexicon import _to_fem

    assert _to_fem(word, True) == want


def test_masculine_of_ive() -> None:
    from fairmt.inflect.french_lexicon import _to_masc

    assert _to_masc("naïve", True) == "naïf"
    assert _to_masc("sportive", True) == "sportif"


@pytest.mark.parametrize(
    ("sentence", "gender", "want"),
    [
        ("Le shérif était fatigué .", "F", "La shérif était fatiguée ."),
        ("Le shérif était fatigué .", "N", "Le·La shérif était fatigué·e ."),
        ("Le fugitif a été arrêté .", "F", "La fugitive a été arrêtée ."),
    ],
)
def test_if_nouns_in_sentences(sentence: str, gender: str, want: str) -> None:
    out = get_inflector("fr").realise(sentence.split(), (0, 2), gender)  # type: ignore[arg-type]
    assert out is not None and " ".join(out) == want
