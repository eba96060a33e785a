"""it-inflect-52: "membro" (member) is a masculine noun said of women too ("Lei è un membro del
comitato"): a span on it keeps "un membro" / "i membri", never "una membro" or "le membre" (the
limbs of a body), nor "la nuova membro": its article and adjectives stay with it. The person's
other words still change, the predicate agreeing by meaning ("Il nuovo membro è stata accolta").
Sentences written for these tests."""

from __future__ import annotations

import pytest

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import get_inflector
from fairmt.inflect.evaluate import flip_to

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


@needs_it
@pytest.mark.parametrize(
    ("text", "span"),
    [
        ("Era una pittrice francese e un membro dell' accademia .", (4, 7)),
        ("I membri del coro hanno cantato bene .", (0, 2)),
        ("Il membro più giovane della giuria ha votato .", (0, 2)),
        ("Le studentesse erano membri del club di scacchi .", (3, 4)),
    ],
)
def test_membro_keeps_its_gender(text: str, span: tuple[int, int]) -> None:
    inflector = get_inflector("it")
    tokens = text.split()
    assert inflector.realise(tokens, inflector.phrase_span(tokens, span), "F") is None  # type: ignore[attr-defined]


@needs_it
def test_the_person_around_membro_still_changes() -> None:
    got = flip_to(
        get_inflector("it"),
        "Il regista, un membro della giuria, è arrivato tardi .",
        "La regista, un membro della giuria, è arrivata tardi .",
        "F",
    )[0]
    assert got == "La regista, un membro della giuria, è arrivata tardi ."


@needs_it
def test_la_membro_goes_back_to_il_membro() -> None:
    inflector = get_inflector("it")
    tokens = ["La", "membro", "del", "comitato", "è", "arrivata", "."]
    got = inflector.realise(tokens, inflector.phrase_span(tokens, (0, 2)), "M")  # type: ignore[attr-defined]
    assert got is not None
    assert " ".join(got) == "Il membro del comitato è arrivato ."


@needs_it
def test_the_masculine_of_membro_reads_its_predicate() -> None:
    """The noun says nothing of the person: the predicate's gender by meaning, else the noun's."""
    inflector = get_inflector("it")
    masc = ["Era", "un", "membro", "del", "comitato", "."]
    fem = ["Era", "la", "membro", "del", "comitato", "."]
    meaning = ["Il", "membro", "del", "comitato", "è", "stata", "eletta", "."]
    assert inflector.gender_of(masc, (1, 3)) == "M"
    assert inflector.gender_of(fem, (1, 3)) == "F"
    assert inflector.gender_of(meaning, (0, 2)) == "F"
    # after "e" the conjunct before it names the person; "un membro" reads none
    joined = ["Era", "una", "pittrice", "e", "un", "membro", "dell'", "accademia", "."]
    assert inflector.gender_of(joined, (4, 6)) is None


@needs_it
@pytest.mark.parametrize(
    ("source", "masculine", "feminine"),
    [
        # "un membro" the only mention of the person: the noun stays, the predicate by meaning
        (
            "He is a member of the jury and is very tired.",
            "È un membro della giuria ed è molto stanco .",
            "È un membro della giuria ed è molto stanca .",
        ),
        (
            "He is a member of the board and was elected in May.",
            "È un membro del consiglio ed è stato eletto a maggio .",
            "È un membro del consiglio ed è stata eletta a maggio .",
        ),
        # an adjective before "membro" agrees with the noun and stays; the participle by meaning
        (
            "The old member was rewarded.",
            "Il vecchio membro è stato premiato .",
            "Il vecchio membro è stata premiata .",
        ),
        (
            "The new member was invited.",
            "Il nuovo membro è stato invitato .",
            "Il nuovo membro è stata invitata .",
        ),
    ],
)
def test_the_person_of_un_membro_still_changes(
    realiser: SentenceRealiser, source: str, masculine: str, feminine: str
) -> None:
    assert realiser.realise(Item(source, masculine, "it"), "F") == feminine
    assert realiser.realise(Item(source, feminine, "it"), "M") == masculine
