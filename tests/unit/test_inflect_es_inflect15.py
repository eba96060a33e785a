"""es-inflect-15: "la"/"lo" before a word the dictionary reads only as a finite verb is the
proclitic object pronoun. Sentences the team wrote, both directions, and an article before a
noun that is also a verb form."""

from __future__ import annotations

import pytest

from fairmt.fairqe.types import Realisation
from fairmt.inflect import get_inflector
from fairmt.inflect.evaluate import flip_to
from fairmt.inflect.spanish_morph import get_morph

needs_es = pytest.mark.skipif(not get_morph().available, reason="apertium-eng-spa not installed")


def flip(a: str, b: str, gender: Realisation) -> str:
    return flip_to(get_inflector("es"), a, b, gender)[0]


@needs_es
@pytest.mark.parametrize(
    ("masc", "fem"),
    [
        # "Nothing stops him." / "... her."
        ("Cuando llega , nada lo detiene .", "Cuando llega , nada la detiene ."),
        # "They asked that he be locked up."
        ("Pidieron que lo encerraran .", "Pidieron que la encerraran ."),
        # "The dogs follow him everywhere."
        ("Los perros lo siguen a todas partes .", "Los perros la siguen a todas partes ."),
    ],
)
def test_proclitic_before_a_finite_verb(masc: str, fem: str) -> None:
    assert flip(masc, fem, "F") == fem
    assert flip(fem, masc, "M") == masc


@needs_es
def test_article_before_a_noun_that_is_also_a_verb_stays_an_article() -> None:
    # "casa" is a noun and a verb form: "la casa" is the house, not "her marries".
    inflector = get_inflector("es")
    tokens = ["Vimos", "la", "casa", "y", "la", "siguieron", "."]
    _, pieces = inflector.parse(tokens, 0, len(tokens))
    clitic = {
        pieces[k].tok
        for k in range(len(pieces) - 1)
        if pieces[k].kind == "det" and inflector.is_clitic(pieces, k)
    }
    assert 4 in clitic
    assert 1 not in clitic
