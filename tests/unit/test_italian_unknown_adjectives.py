"""it-inflect-33: a word the dictionary lacks, in -o/-a before a noun of that gender, is the
noun's adjective (inflect/italian_unknown_adjectives.py). Sentences written for these tests."""

from __future__ import annotations

import pytest

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.italian_unknown_adjectives import unknown_prenominal_adjective

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


@pytest.fixture(scope="module")
def realiser() -> SentenceRealiser:
    return SentenceRealiser()


@needs_it
def test_unknown_prenominal_adjective() -> None:
    assert unknown_prenominal_adjective("prolifica", "disegnatrice")
    assert unknown_prenominal_adjective("prolifico", "scrittore")
    # The ending of the other gender, a word in -e, a next word that is no plain noun: no.
    assert not unknown_prenominal_adjective("prolifico", "disegnatrice")
    assert not unknown_prenominal_adjective("soprannome", "duca")
    assert not unknown_prenominal_adjective("prolifica", "famosa")


@needs_it
@pytest.mark.parametrize(
    ("source", "masculine", "feminine"),
    [
        (
            "Ferrante was a prolific translator of novels.",
            "Ferrante fu un prolifico traduttore di romanzi.",
            "Ferrante fu una prolifica traduttrice di romanzi.",
        ),
        (
            "The mild-mannered teacher never shouted.",
            "Il mansueto maestro non urlava mai.",
            "La mansueta maestra non urlava mai.",
        ),
    ],
)
def test_unknown_adjective_agrees_with_the_person(
    realiser: SentenceRealiser, source: str, masculine: str, feminine: str
) -> None:
    assert realiser.realise(Item(source, masculine, "it"), "F") == feminine
    assert realiser.realise(Item(source, feminine, "it"), "M") == masculine
