"""French thing nouns of lexicon adjective pairs; "toutes" before an epicene plural (gfr62b).

"public", "secret", "long" are listed with their feminine for the adjective ("une route
publique"); the noun after a determiner names a group or a thing and keeps its gender while the
person of the sentence flips. The sentences are written for these tests.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

OneSet = Callable[[str, str, str, str], set[str]]

PAIRS = [
    (
        "On Monday the mayor thanked the public.",
        "Lundi, la maire a remercié le public.",
        "Lundi, le maire a remercié le public.",
        "publique",
    ),
    (
        "The congressperson spoke to the public.",
        "La députée a parlé au public.",
        "Le député a parlé au public.",
        "publique",
    ),
    (
        "The spokesperson kept the secret.",
        "La porte-parole a gardé le secret.",
        "Le porte-parole a gardé le secret.",
        "secrète",
    ),
]


@pytest.mark.parametrize(("source", "feminine", "masculine", "thing"), PAIRS)
def test_adjective_thing_noun_keeps_gender(
    one_set: OneSet, source: str, feminine: str, masculine: str, thing: str
) -> None:
    """The person flips; the thing noun of the adjective pair does not."""
    closed = one_set(source, feminine, masculine, "fr")
    assert not any(thing in text for text in closed)


@pytest.mark.parametrize("word", ["public", "publics", "secret", "intérieur"])
def test_thing_nouns_are_no_persons(word: str) -> None:
    """The dictionaries' English nouns for these are no persons."""
    from fairmt.inflect.french import FrenchInflector

    assert not FrenchInflector().person_noun(word)


@pytest.mark.parametrize("word", ["civil", "idiot", "inventeur", "frais", "acteur"])
def test_person_pairs_stay_persons(word: str) -> None:
    """A pair with a feminine noun, a person translation or no translation stays a person."""
    from fairmt.inflect.french import FrenchInflector

    assert FrenchInflector().person_noun(word)


#: fr-inflect-69: "toutes" before a determiner and a noun of one form for both genders shows
#: the feminine, so the feminine original gets its masculine variant.
TOUTES_PAIRS = [
    (
        "All the doctors were tired.",
        "Toutes les médecins étaient fatiguées.",
        "Tous les médecins étaient fatigués.",
    ),
    (
        "We thanked all the doctors of the hospital.",
        "Nous avons remercié toutes les médecins de l'hôpital.",
        "Nous avons remercié tous les médecins de l'hôpital.",
    ),
]


@pytest.mark.parametrize(("source", "feminine", "masculine"), TOUTES_PAIRS)
def test_toutes_shows_feminine_of_epicene(
    one_set: OneSet, source: str, feminine: str, masculine: str
) -> None:
    """Each original is the other's realisation."""
    one_set(source, feminine, masculine, "fr")
