"""es-inflect-31: a Spanish ordinal before its noun is no person noun (spanish_ordinals); an adjective
the small model tags as a verb after a semi-copula agrees (spanish_dependencies)."""

from __future__ import annotations

import pytest

from fairmt.inflect.base import get_inflector
from fairmt.inflect.spanish_morph import get_morph

pytestmark = pytest.mark.skipif(not get_morph().available, reason="Apertium Spanish dictionaries missing")


@pytest.mark.parametrize(
    "sentence",
    [
        "Pasó a la segunda ronda del torneo.",
        "Vivimos en la segunda planta.",
        "Lo vi en la primera ronda.",
    ],
)
def test_prenominal_ordinal_is_no_person(sentence: str) -> None:
    tokens = sentence.split()
    assert get_inflector("es").person_spans(tokens) == []


def test_nominalised_ordinal_still_a_person() -> None:
    tokens = ["Fue", "la", "segunda", "en", "llegar."]
    assert get_inflector("es").person_spans(tokens) == [(2, 3)]


def test_applicant_realised_not_the_round(variant_set: object) -> None:
    closed = variant_set(  # type: ignore[operator]
        "The applicant was selected for the second round.",
        "La aspirante fue seleccionada para la segunda ronda.",
        "es",
    )
    assert "El aspirante fue seleccionado para la segunda ronda." in closed
    assert not any("segundo ronda" in v for v in closed)


def test_semi_copula_adjective_tagged_as_verb_agrees() -> None:
    # es-inflect-31 (spanish_dependencies): the small model tags "tranquilas" VERB (xcomp).
    from fairmt.inflect.spanish import SpanishInflector

    tokens = ["Las", "inquilinas", "parecen", "tranquilas."]
    assert SpanishInflector().realise(tokens, (0, 2), "M") == ["Los", "inquilinos", "parecen", "tranquilos."]
