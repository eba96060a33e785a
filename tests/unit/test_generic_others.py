"""Session 33 (gatees42): a bare "others" beside a person of unstated gender stays generic.

"others" quantifies over people other than the person named, an open set, which Spanish renders
with the unmarked masculine ("los demás", "otros"); realising the named person in the other gender
leaves it as it is, as the negative indefinites do (fairqe/generic_indefinites.py, rules-53).
Alone it is the only person and still varies. Sentences written here.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

VariantSet = Callable[[str, str, str], set[str]]


@pytest.mark.parametrize(
    ("source", "feminine", "masculine"),
    [
        (
            "The lazy tenant slept until noon, but did not let the others sleep.",
            "La holgazana inquilina dormía hasta el mediodía, pero no dejaba dormir a los demás.",
            "El holgazán inquilino dormía hasta el mediodía, pero no dejaba dormir a los demás.",
        ),
        (
            "The new nurse greeted the others.",
            "La nueva enfermera saludó a los demás.",
            "El nuevo enfermero saludó a los demás.",
        ),
    ],
)
def test_others_keeps_its_generic_masculine(
    variant_set: VariantSet, source: str, feminine: str, masculine: str
) -> None:
    assert masculine in variant_set(source, feminine, "es")
    assert feminine in variant_set(source, masculine, "es")
    assert not any("las demás" in v for v in variant_set(source, masculine, "es"))


def test_others_alone_still_varies(variant_set: VariantSet) -> None:
    assert "Las demás llegaron tarde." in variant_set(
        "The others arrived late.", "Los demás llegaron tarde.", "es"
    )


def test_a_partitive_others_of_is_not_generic() -> None:
    from fairmt.fairqe.generic_indefinites import generic_indefinite
    from fairmt.fairqe.taxonomy import Category
    from fairmt.fairqe.types import Cue

    others = Cue("others", Category.C8, "otras", (0, 1), (0, 1))
    role = Cue("nurses", Category.C12, "enfermeras", (3, 4), (3, 4))
    assert not generic_indefinite(others, [others, role], ["Others", "of", "the", "nurses", "stayed", "."])
    assert generic_indefinite(others, [others, role], ["Others", "greeted", "the", "nurses", "."])


def test_others_after_some_is_the_rest_of_the_set() -> None:
    from fairmt.fairqe.generic_indefinites import generic_indefinite
    from fairmt.fairqe.taxonomy import Category
    from fairmt.fairqe.types import Cue

    source = ["Some", "of", "the", "guests", "were", "tired", ",", "and", "others", "were", "hungry", "."]
    others = Cue("others", Category.C8, "otras", (8, 9), (8, 9))
    guests = Cue("guests", Category.C12, "invitadas", (3, 4), (3, 4))
    assert not generic_indefinite(others, [others, guests], source)


def test_others_beside_a_gendered_person_still_varies() -> None:
    from fairmt.fairqe.generic_indefinites import generic_indefinite
    from fairmt.fairqe.taxonomy import Category
    from fairmt.fairqe.types import Cue

    source = ["The", "baker", "greets", "the", "clerk", "because", "she", "likes", "others", "."]
    others = Cue("others", Category.C8, "los demás", (8, 9), (8, 10))
    clerk = Cue("clerk", Category.C7, "el dependiente", (4, 5), (3, 5))
    she = Cue("she", Category.C1, "", (6, 7), None, source_gender="F")
    assert generic_indefinite(others, [others, clerk], source)
    assert not generic_indefinite(others, [others, clerk, she], source)
