"""de-inflect-32: a bare weak masculine noun in -en right before a name, or before further titles
and a name, is a title in the accusative, dative or genitive singular as much as a plural
("schließt sich Kollegen Denny Hamlin an"): its form does not make it a plural."""

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
            "Sie stimmten für Kollegen Obama.",
            (3, 4),
            "Sie stimmten für Kollegin Obama.",
        ),
        (
            "Er schließt sich Kollegen Rookie Teamkollegen Denny Hamlin an.",
            (3, 4),
            "Er schließt sich Kollegin Rookie Teamkollegen Denny Hamlin an.",
        ),
        (
            "Er sprach mit Kollegen Bundestrainer Joachim Löw.",
            (3, 4),
            "Er sprach mit Kollegin Bundestrainer Joachim Löw.",
        ),
        # No name after it: a bare weak noun in -en is a plural.
        (
            "Er sprach mit Kollegen aus Berlin.",
            (3, 4),
            "Er sprach mit Kolleginnen aus Berlin.",
        ),
        # An article that is plural says so.
        (
            "Er lobte die Kollegen Müller und Maier.",
            (3, 4),
            "Er lobte die Kolleginnen Müller und Maier.",
        ),
    ],
)
def test_weak_title_before_name(de: GermanInflector, mt: str, span: tuple[int, int], want_f: str) -> None:
    assert " ".join(de.realise(mt.split(), span, "F") or []) == want_f
