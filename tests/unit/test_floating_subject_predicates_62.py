"""A floating quantifier between a pronoun subject and its verb (en-cues-76, session 42, es62b).

"You all are touchy" is "You are all touchy" with the quantifier before the verb (CGEL ch. 5 §9.3):
the predicate is still the subject's, and a Spanish predicate noun phrase ("unas quisquillosas")
agrees with it. The sentences are our own.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.spanish import _morph

pytest.importorskip("spacy")
needs = pytest.mark.skipif(
    morphology("en") is None or _morph() is None, reason="Apertium Spanish/English not installed"
)

#: the conftest fixture ``variant_set(source, translation, lang)``
VariantSet = Callable[[str, str, str], set[str]]
#: the conftest fixture ``one_set(source, feminine, masculine, lang)``
OneSet = Callable[[str, str, str, str], set[str]]


@needs
@pytest.mark.parametrize(
    ("source", "feminine", "masculine"),
    [
        ("You all are so stubborn.", "Sois unas testarudas.", "Sois unos testarudos."),
        ("They all are real gossips.", "Son unas auténticas chismosas.", "Son unos auténticos chismosos."),
    ],
)
def test_predicate_after_a_floating_quantifier_gives_one_set(
    one_set: OneSet, source: str, feminine: str, masculine: str
) -> None:
    one_set(source, feminine, masculine, "es")


@needs
def test_thing_in_the_predicate_stays(variant_set: VariantSet) -> None:
    """Only the subject's predicate changes: the place "la casa" keeps its gender."""
    out = variant_set("You both are so lazy at home.", "Sois unas perezosas en la casa.", "es")
    assert out == {"Sois unas perezosas en la casa.", "Sois unos perezosos en la casa."}
