"""A floating quantifier between a pronoun subject and its verb (en-cues-76, session 42, es62b).

"You all are stubborn" is "You are all stubborn" with the quantifier before the verb (CGEL ch. 5
§9.3): the predicate is still the subject's, and a Spanish predicate noun phrase ("unas testarudas")
agrees with it. After "and"/"but" the quantifier is a subject of its own. The sentences are our own.
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
    out = variant_set("You both are such liars at home.", "Sois unas mentirosas en la casa.", "es")
    assert out == {"Sois unas mentirosas en la casa.", "Sois unos mentirosos en la casa."}


@pytest.mark.parametrize(
    "source",
    ["She left, but all were happy.", "She came in and all were surprised.", "He sang and both were moved."],
)
def test_quantifier_after_a_conjunction_is_its_own_subject(source: str) -> None:
    """ "all"/"both" after "and"/"but" are other people: no predicate cue of the earlier subject."""
    from fairmt.fairqe.cue_rules import source_cues

    assert all(c.category.value != "C6" for c in source_cues(source, "es"))
