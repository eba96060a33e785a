"""fr-inflect-58 (fr49): a plural adjective after the reduced indefinite article ``de`` and before
the person noun agrees with it (:mod:`fairmt.inflect.french_prenominal_phrase`). Sentences written
for this test."""

from __future__ import annotations

import pytest

from fairmt.inflect import get_inflector
from fairmt.inflect.apertium_morph import morphology

pytestmark = pytest.mark.skipif(morphology("fr") is None, reason="Apertium French is not installed")


@pytest.mark.parametrize(
    ("text", "noun", "gender", "expected"),
    [
        (
            "De nombreux chercheurs étaient présents .",
            2,
            "F",
            "De nombreuses chercheuses étaient présentes .",
        ),
        (
            "De nombreuses chercheuses étaient présentes .",
            2,
            "M",
            "De nombreux chercheurs étaient présents .",
        ),
        (
            "Nous avons rencontré de nombreux enseignants hier .",
            5,
            "N",
            "Nous avons rencontré de nombreux·ses enseignant·es hier .",
        ),
        (
            "Elle a reçu de nombreux avocats au bureau .",
            5,
            "F",
            "Elle a reçu de nombreuses avocates au bureau .",
        ),
    ],
)
def test_reduced_article_adjective_agrees(text: str, noun: int, gender: str, expected: str) -> None:
    inflector = get_inflector("fr")
    tokens = text.split()
    span = inflector.phrase_span(tokens, (noun, noun + 1))
    assert span == (noun - 1, noun + 1)  # the adjective is in the phrase, "de" is not
    got = inflector.realise(tokens, span, gender)  # type: ignore[arg-type]
    assert got is not None
    assert " ".join(got) == expected


def test_thing_noun_after_de_keeps_its_adjective() -> None:
    # "entreprises" is no person: only the director changes.
    text = "Le directeur de nombreuses grandes entreprises est ici ."
    inflector = get_inflector("fr")
    tokens = text.split()
    assert inflector.phrase_span(tokens, (5, 6)) == (4, 6)  # "grandes entreprises"
    got = inflector.realise(tokens, (0, 2), "F")
    assert got is not None
    assert " ".join(got) == "La directrice de nombreuses grandes entreprises est ici ."


@pytest.mark.parametrize(
    ("text", "noun", "gender", "start", "expected"),
    [
        (
            "La plus grande étudiante de la classe est ici .",
            3,
            "M",
            0,
            "Le plus grand étudiant de la classe est ici .",
        ),
        (
            "Nous avons applaudi le plus jeune chanteur du concours .",
            6,
            "F",
            3,
            "Nous avons applaudi la plus jeune chanteuse du concours .",
        ),
        (
            "Le moins célèbre acteur du film est venu .",
            3,
            "N",
            0,
            "Le·La moins célèbre acteur·rice du film est venu·e .",
        ),
    ],
)
def test_superlative_article_agrees(text: str, noun: int, gender: str, start: int, expected: str) -> None:
    inflector = get_inflector("fr")
    tokens = text.split()
    span = inflector.phrase_span(tokens, (noun, noun + 1))
    assert span == (start, noun + 1)
    got = inflector.realise(tokens, span, gender)  # type: ignore[arg-type]
    assert got is not None
    assert " ".join(got) == expected


def test_superlative_before_a_complement_stays_out() -> None:
    # "Le plus jeune" is a nominalised superlative of its own; the person noun's phrase is "ces chanteurs".
    text = "Le plus jeune de ces chanteurs est venu ."
    assert get_inflector("fr").phrase_span(text.split(), (5, 6)) == (4, 6)
