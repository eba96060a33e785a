"""Closed variant sets in Spanish and Italian, session 31 (branch esit40; issue 12).

Sentences written for these tests, mostly profession nouns in varied structures (a relative on the
noun's complement, a depictive at the clause's end, coordinated predicatives), never GATE rows: the
feminine and the masculine translation of one source must get the same variant set, and each must be
in it.

* es-inflect-35: a relative on the noun's "del" complement ("la directora del museo, que es
  simpática") is the person's when its predicatives agree with the person and not with the complement,
  as after "de" (spanish_dependencies._relative_on_complement: the contraction "del" is "de" + "el").
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.spanish import _morph

pytest.importorskip("spacy")
needs = pytest.mark.skipif(
    any(morphology(lang) is None for lang in ("it", "en")) or _morph() is None,
    reason="Apertium Italian/Spanish/English not installed",
)

#: the conftest fixture ``variant_set(source, translation, lang)``
VariantSet = Callable[[str, str, str], set[str]]
#: the conftest fixture ``one_set(source, feminine, masculine, lang)``
OneSet = Callable[[str, str, str, str], set[str]]

CLOSED = [
    # es: a relative on a "del" complement (es-inflect-35)
    (
        "es",
        "The director of the museum, who is friendly, opened the exhibition.",
        "La directora del museo, que es simpática, inauguró la exposición.",
        "El director del museo, que es simpático, inauguró la exposición.",
    ),
    (
        "es",
        "The owner of the restaurant, who seemed tired, greeted us at the door.",
        "La dueña del restaurante, que parecía cansada, nos recibió en la puerta.",
        "El dueño del restaurante, que parecía cansado, nos recibió en la puerta.",
    ),
]


@needs
@pytest.mark.parametrize(("lang", "source", "feminine", "masculine"), CLOSED)
def test_feminine_and_masculine_give_one_set(
    one_set: OneSet, lang: str, source: str, feminine: str, masculine: str
) -> None:
    one_set(source, feminine, masculine, lang)
