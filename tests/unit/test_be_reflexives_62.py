"""An unmarked reflexive as the complement of "be" (en-cues-76, session 42, es62b).

"Be yourself!" has no subject for the predicate rules to read; the reflexive is the complement of
the imperative, and Spanish and Italian say it with the intensifier, which agrees with the
addressee ("Sé tú misma", "Sii te stessa"). The sentences are our own.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.spanish import _morph

pytest.importorskip("spacy")
needs = pytest.mark.skipif(
    morphology("it") is None or morphology("en") is None or _morph() is None,
    reason="Apertium Italian/Spanish/English not installed",
)

#: the conftest fixture ``variant_set(source, translation, lang)``
VariantSet = Callable[[str, str, str], set[str]]
#: the conftest fixture ``one_set(source, feminine, masculine, lang)``
OneSet = Callable[[str, str, str, str], set[str]]


@needs
@pytest.mark.parametrize(
    ("lang", "source", "feminine", "masculine"),
    [
        ("es", "Just be yourself, and smile!", "¡Simplemente sé tú misma, y sonríe!",
         "¡Simplemente sé tú mismo, y sonríe!"),
        ("es", "Be yourselves at the party.", "Sed vosotras mismas en la fiesta.",
         "Sed vosotros mismos en la fiesta."),
        ("it", "Always be yourself.", "Sii sempre te stessa.", "Sii sempre te stesso."),
    ],
)  # fmt: skip
def test_imperative_be_reflexive_gives_one_set(
    one_set: OneSet, lang: str, source: str, feminine: str, masculine: str
) -> None:
    one_set(source, feminine, masculine, lang)


@needs
def test_thing_noun_after_the_reflexive_stays(variant_set: VariantSet) -> None:
    """Only the intensifier changes: "la mesa" is a thing and keeps its gender."""
    out = variant_set("Be yourself at the table.", "Sé tú misma en la mesa.", "es")
    assert out == {"Sé tú misma en la mesa.", "Sé tú mismo en la mesa."}


@needs
def test_reflexive_object_stays_unread(variant_set: VariantSet) -> None:
    """A reflexive object is a clitic of no gender ("I cut myself"): nothing to change."""
    assert variant_set("I cut myself.", "Me corté.", "es") == {"Me corté."}
