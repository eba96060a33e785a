"""es-inflect-18 / it-inflect-25 (issue 12, closed sets, "both wrong"): the participle of a
periphrastic passive right before the person noun it takes as predicative complement or as
postposed subject turns with the noun.

Sentences written for these tests (not lines of the gold set, not from an evaluation set).
"""

from __future__ import annotations

import pytest

from fairmt.inflect import get_inflector
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.spanish_morph import get_morph

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-ita not installed")
needs_es = pytest.mark.skipif(not get_morph().available, reason="apertium-spa not installed")


def realise(lang: str, sentence: str, span: tuple[int, int], gender: str) -> str | None:
    out = get_inflector(lang).realise(sentence.split(), span, gender)  # type: ignore[arg-type]
    return None if out is None else " ".join(out)


@needs_es
@pytest.mark.parametrize(
    ("sentence", "span", "gender", "want"),
    [
        (
            "En 1970 Ana fue nombrada bibliotecaria principal .",
            (5, 7),
            "M",
            "En 1970 Ana fue nombrado bibliotecario principal .",
        ),
        (
            "En 1970 Ana fue nombrado bibliotecario principal .",
            (5, 7),
            "F",
            "En 1970 Ana fue nombrada bibliotecaria principal .",
        ),
        (
            "Al volver , Higgins fue contratada como química .",
            (7, 8),
            "M",
            "Al volver , Higgins fue contratado como químico .",
        ),
        (
            "Pérez ha sido elegida la mejor jugadora .",
            (4, 7),
            "M",
            "Pérez ha sido elegido el mejor jugador .",
        ),
        (
            "Hoy Gómez es considerado buen pintor .",
            (4, 6),
            "F",
            "Hoy Gómez es considerada buena pintora .",
        ),
    ],
)
def test_es_passive_participle_turns(sentence: str, span: tuple[int, int], gender: str, want: str) -> None:
    assert realise("es", sentence, span, gender) == want


@needs_es
@pytest.mark.parametrize(
    ("sentence", "span", "gender", "want"),
    [
        # A dropped subject: the participle stands for the source's he/she (gold convention).
        ("Fue nombrado director del museo .", (2, 3), "F", "Fue nombrado directora del museo ."),
        # After "haber" the participle does not agree: it stays.
        ("La han nombrado directora del museo .", (3, 4), "M", "La han nombrado director del museo ."),
        # A participle that is not next to the noun, or a noun after a preposition, stays.
        (
            "La carta fue entregada al director .",
            (4, 6),
            "F",
            "La carta fue entregada a la directora .",
        ),
        ("El paquete fue entregado al vecino .", (4, 6), "F", "El paquete fue entregado a la vecina ."),
    ],
)
def test_es_passive_participle_stays(sentence: str, span: tuple[int, int], gender: str, want: str) -> None:
    assert realise("es", sentence, span, gender) == want


@needs_it
@pytest.mark.parametrize(
    ("sentence", "span", "gender", "want"),
    [
        (
            "Nel 1970 Anna è stata nominata bibliotecaria capo .",
            (5, 7),
            "M",
            "Nel 1970 Anna è stato nominato bibliotecario capo .",
        ),
        ("Nel 1970 Bruno fu nominato direttore .", (5, 6), "F", "Nel 1970 Bruno fu nominata direttrice ."),
        # Dropped subject (the source's he/she), a preposition's object: the participle stays.
        ("Fu nominato direttore del museo .", (2, 3), "F", "Fu nominato direttrice del museo ."),
        ("Il pacco fu consegnato al vicino .", (4, 6), "F", "Il pacco fu consegnato alla vicina ."),
    ],
)
def test_it_passive_participle(sentence: str, span: tuple[int, int], gender: str, want: str) -> None:
    assert realise("it", sentence, span, gender) == want
