"""fr-inflect-44 (issue 12, closed sets): French groups named by a quantifier, found on
sentences written for these tests (not gold, GATE or MT-GenEval lines): an attribute the
dictionary lacks after a degree adverb, and "toutes celles qui".
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from french_helpers import needs_fr

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.french_control_nouns import infinitive_attribute_span
from fairmt.inflect.french_nominalised import gendered

VariantSet = Callable[[str, str, str], set[str]]


@needs_fr
@pytest.mark.parametrize(
    ("source", "feminine", "masculine"),
    [
        (
            "Both of them are very talented.",
            "Elles sont toutes les deux très talentueuses.",
            "Ils sont tous les deux très talentueux.",
        ),
        (
            "Everybody who was invited came to the party.",
            "Toutes celles qui étaient invitées sont venues à la fête.",
            "Tous ceux qui étaient invités sont venus à la fête.",
        ),
    ],
)
def test_both_translations_get_one_set(
    variant_set: VariantSet, source: str, feminine: str, masculine: str
) -> None:
    got = variant_set(source, feminine, "fr")
    assert masculine in got
    assert got == variant_set(source, masculine, "fr")


@needs_fr
@pytest.mark.parametrize(
    ("word", "want"),
    [
        ("talentueuses", True),  # not in the dictionary
        ("fatiguée", True),
        ("jeune", False),  # epicene
        ("maisons", False),  # a noun
        ("souvent", False),
    ],
)
def test_gendered(word: str, want: bool) -> None:
    morph = morphology("fr")
    assert gendered(word, morph) is want


@needs_fr
@pytest.mark.parametrize(
    ("source", "feminine", "masculine"),
    [
        # fr-inflect-45: the infinitive's attribute after a control locution or a past infinitive
        (
            "I was lucky to be chosen for this project.",
            "J'ai eu la chance d'être choisie pour ce projet.",
            "J'ai eu la chance d'être choisi pour ce projet.",
        ),
        (
            "I was proud to have been chosen.",
            "J'étais fière d'avoir été choisie.",
            "J'étais fier d'avoir été choisi.",
        ),
        (
            "We were the first to arrive and the last to leave.",
            "Nous avons été les premières à arriver et les dernières à partir.",
            "Nous avons été les premiers à arriver et les derniers à partir.",
        ),
        (
            "I feel like I am being watched.",
            "J'ai l'impression d'être observée.",
            "J'ai l'impression d'être observé.",
        ),
    ],
)
def test_the_speakers_infinitive_attribute(
    variant_set: VariantSet, source: str, feminine: str, masculine: str
) -> None:
    got = variant_set(source, feminine, "fr")
    assert masculine in got
    assert got == variant_set(source, masculine, "fr")


@pytest.mark.parametrize(
    ("sentence", "span", "want"),
    [
        ("J'ai eu la chance d'être choisie .", (3, 6), (5, 6)),
        ("J'étais fière d'avoir été choisie .", (1, 5), (4, 5)),
        ("Elle est très fatiguée .", (2, 4), (2, 4)),
    ],
)
def test_infinitive_attribute_span(sentence: str, span: tuple[int, int], want: tuple[int, int]) -> None:
    assert infinitive_attribute_span(sentence.split(), span) == want


@needs_fr
def test_tout_before_a_one_gender_person_noun_keeps_its_form() -> None:
    from fairmt.inflect import get_inflector

    people = "Toutes les personnes présentes étaient silencieuses ."
    students = "Toutes les étudiantes étaient là ."
    inflector = get_inflector("fr")
    assert inflector.realise(people.split(" "), (0, 1), "M") is None
    assert inflector.realise(students.split(" "), (0, 1), "M") is not None
