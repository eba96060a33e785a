"""The shared predicate of two coordinated French subjects when only the second changes gender
(``fairmt.inflect.french_coordinated_subjects``, fr-inflect-50). Sentences written for these
tests, never rows of an evaluation set. The predicate of subjects of different genders is
masculine plural; it is feminine only when every subject is: "Ma sœur et son ami étaient
fatigués", "Ma sœur et son amie étaient fatiguées".
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from fairmt.inflect import get_inflector
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.french_coordinated_subjects import second_conjunct_predicates

pytest.importorskip("spacy")
needs = pytest.mark.skipif(
    morphology("fr") is None or morphology("en") is None, reason="Apertium French/English not installed"
)

#: the conftest fixture ``one_set(source, feminine, masculine, lang)``
OneSet = Callable[[str, str, str, str], set[str]]


@needs
@pytest.mark.parametrize(
    ("sentence", "span", "gender", "want"),
    [
        # The first subject is feminine: the predicate follows the second one both ways.
        (
            "Ma sœur et son amie étaient très fatiguées .",
            (3, 5),
            "M",
            "Ma sœur et son ami étaient très fatigués .",
        ),
        (
            "Ma sœur et son ami étaient très fatigués .",
            (3, 5),
            "F",
            "Ma sœur et son amie étaient très fatiguées .",
        ),
        (
            "La mère et l'enseignante étaient inquiètes .",
            (3, 4),
            "M",
            "La mère et l'enseignant étaient inquiets .",
        ),
        # A masculine first subject keeps the predicate masculine.
        (
            "Le roi et son conseiller semblaient satisfaits .",
            (3, 5),
            "F",
            "Le roi et sa conseillère semblaient satisfaits .",
        ),
        (
            "Mon frère et son collègue ont été invités .",
            (3, 5),
            "F",
            "Mon frère et sa collègue ont été invités .",
        ),
    ],
)
def test_second_subject_alone(sentence: str, span: tuple[int, int], gender: str, want: str) -> None:
    out = get_inflector("fr").realise(sentence.split(), span, gender)  # type: ignore[arg-type]
    assert out is not None
    assert " ".join(out) == want


@needs
def test_first_phrase_and_predicate_are_found() -> None:
    tokens = ["Ma", "sœur", "et", "son", "ami", "étaient", "très", "fatigués", "."]
    assert second_conjunct_predicates(tokens, 3, 5) == ((7,), (0, 2))
    # Not a second subject: the phrase after "et" is an object of the verb before it.
    tokens = ["Elle", "a", "vu", "sa", "sœur", "et", "son", "ami", "hier", "."]
    assert second_conjunct_predicates(tokens, 6, 8) == ((), (0, 0))
    # The first phrase itself is not the second subject.
    assert second_conjunct_predicates(
        ["Ma", "sœur", "et", "son", "ami", "étaient", "fatigués", "."], 0, 2
    ) == ((), (0, 0))


@needs
@pytest.mark.parametrize(
    ("source", "feminine", "masculine"),
    [
        (
            "My sister and her friend were very tired.",
            "Ma sœur et son amie étaient très fatiguées.",
            "Ma sœur et son ami étaient très fatigués.",
        ),
        (
            "The mother and the teacher were worried.",
            "La mère et l'enseignante étaient inquiètes.",
            "La mère et l'enseignant étaient inquiets.",
        ),
    ],
)
def test_one_set_with_a_fixed_first_subject(
    one_set: OneSet, source: str, feminine: str, masculine: str
) -> None:
    one_set(source, feminine, masculine, "fr")


@needs
@pytest.mark.parametrize(
    ("sentence", "span", "want"),
    [
        # A finite verb coordinated after the attribute is no second attribute (fr-inflect-50).
        (
            "Notre comptable est très méticuleux et ne fait jamais d'erreurs .",
            (0, 2),
            "Notre comptable est très méticuleuse et ne fait jamais d'erreurs .",
        ),
        (
            "Le comptable est méticuleux et fait peu d'erreurs .",
            (0, 2),
            "La comptable est méticuleuse et fait peu d'erreurs .",
        ),
        # ... while a coordinated participle attribute still agrees.
        ("Le client était fatigué et déçu .", (0, 2), "La cliente était fatiguée et déçue ."),
    ],
)
def test_coordinated_finite_verb_is_no_attribute(sentence: str, span: tuple[int, int], want: str) -> None:
    out = get_inflector("fr").realise(sentence.split(), span, "F")
    assert out is not None
    assert " ".join(out) == want


@needs
@pytest.mark.parametrize(
    ("sentence", "span", "want"),
    [
        # fr-inflect-56: an epicene other subject whose determiner shows no gender is of the
        # realisation's gender; a feminine first subject then makes the predicate feminine.
        (
            "Le directeur et l'artiste étaient contents .",
            (0, 2),
            "La directrice et l'artiste étaient contentes .",
        ),
        (
            "Le vendeur et ses collègues étaient fatigués .",
            (0, 2),
            "La vendeuse et ses collègues étaient fatiguées .",
        ),
        # ... and from the second subject, an epicene first one.
        (
            "L'élève et le professeur étaient surpris .",
            (3, 5),
            "L'élève et la professeure étaient surprises .",
        ),
        # A determiner that shows the gender still decides; a non-epicene noun stays masculine.
        (
            "Le directeur et le collègue étaient contents .",
            (0, 2),
            "La directrice et le collègue étaient contents .",
        ),
        (
            "Le directeur et l'ami étaient contents .",
            (0, 2),
            "La directrice et l'ami étaient contents .",
        ),
        # The head noun decides, not its complement's (review of fr47).
        (
            "Le directeur et les pères des élèves étaient fatigués .",
            (0, 2),
            "La directrice et les pères des élèves étaient fatigués .",
        ),
    ],
)
def test_epicene_other_subject(sentence: str, span: tuple[int, int], want: str) -> None:
    out = get_inflector("fr").realise(sentence.split(), span, "F")
    assert out is not None
    assert " ".join(out) == want


@needs
def test_epicene_other_subject_one_set(one_set: OneSet) -> None:
    one_set(
        "The director and the artist were happy.",
        "La directrice et l'artiste étaient contentes.",
        "Le directeur et l'artiste étaient contents.",
        "fr",
    )
