"""it-inflect-17: the adverb "spesso" before a predicate and an invariable determiner ("ogni")
before the subject noun. Sentences the team wrote, translated by Apertium (eng-spa | spa-ita),
both directions, and the cases that must not change."""

from __future__ import annotations

import pytest

from fairmt.fairqe.types import Realisation
from fairmt.inflect import get_inflector
from fairmt.inflect.apertium_morph import morphology

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


def realise(sentence: str, span: tuple[int, int], gender: Realisation) -> str | None:
    inflector = get_inflector("it")
    tokens = sentence.split()
    out = inflector.realise(tokens, inflector.cue_span(tokens, span), gender)
    return None if out is None else " ".join(out)


@needs_it
@pytest.mark.parametrize(
    ("sentence", "span", "gender", "want"),
    [
        ("Il mio vicino è spesso stanco .", (0, 3), "F", "La mia vicina è spesso stanca ."),
        ("Gli infermieri erano spesso occupati .", (0, 2), "F", "Le infermiere erano spesso occupate ."),
        ("Il dottore è spesso molto occupato .", (0, 2), "F", "La dottoressa è spesso molto occupata ."),
        ("La dottoressa è spesso molto occupata .", (0, 2), "M", "Il dottore è spesso molto occupato ."),
        ("Il giovane è spesso impaciente .", (0, 2), "F", "La giovane è spesso impaciente ."),
    ],
)
def test_spesso_is_the_adverb_before_a_predicate(
    sentence: str, span: tuple[int, int], gender: Realisation, want: str
) -> None:
    assert realise(sentence, span, gender) == want


@needs_it
def test_spesso_after_a_thing_stays() -> None:
    """ "uno strato spesso" (a thick layer) is the adjective of a thing."""
    got = realise("Il dottore ha uno strato spesso .", (0, 2), "F")
    assert got == "La dottoressa ha uno strato spesso ."


@needs_it
@pytest.mark.parametrize(
    ("sentence", "span", "gender", "want"),
    [
        ("Ogni lavoratore fu pagato .", (1, 2), "F", "Ogni lavoratrice fu pagata ."),
        ("Ogni studente è stato stanco .", (1, 2), "F", "Ogni studentessa è stata stanca ."),
        ("Ogni infermiere è stato a punto .", (1, 2), "F", "Ogni infermiera è stata a punto ."),
        ("Ogni amico fu invitato .", (1, 2), "F", "Ogni amica fu invitata ."),
        ("Ogni amica fu invitata .", (1, 2), "M", "Ogni amico fu invitato ."),
    ],
)
def test_invariable_determiner_opens_the_subject(
    sentence: str, span: tuple[int, int], gender: Realisation, want: str
) -> None:
    assert realise(sentence, span, gender) == want


@needs_it
def test_cue_span_grows_only_over_an_invariable_determiner() -> None:
    inflector = get_inflector("it")
    assert inflector.cue_span(["Ogni", "lavoratore", "fu", "pagato", "."], (1, 2)) == (0, 2)
    assert inflector.cue_span(["Il", "lavoratore", "fu", "pagato", "."], (1, 2)) == (1, 2)
    # punctuation glued to the determiner ends the phrase
    assert inflector.cue_span(["Ogni,", "lavoratore", "fu", "pagato", "."], (1, 2)) == (1, 2)


@needs_it
@pytest.mark.parametrize(
    ("sentence", "span", "gender", "want"),
    [
        ("Due amici di nostri ha arrivato .", (0, 2), "F", "Due amiche di nostre ha arrivato ."),
        (
            "Alcuni colleghi dei nostri furono invitati .",
            (0, 2),
            "F",
            "Alcune colleghe delle nostre furono invitate .",
        ),
        ("Tre cugini dei vostri hanno chiamato .", (0, 2), "F", "Tre cugine delle vostre hanno chiamato ."),
        (
            "Alcune colleghe delle nostre furono invitate .",
            (0, 2),
            "M",
            "Alcuni colleghi dei nostri furono invitati .",
        ),
        # a singular possessive after "del" is a possessor's phrase, and a name is no possessive
        ("I figli del mio vicino sono alti .", (0, 2), "F", "Le figlie del mio vicino sono alte ."),
        ("Gli amici di Marco sono alti .", (0, 2), "F", "Le amiche di Marco sono alte ."),
    ],
)
def test_plural_possessive_pronoun_after_di_agrees(
    sentence: str, span: tuple[int, int], gender: Realisation, want: str
) -> None:
    assert realise(sentence, span, gender) == want
