"""en-cues (branch fr44, fairqe side; the lead bumps en-cues): a verbless statement of coordinated
predicates opened by a short setting ("Home at last, exhausted but happy.") is a fragment cue
(cue_fragments._fronted_setting); a noun phrase of a thing before the comma is none.

Sentences written for these tests (not from any evaluation set).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from french_helpers import needs_fr_parser

#: the conftest fixture ``variant_set(source, translation, lang)``
VariantSet = Callable[[str, str, str], set[str]]


@needs_fr_parser
@pytest.mark.parametrize(
    ("source", "f", "m"),
    [
        (
            "Home at last, exhausted but happy.",
            "Enfin à la maison, épuisée mais heureuse.",
            "Enfin à la maison, épuisé mais heureux.",
        ),
        (
            "Finally home, tired but proud.",
            "Enfin chez moi, fatiguée mais fière.",
            "Enfin chez moi, fatigué mais fier.",
        ),
    ],
)
def test_fragment_after_setting(variant_set: VariantSet, source: str, f: str, m: str) -> None:
    one = variant_set(source, f, "fr")
    assert one == variant_set(source, m, "fr")
    assert {f, m} <= one


@needs_fr_parser
def test_thing_after_noun_phrase_is_no_fragment(variant_set: VariantSet) -> None:
    mt = "La cuisine, nettoyée et rangée."
    assert variant_set("The kitchen, cleaned and tidy.", mt, "fr") == {mt}


@needs_fr_parser
@pytest.mark.parametrize(
    ("source", "mt"),
    [
        ("Mary sat down, tired but happy.", "Marie s'est assise, fatiguée mais heureuse."),
        ("Mary, exhausted but happy.", "Marie, épuisée mais heureuse."),
        ("Paul sat down, tired but happy.", "Paul s'est assis, fatigué mais heureux."),
    ],
)
def test_clause_or_name_before_comma_is_no_setting(variant_set: VariantSet, source: str, mt: str) -> None:
    assert variant_set(source, mt, "fr") == {mt}


@needs_fr_parser
def test_setting_of_preposition_and_object(variant_set: VariantSet) -> None:
    f, m = "Après le travail, fatiguée mais heureuse.", "Après le travail, fatigué mais heureux."
    one = variant_set("After work, tired but happy.", f, "fr")
    assert one == variant_set("After work, tired but happy.", m, "fr")
    assert {f, m} <= one
