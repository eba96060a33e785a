"""de-inflect-32: the lower-case word after a fronted prepositional phrase that ends in a noun,
a name or a number is the finite verb in second position, not an adjective of the bare noun
after it ("Im Team spielen Kapitän Chip Robert" -> "Im Team spielen Kapitänin Chip Robert")."""

from __future__ import annotations

import pytest

from fairmt.inflect.german import GermanInflector


@pytest.fixture(scope="module")
def de() -> GermanInflector:
    return GermanInflector()


@pytest.mark.parametrize(
    ("mt", "span", "want_f"),
    [
        (
            "Im Team spielen Kapitän Chip Robert und andere.",
            (3, 4),
            "Im Team spielen Kapitänin Chip Robert und andere.",
        ),
        (
            "In 1906 enthalten Kapitän Chip Robert und andere.",
            (3, 4),
            "In 1906 enthalten Kapitänin Chip Robert und andere.",
        ),
        # A noun phrase with its prepositional attribute is one fronted constituent.
        (
            "Die Spieler aus Berlin spielen Kapitän Chip Robert zu.",
            (5, 6),
            "Die Spieler aus Berlin spielen Kapitänin Chip Robert zu.",
        ),
        # A participle after the phrase is an adjective of the noun: it still declines.
        (
            "In der Stadt arbeitende Ärzte protestierten.",
            (4, 5),
            "In der Stadt arbeitende Ärztinnen protestierten.",
        ),
    ],
)
def test_verb_after_fronted_phrase(de: GermanInflector, mt: str, span: tuple[int, int], want_f: str) -> None:
    assert " ".join(de.realise(mt.split(), span, "F") or []) == want_f
