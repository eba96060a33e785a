"""fr-inflect-40 (closedfr33): the finite verb after a relative clause set off by commas is the
main clause's, not a detached epithet of the realised noun (:mod:`fairmt.inflect.french_relative_close`)."""

from __future__ import annotations

import pytest

from fairmt.inflect import get_inflector
from fairmt.inflect.apertium_morph import morphology

pytestmark = pytest.mark.skipif(morphology("fr") is None, reason="Apertium French is not installed")


@pytest.mark.parametrize(
    ("text", "span", "gender", "expected"),
    [
        # MT-GenEval dev proxy line 69 (shortened): "écrit" is the main verb of "Ghai"
        (
            "Ghai, qui est l'auteur de ce livre, écrit sur les politiques de genre .",
            (3, 4),
            "F",
            "Ghai, qui est l'auteure de ce livre, écrit sur les politiques de genre .",
        ),
        (
            "Ghai, qui est l'auteure de ce livre, écrit sur les politiques de genre .",
            (3, 4),
            "N",
            "Ghai, qui est l'auteur·e de ce livre, écrit sur les politiques de genre .",
        ),
        # written for this test
        (
            "Marie, qui est l'auteur, écrit sur la guerre .",
            (3, 4),
            "F",
            "Marie, qui est l'auteure, écrit sur la guerre .",
        ),
        (
            "Paul, qui est devenu le directeur du musée, produit des films .",
            (4, 6),
            "F",
            "Paul, qui est devenu la directrice du musée, produit des films .",
        ),
        # a later main verb: the word after the comma is a detached participle, it agrees
        (
            "Paul, qui est le directeur, satisfait de son travail, est parti .",
            (3, 5),
            "F",
            "Paul, qui est la directrice, satisfaite de son travail, est parti .",
        ),
        # no relative clause: the detached epithet agrees as before
        (
            "Le directeur, satisfait, écrit au ministre .",
            (0, 2),
            "F",
            "La directrice, satisfaite, écrit au ministre .",
        ),
    ],
)
def test_main_verb_after_relative(text: str, span: tuple[int, int], gender: str, expected: str) -> None:
    got = get_inflector("fr").realise(text.split(), span, gender)  # type: ignore[arg-type]
    assert got is not None
    assert " ".join(got) == expected
