"""es-inflect-37: the stressed plural pronoun "ellos"/"ellas" for an English "they"/"them".

English "they" shows no gender; Spanish "ellos"/"ellas" does (RAE, *Nueva gramática* §16.2), and as
a subject refers to people almost only, the tacit subject being the rule for things. The pronoun
is realised with the group when the nearest plural noun of its gender is a person's or there is
none ("encima de ellas" for tables stays). Sentences written here.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from fairmt.inflect.spanish_groups import group_pronoun_spans
from fairmt.inflect.spanish_morph import get_morph

VariantSet = Callable[[str, str, str], set[str]]

pytestmark = pytest.mark.skipif(not get_morph().available, reason="Apertium Spanish not installed")


@pytest.mark.parametrize(
    ("source", "feminine", "masculine"),
    [
        (
            "They do not swim on Mondays.",
            "Ellas no nadan los lunes.",
            "Ellos no nadan los lunes.",
        ),
        (
            "They are forced to sell their car.",
            "Así, ellas se ven obligadas a vender su coche.",
            "Así, ellos se ven obligados a vender su coche.",
        ),
        (
            "We laugh at them.",
            "Nos reímos de ellas.",
            "Nos reímos de ellos.",
        ),
    ],
)
def test_the_stressed_pronoun_is_realised(
    variant_set: VariantSet, source: str, feminine: str, masculine: str
) -> None:
    assert masculine in variant_set(source, feminine, "es")
    assert feminine in variant_set(source, masculine, "es")


def test_a_pronoun_for_things_stays() -> None:
    tokens = ["Compré", "las", "mesas", "y", "puse", "los", "libros", "encima", "de", "ellas."]
    assert group_pronoun_spans(tokens) == []
    assert group_pronoun_spans(["Las", "vecinas", "dicen", "que", "ellas", "llegaron", "tarde."]) == [(4, 5)]


def test_the_set_of_a_partitive_is_left_to_its_quantifier() -> None:
    assert group_pronoun_spans(["La", "mayoría", "de", "ellas", "estaban", "cansadas."]) == []
    assert group_pronoun_spans(["Algunas", "de", "ellas", "llegaron", "tarde."]) == []
