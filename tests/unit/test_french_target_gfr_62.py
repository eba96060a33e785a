"""French closed sets on the target side (session 42, gfr62).

fr-inflect-67: a noun pair that Apertium's dictionary writes with a capital ("Gitan"/"Gitane")
keeps the case of the translation's lower-case word, so "un gitan" flips to "une gitane" and
both originals of one source get the same set; the attribute of an infinitive *être* that the
parse tags a participle agrees with the main subject ("essaie d'être impartiale"). The
sentences are written for these tests.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

OneSet = Callable[[str, str, str, str], set[str]]

CASE_PAIRS = [
    (
        "The gypsy played the violin all night.",
        "La gitane a joué du violon toute la nuit.",
        "Le gitan a joué du violon toute la nuit.",
    ),
    (
        "A gypsy read my palm at the fair.",
        "Une gitane m'a lu les lignes de la main à la foire.",
        "Un gitan m'a lu les lignes de la main à la foire.",
    ),
    (
        "The gypsies camped near the river.",
        "Les gitanes campaient près de la rivière.",
        "Les gitans campaient près de la rivière.",
    ),
]


@pytest.mark.parametrize(("source", "feminine", "masculine"), CASE_PAIRS)
def test_dictionary_capital_keeps_written_case(
    one_set: OneSet, source: str, feminine: str, masculine: str
) -> None:
    """Each original is the other's realisation, in the case the translation wrote."""
    closed = one_set(source, feminine, masculine, "fr")
    assert not any("Gitan" in text for text in closed)


def test_capitalised_noun_keeps_its_capital() -> None:
    """The inflector's dictionary form for a capitalised token is restored to a capital."""
    from fairmt.inflect.french import FrenchInflector

    tokens = ["Un", "Gitan", "et", "une", "Gitane", "dansaient", "."]
    inflector = FrenchInflector()
    out = inflector.realise(tokens, (1, 2), "F")
    assert out is not None and out[1] == "Gitane"


#: fr-inflect-67: the attribute of an infinitive "être" that the small model tags a participle
#: ("impartiale", "discrète" read as passive participles) agrees with the main subject.
ATTRIBUTE_PAIRS = [
    (
        "The judge tries to be impartial.",
        "La juge essaie d'être impartiale.",
        "Le juge essaie d'être impartial.",
    ),
]


@pytest.mark.parametrize(("source", "feminine", "masculine"), ATTRIBUTE_PAIRS)
def test_infinitive_attribute_tagged_participle(
    one_set: OneSet, source: str, feminine: str, masculine: str
) -> None:
    """Both originals get one set: the attribute flips with the subject."""
    closed = one_set(source, feminine, masculine, "fr")
    assert "Le juge essaie d'être impartiale." not in closed


def test_object_controls_the_attribute(variant_set: Callable[[str, str, str], set[str]]) -> None:
    """With a person object, the object controls the infinitive: the attribute follows it, never
    the subject alone."""
    closed = variant_set(
        "The engineer asked the nurse to be careful.",
        "L'ingénieure a demandé à l'infirmier d'être prudent.",
        "fr",
    )
    assert "L'ingénieur a demandé à l'infirmier d'être prudente." not in closed
    assert "L'ingénieure a demandé à l'infirmière d'être prudente." in closed
