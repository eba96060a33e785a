"""es-inflect-51 (helper es67). Sentences written for this test.

:func:`fairmt.inflect.clause_final_predicatives.clause_final_predicatives`, Spanish: a detached
predicative at the end of the subject's clause after an object noun with an invariable adjective
("firmó un informe importante, cansada") is the subject's: the adjective is the noun's (no person
of its own, even where the dictionary also lists it as a noun: "excelente"), and a list of that
noun's adjectives would agree with the noun, whose gender is the other one.
"""

from __future__ import annotations

import pytest
from spanish_helpers import needs_es

from fairmt.inflect import get_inflector

pytestmark = needs_es


@pytest.mark.parametrize(
    ("sentence", "gender", "expected"),
    [
        (
            "La doctora firmó un informe importante, cansada y satisfecha.",
            "M",
            "El doctor firmó un informe importante, cansado y satisfecho.",
        ),
        (
            "El doctor firmó una carta importante, cansado y satisfecho.",
            "F",
            "La doctora firmó una carta importante, cansada y satisfecha.",
        ),
        (
            "Mi sastra cose un traje excelente, muy solicitada y siempre ocupada.",
            "M",
            "Mi sastre cose un traje excelente, muy solicitado y siempre ocupado.",
        ),
    ],
)
def test_detached_predicative_after_object(sentence: str, gender: str, expected: str) -> None:
    out = get_inflector("es").realise(sentence.split(), (0, 2), gender)  # type: ignore[arg-type]
    assert out is not None and " ".join(out) == expected
