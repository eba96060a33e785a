"""it-inflect-47: a word the dictionary lacks in -ando/-endo is a gerund, invariable, and one in
-ava, or in -iva not after t/s, an imperfect where a verb stands; neither agrees with the person
before it ("si stava incamminando", "un pittore commerciando a Londra", "la picchiava"), while the
nouns and adjectives from the Latin gerundive still do ("lo studente laureando"), and so does an
adjective in -ava/-iva right after its noun ("la scrittrice slava"; inflect/italian_unknown_adjectives.py).
Sentences written for these tests."""

from __future__ import annotations

import pytest

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import get_inflector
from fairmt.inflect.italian_unknown_adjectives import imperfect_in_context, postnominal_adjective

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


@needs_it
def test_gerund_is_no_postnominal_adjective() -> None:
    assert not postnominal_adjective("incamminando")
    assert not postnominal_adjective("commerciando")
    assert postnominal_adjective("laureando")
    assert postnominal_adjective("superbo")


@needs_it
@pytest.mark.parametrize(
    ("text", "span", "gender", "want"),
    [
        (
            "Disse che lui si stava incamminando verso casa.",
            (2, 3),
            "F",
            "Disse che lei si stava incamminando verso casa.",
        ),
        (
            "Divenne un pittore commerciando a Londra.",
            (1, 3),
            "F",
            "Divenne una pittrice commerciando a Londra.",
        ),
        (
            "Era una mercante commerciando in sete.",
            (1, 3),
            "M",
            "Era un mercante commerciando in sete.",
        ),
        ("Lo studente laureando è arrivato.", (0, 2), "F", "La studentessa laureanda è arrivata."),
    ],
)
def test_gerund_keeps_its_form(text: str, span: tuple[int, int], gender: str, want: str) -> None:
    got = get_inflector("it").realise(text.split(), span, gender)  # type: ignore[arg-type]
    assert got is not None
    assert " ".join(got) == want


@needs_it
def test_imperfect_is_no_postnominal_adjective() -> None:
    """A word the dictionary lacks in -ava, or in -iva not after t/s, is an imperfect where a verb
    stands; right after a person noun and before no object it is an adjective ("slava")."""
    assert imperfect_in_context("la", "picchiava", ",")
    assert imperfect_in_context("non", "elargiva", "doni")
    assert imperfect_in_context("regina", "elargiva", "doni")
    assert not imperfect_in_context("scrittrice", "slava", "arrivò")
    assert not imperfect_in_context("direttrice", "schiva", "")
    assert not imperfect_in_context("madre", "protettiva", "e")  # -tiva: no imperfect ending
    assert postnominal_adjective("slava")
    assert postnominal_adjective("protettiva")
    assert postnominal_adjective("longeva")


@needs_it
@pytest.mark.parametrize(
    ("text", "span", "gender", "want"),
    [
        ("Sua madre la picchiava, poi piangeva.", (0, 3), "M", "Suo padre lo picchiava, poi piangeva."),
        ("La regina elargiva doni ai poveri.", (0, 2), "M", "Il re elargiva doni ai poveri."),
        ("Era una madre protettiva e dolce.", (1, 3), "M", "Era un padre protettivo e dolce."),
        ("La scrittrice slava arrivò ieri.", (0, 2), "M", "Lo scrittore slavo arrivò ieri."),
        ("La scrittrice jugoslava vive a Roma.", (0, 2), "M", "Lo scrittore jugoslavo vive a Roma."),
        ("La direttrice schiva arrivò tardi.", (0, 2), "M", "Il direttore schivo arrivò tardi."),
        ("Una ragazza giuliva cantava.", (0, 2), "M", "Un ragazzo giulivo cantava."),
        ("Il poeta lascivo scriveva versi.", (0, 2), "F", "La poetessa lasciva scriveva versi."),
        ("La regina non elargiva doni.", (0, 2), "M", "Il re non elargiva doni."),
        ("La regina elargiva generose somme.", (0, 2), "M", "Il re elargiva generose somme."),
        ("La scrittrice slava famosa arrivò.", (0, 2), "M", "Lo scrittore slavo famoso arrivò."),
    ],
)
def test_imperfect_or_adjective_by_context(text: str, span: tuple[int, int], gender: str, want: str) -> None:
    got = get_inflector("it").realise(text.split(), span, gender)  # type: ignore[arg-type]
    assert got is not None
    assert " ".join(got) == want
