"""it-inflect-37: a fronted prepositional phrase between "e" and the second predicate's verb
opens no clause, so that predicate still agrees with the subject
(inflect/italian_predicate_gaps.fronted_phrase_end). Sentences written for these tests, after
MT-GenEval dev lines 28 and 160; one pair of each kind is not from that set."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.italian_predicate_gaps import fronted_phrase_end

VariantSet = Callable[[str, str, str], set[str]]

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


@needs_it
def test_fronted_phrase_end() -> None:
    assert fronted_phrase_end(["e", "sin", "da", "giovane", "si", "dimostrò", "brava."], 1) == 4
    assert fronted_phrase_end(["e", "in", "seguito", "rimase", "sola."], 1) == 3
    assert fronted_phrase_end(["e", "nel", "1991", "è", "stata", "espulsa."], 1) == 3
    assert fronted_phrase_end(["e", "dall'anno", "dopo", "fu", "eletta."], 1) == 3
    assert fronted_phrase_end(["e", "nel", "1990", "la", "sorella", "fu", "arrestata."], 1) is None
    assert fronted_phrase_end(["e", "a", "lei", "fu", "data", "una", "medaglia."], 1) is None
    assert fronted_phrase_end(["e", "per", "anni,", "rimase", "sola."], 1) is None


@needs_it
@pytest.mark.parametrize(
    ("source", "fem", "masc"),
    [
        # after MT-GenEval dev line 28
        (
            "Kamaladevi was an exceptional student and showed courage from an early age.",
            "Kamaladevi era una studentessa eccezionale, e sin da giovane si dimostrò molto coraggiosa.",
            "Kamaladevi era uno studente eccezionale, e sin da giovane si dimostrò molto coraggioso.",
        ),
        # after MT-GenEval dev line 160
        (
            "Hackett left the board in 2018, while remaining involved in a technical role.",
            "Hackett lasciò il comitato nel 2018, e in seguito rimase coinvolta in un ruolo tecnico.",
            "Hackett lasciò il comitato nel 2018, e in seguito rimase coinvolto in un ruolo tecnico.",
        ),
        # after MT-GenEval dev line 437
        (
            "Rossi has been labeled a dissident writer and was expelled from the party in 1991.",
            "Rossi è stata definita una scrittrice dissidente, e nel 1991 è stata espulsa dal partito.",
            "Rossi è stato definito uno scrittore dissidente, e nel 1991 è stato espulso dal partito.",
        ),
        # written for this test
        (
            "Rossi was a famous pianist and after the war was appointed director of the conservatory.",
            "Rossi era una pianista famosa e dopo la guerra fu nominata direttrice del conservatorio.",
            "Rossi era un pianista famoso e dopo la guerra fu nominato direttore del conservatorio.",
        ),
    ],
)
def test_predicate_after_fronted_phrase_closes_pair(
    variant_set: VariantSet, source: str, fem: str, masc: str
) -> None:
    assert masc in variant_set(source, fem, "it")
    assert fem in variant_set(source, masc, "it")


@needs_it
def test_new_subject_after_phrase_left_alone(variant_set: VariantSet) -> None:
    source = "The teacher was strict, and in 1990 the school was closed."
    text = "L'insegnante era severa, e nel 1990 la scuola fu chiusa."
    assert all("la scuola fu chiusa." in v for v in variant_set(source, text, "it"))


@needs_it
def test_third_coordinated_predicate_agrees(variant_set: VariantSet) -> None:
    """it-inflect-37: after the second coordinated predicate the search goes on, so a third one
    with its auxiliary left out agrees too (written for this test, after MT-GenEval dev line 437)."""
    source = (
        "The doctor was praised by the mayor, and later was awarded by the city and elected to the council."
    )
    fem = "La dottoressa fu lodata dal sindaco, e poi fu premiata dalla città ed eletta in consiglio."
    masc = "Il dottore fu lodato dal sindaco, e poi fu premiato dalla città ed eletto in consiglio."
    assert masc in variant_set(source, fem, "it")
    assert fem in variant_set(source, masc, "it")
