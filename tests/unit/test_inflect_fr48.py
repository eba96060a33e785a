"""fr-inflect-57 (branch fr48): French variants (issue 12).

* the relative pronoun *lequel* follows its person antecedent also when the realisation changes
  the number of words before it: the contraction of "à"/"de" with the article ("au client avec
  lequel" -> "à la cliente avec laquelle", and back; french_lequel);
* the stressed reflexive after an attribute that changed with its person: "sûr de lui" (sûr de soi)
  -> "sûre d'elle", "fiers d'eux-mêmes" -> "fières d'elles-mêmes" (french_self_complement).

Sentences written for these tests (not from any evaluation set).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from french_helpers import needs_fr_parser

from fairmt.inflect import get_inflector
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.french_lequel import relative_lequel
from fairmt.inflect.french_self_complement import self_complement

_PERSON = get_inflector("fr").person_noun  # type: ignore[attr-defined]

#: the conftest fixture ``variant_set(source, translation, lang)``
VariantSet = Callable[[str, str, str], set[str]]


def test_relative_lequel_after_a_contraction() -> None:
    tokens = ["Il", "parle", "au", "client", "avec", "lequel", "il", "travaille"]
    fem = ["Il", "parle", "à", "la", "cliente", "avec", "lequel", "il", "travaille"]
    assert relative_lequel(fem, tokens, (2, 4), "F", _PERSON)[6] == "laquelle"
    tokens = ["Il", "parle", "à", "la", "cliente", "avec", "laquelle", "il", "travaille"]
    masc = ["Il", "parle", "au", "client", "avec", "laquelle", "il", "travaille"]
    assert relative_lequel(masc, tokens, (2, 5), "M", _PERSON)[5] == "lequel"
    # the words between the phrase and the pronoun must be the MT's, shifted
    tokens = ["Il", "parle", "au", "client", "avec", "lequel", "il", "travaille"]
    other = ["Il", "parle", "à", "la", "cliente", "sans", "lequel", "il", "travaille"]
    assert relative_lequel(other, tokens, (2, 4), "F", _PERSON) == other


@needs_fr_parser
@pytest.mark.parametrize(
    ("source", "mt", "variant"),
    [
        (
            "The nurse wrote to the client with whom she had worked.",
            "L'infirmière a écrit au client avec lequel elle avait travaillé.",
            "L'infirmière a écrit à la cliente avec laquelle elle avait travaillé.",
        ),
        (
            "He spoke to the colleague without whom he could not have won.",
            "Il a parlé à la collègue sans laquelle il n'aurait pas pu gagner.",
            "Il a parlé au collègue sans lequel il n'aurait pas pu gagner.",
        ),
        (
            "She thought of the friend for whom she had bought the gift.",
            "Elle pensait à l'ami pour lequel elle avait acheté le cadeau.",
            "Elle pensait à l'amie pour laquelle elle avait acheté le cadeau.",
        ),
    ],
)
def test_lequel_after_contraction(variant_set: VariantSet, source: str, mt: str, variant: str) -> None:
    assert variant in variant_set(source, mt, "fr")


@needs_fr_parser
def test_lequel_of_a_thing_after_a_contraction_stays(variant_set: VariantSet) -> None:
    got = variant_set(
        "She wrote to the director of the bank with which she works.",
        "Elle a écrit au directeur de la banque avec laquelle elle travaille.",
        "fr",
    )
    assert "Elle a écrit à la directrice de la banque avec laquelle elle travaille." in got
    got = variant_set(
        "She wrote to the director of the firm in which she works.",
        "Elle a écrit au directeur du cabinet dans lequel elle travaille.",
        "fr",
    )
    assert not any("dans laquelle" in v for v in got)
    # (review) a thing before "à" keeps its pronoun when the person after it changes.
    got = variant_set(
        "He sent the letter to the client, with which he had enclosed a cheque.",
        "Il a envoyé la lettre à la cliente avec laquelle il avait joint un chèque.",
        "fr",
    )
    assert "Il a envoyé la lettre au client avec laquelle il avait joint un chèque." in got


@needs_fr_parser
def test_self_complement_after_changed_attribute() -> None:
    morph = morphology("fr")
    assert morph is not None
    tokens = ["Le", "directeur", "est", "sûr", "de", "lui", "."]
    fem = ["La", "directrice", "est", "sûre", "de", "lui", "."]
    assert self_complement(fem, tokens, (0, 2), "F", morph) == [
        "La",
        "directrice",
        "est",
        "sûre",
        "d'elle",
        ".",
    ]
    # Moses tokenisation keeps its split elision
    tokens = ["Le", "directeur", "est", "sûr", "de", "lui", ".", "Il", "l'", "a", "dit"]
    fem = ["La", "directrice", "est", "sûre", "de", "lui", ".", "Il", "l'", "a", "dit"]
    assert self_complement(fem, tokens, (0, 2), "F", morph)[3:6] == ["sûre", "d'", "elle"]
    # the neutral, an unchanged attribute, and a pronoun of the new gender (someone else) stay
    assert self_complement(fem, tokens, (0, 2), "N", morph) == fem
    assert self_complement(list(tokens), tokens, (0, 2), "F", morph) == tokens


@needs_fr_parser
@pytest.mark.parametrize(
    ("source", "mt", "variant"),
    [
        (
            "The manager is self-confident and kind.",
            "Le directeur est sûr de lui et gentil.",
            "La directrice est sûre d'elle et gentille.",
        ),
        (
            "The engineers were proud of themselves.",
            "Les ingénieurs étaient fiers d'eux-mêmes.",
            "Les ingénieures étaient fières d'elles-mêmes.",
        ),
        # (review) the pronoun ending the sentence, with its stop.
        (
            "The director was sure of herself.",
            "La directrice était sûre d'elle.",
            "Le directeur était sûr de lui.",
        ),
        (
            "The director was proud of herself.",
            "La directrice était fière d'elle-même.",
            "Le directeur était fier de lui-même.",
        ),
        (
            "The new teacher seemed very confident.",
            "Le nouveau professeur semblait très sûr de lui.",
            "La nouvelle professeure semblait très sûre d'elle.",
        ),
    ],
)
def test_reflexive_after_attribute(variant_set: VariantSet, source: str, mt: str, variant: str) -> None:
    assert variant in variant_set(source, mt, "fr")


@needs_fr_parser
@pytest.mark.parametrize(
    ("source", "mt", "kept"),
    [
        # "fier de lui": the book, not the translator (only "sûr de soi" is read as reflexive)
        (
            "The translator finished the book and was proud of it.",
            "Le traducteur a fini le livre et était fier de lui.",
            "fière de lui",
        ),
        # a pronoun already of the realisation's gender is someone else
        ("The actor was sure of her.", "L'acteur était sûr d'elle.", "sûre d'elle"),
    ],
)
def test_other_stressed_pronoun_stays(variant_set: VariantSet, source: str, mt: str, kept: str) -> None:
    got = variant_set(source, mt, "fr")
    assert any(kept in v for v in got)
