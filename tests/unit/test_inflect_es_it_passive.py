"""es-inflect-18 / it-inflect-25 (issue 12, closed sets, "both wrong"): the participle of a
periphrastic passive right before the person noun it takes as predicative complement or as
postposed subject turns with the noun.

Sentences written for these tests (not lines of the gold set, not from an evaluation set).
"""

from __future__ import annotations

import pytest

from fairmt.inflect import get_inflector
from fairmt.inflect.spanish import VERSION as ES_VERSION
from fairmt.inflect.spanish_morph import get_morph

needs_es = pytest.mark.skipif(not get_morph().available, reason="apertium-spa not installed")


def realise(lang: str, sentence: str, span: tuple[int, int], gender: str) -> str | None:
    out = get_inflector(lang).realise(sentence.split(), span, gender)  # type: ignore[arg-type]
    return None if out is None else " ".join(out)


def test_es_version() -> None:
    assert ES_VERSION == "es-inflect-18"


@needs_es
@pytest.mark.parametrize(
    ("sentence", "span", "gender", "want"),
    [
        (
            "En 1970 fue nombrada bibliotecaria principal .",
            (4, 6),
            "M",
            "En 1970 fue nombrado bibliotecario principal .",
        ),
        (
            "En 1970 fue nombrado bibliotecario principal .",
            (4, 6),
            "F",
            "En 1970 fue nombrada bibliotecaria principal .",
        ),
        ("Al volver fue contratada como química .", (5, 6), "M", "Al volver fue contratado como químico ."),
        ("Ha sido elegida la mejor jugadora .", (3, 6), "M", "Ha sido elegido el mejor jugador ."),
        (
            "Siempre estuvo considerado buen pintor .",
            (3, 5),
            "F",
            "Siempre estuvo considerada buena pintora .",
        ),
    ],
)
def test_es_passive_participle_turns(sentence: str, span: tuple[int, int], gender: str, want: str) -> None:
    assert realise("es", sentence, span, gender) == want


@needs_es
@pytest.mark.parametrize(
    ("sentence", "span", "gender", "want"),
    [
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
