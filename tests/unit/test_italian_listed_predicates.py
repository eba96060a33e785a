"""it-inflect-35: predicative adjectives listed with commas after essere agree with the subject
(inflect/italian_listed_predicates.py), a subject's phrase goes on over the apposition "capo",
and "nonostante"/"benché"/"quando" open a clause whose subject agrees (italian_clauses).
Sentences written for these tests, apart from the MT-GenEval dev line named."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import get_inflector
from fairmt.inflect.italian_clauses import opens_clause
from fairmt.inflect.italian_listed_predicates import listed_predicative

VariantSet = Callable[[str, str, str], set[str]]

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


@needs_it
def test_listed_predicative() -> None:
    assert listed_predicative(["era", "alta,", "bionda."], 1) == 2
    assert listed_predicative(["era", "alta,", "bionda", "e", "gentile."], 1) == 2
    assert listed_predicative(["era", "alta,", "bionda", "ragazza."], 1) is None  # the noun's adjective
    assert listed_predicative(["era", "alta,", "capelli", "biondi."], 1) is None
    assert listed_predicative(["era", "alta", "bionda."], 1) is None  # no comma


@needs_it
def test_clause_openers() -> None:
    assert opens_clause("nonostante")
    assert opens_clause("benché")
    assert opens_clause("quando")


@needs_it
@pytest.mark.parametrize(
    ("text", "span", "gender", "want"),
    [
        # MT-GenEval dev line 170
        (
            "La curatrice capo era alta, bionda, e con un viso spigoloso.",
            (0, 2),
            "M",
            "Il curatore capo era alto, biondo, e con un viso spigoloso.",
        ),
        (
            "La dottoressa era stanca, felice e orgogliosa.",
            (0, 2),
            "M",
            "Il dottore era stanco, felice e orgoglioso.",
        ),
        (
            "Nonostante la scienziata fosse ripetutamente invitata all'estero.",
            (1, 3),
            "M",
            "Nonostante lo scienziato fosse ripetutamente invitato all'estero.",
        ),
        ("Benché il medico fosse stanco, lavorò.", (1, 3), "F", "Benché la medica fosse stanca, lavorò."),
    ],
)
def test_predicate_agrees(text: str, span: tuple[int, int], gender: str, want: str) -> None:
    got = get_inflector("it").realise(text.split(), span, gender)  # type: ignore[arg-type]
    assert got is not None
    assert " ".join(got) == want


@needs_it
@pytest.mark.parametrize(
    ("source", "text", "want"),
    [
        # a comma before the coordinator (after MT-GenEval dev line 28)
        (
            "Kamaladevi was a student and was very determined.",
            "Kamaladevi era una studentessa, e fu molto determinata.",
            "Kamaladevi era uno studente, e fu molto determinato.",
        ),
        # a pseudo-copula "dimostrarsi" (Serianni II.34-35)
        (
            "Kamaladevi was a student and proved very determined.",
            "Kamaladevi era una studentessa e si dimostrò molto determinata.",
            "Kamaladevi era uno studente e si dimostrò molto determinato.",
        ),
        # an adverb in -mente before the coordinated essere (after MT-GenEval dev line 349)
        (
            "Caulfield was a clerk and was later transferred.",
            "Caulfield fu un'addetta e successivamente fu trasferita.",
            "Caulfield fu un addetto e successivamente fu trasferito.",
        ),
    ],
)
def test_coordinated_predicate_agrees(variant_set: VariantSet, source: str, text: str, want: str) -> None:
    assert want in variant_set(source, text, "it")
