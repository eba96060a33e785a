"""it-inflect-20: enclitic pronouns on verbs the dictionary reads as such ("fargli",
"dandole"), "in quanto" and "al maschile" as locutions, the first element of a compound
adjective, and a participle plural that is no "-ari" noun. Sentences the team wrote, both
directions, and the cases that must not change."""

from __future__ import annotations

import pytest

from fairmt.fairqe.types import Realisation
from fairmt.inflect import get_inflector
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.evaluate import flip_to
from fairmt.inflect.italian_lexicon import _enclitic

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


def flip(a: str, b: str, gender: Realisation) -> str:
    return flip_to(get_inflector("it"), a, b, gender)[0]


@needs_it
@pytest.mark.parametrize(
    ("masc", "fem"),
    [
        # "The father took care of his son, giving him breakfast."
        (
            "Il padre si prendeva cura del figlio dandogli la colazione .",
            "La madre si prendeva cura della figlia dandole la colazione .",
        ),
        # "She tried to make him believe it." (a one-letter stem: "fare")
        ("Ha cercato di fargli credere tutto .", "Ha cercato di farle credere tutto ."),
        # "Two officers tasked with protecting him."
        (
            "Due agenti incaricati di proteggerlo .",
            "Due agenti incaricate di proteggerla .",
        ),
        # "As a husband, he was present." ("in quanto" never agrees)
        ("In quanto marito , era presente .", "In quanto moglie , era presente ."),
        # "An Italian-American journalist."
        (
            "Un giornalista italo-americano .",
            "Una giornalista italo-americana .",
        ),
        ("Un nonno messicano-statunitense .", "Una nonna messicano-statunitense ."),
    ],
)
def test_both_directions(masc: str, fem: str) -> None:
    assert flip(masc, fem, "F") == fem
    assert flip(fem, masc, "M") == masc


@needs_it
def test_al_maschile_keeps_its_article() -> None:
    # "a band that is all male" -> "all female": the locution's article stays "al".
    masc = "Una banda tutta al maschile ."
    fem = "Una banda tutta al femminile ."
    assert flip(masc, fem, "F") == fem
    assert flip(fem, masc, "M") == masc


@needs_it
def test_spelling_alone_keeps_names_and_things() -> None:
    # Without the dictionary's enclitic reading a two-letter stem is required: "Carlo" and
    # "perle" (pearls) are no verbs with a pronoun.
    assert _enclitic("Carlo", "F") is None
    assert _enclitic("perle", "M") is None
    assert _enclitic("fargli", "F") is None  # spelling alone: stem too short
    assert _enclitic("fargli", "F", stem=1) == "farle"
    # "-le" of one person is the dative ("gli"); of several women, the accusative ("li").
    assert _enclitic("dandole", "M", stem=1) == "dandogli"
    assert _enclitic("dandole", "M", stem=1, number="pl") == "dandoli"


@needs_it
@pytest.mark.parametrize(
    ("fem", "masc"),
    [
        # "She left and he followed her." / "... followed him."
        ("Lei partì e Marco la seguì subito .", "Lei partì e Marco lo seguì subito ."),
        # "The part earned her an award." (dative "le" -> "gli")
        ("La parte le valse un premio .", "La parte gli valse un premio ."),
        # "The uniform makes her visible."
        ("La divisa la rende visibile .", "La divisa lo rende visibile ."),
    ],
)
def test_proclitic_before_a_finite_verb(fem: str, masc: str) -> None:
    assert flip(fem, masc, "M") == masc
    assert flip(masc, fem, "F") == fem


@needs_it
def test_article_before_a_noun_that_is_also_a_verb_stays_an_article() -> None:
    # "la stampa" (the press): "stampa" is a noun as well as a verb, so "la" is its article.
    inflector = get_inflector("it")
    tokens = ["La", "stampa", "la", "segue", "ogni", "giorno", "."]
    assert (2, 3) in inflector.object_clitics(tokens)
    assert (0, 1) not in inflector.object_clitics(tokens)
