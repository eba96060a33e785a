"""it-inflect-33: a singular first/second-person form of essere with no third-person singular
reading shows the speaker's gender on its predicative wherever it stands
(inflect/italian_speaker_clauses.py). Sentences written for these tests."""

from __future__ import annotations

import pytest

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.italian_speaker_clauses import singular_speaker_spans

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


@pytest.fixture(scope="module")
def realiser() -> SentenceRealiser:
    return SentenceRealiser()


@needs_it
@pytest.mark.parametrize(
    ("text", "spans"),
    [
        ("Dopo tre anni sono tornata a casa.", [(4, 5)]),
        ("Quand'ero giovane ero sempre stanca.", [(4, 5)]),
        ("Per questo sono davvero e profondamente grata.", [(6, 7)]),
        ("Sei stato bravo e attento.", [(1, 2), (2, 3), (4, 5)]),
        # A degree adverb is no predicative ("molto", not "molta").
        ("Sei stato molto paziente con lei.", [(1, 2)]),
        # A third-person plural "sono", a third-person "è", the numeral "sei": none.
        ("Le ragazze sono stanche.", []),
        ("Maria è stanca.", []),
        ("Abbiamo sei stanze libere.", []),
    ],
)
def test_singular_speaker_spans(text: str, spans: list[tuple[int, int]]) -> None:
    assert singular_speaker_spans(text.split()) == spans


@needs_it
def test_speaker_participle_mid_clause_is_realised(realiser: SentenceRealiser) -> None:
    source = "After three years abroad, I finally came home."
    fem = "Dopo tre anni all'estero, finalmente sono tornata a casa."
    masc = "Dopo tre anni all'estero, finalmente sono tornato a casa."
    assert realiser.realise(Item(source, fem, "it"), "M") == masc
    assert realiser.realise(Item(source, masc, "it"), "F") == fem
