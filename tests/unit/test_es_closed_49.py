"""es-inflect-42 (es49): an adjective the small model files as part of a name after a bare plural
person noun agrees with it; the Spanish neutral is built on the feminine realisation also when
that realisation splits a contraction ("al" -> "a la"), so what agrees with *persona* is
feminine from a masculine original too; the adjective coordinated with the predicative after a
floating "todas" agrees. Sentences written for these tests."""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.neutral_base import shifted_spans
from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect.spanish import _morph

needs_apertium = pytest.mark.skipif(_morph() is None, reason="Apertium Spanish not installed")


def _variants(source: str, target: str) -> set[str]:
    agents = RuleAgents()
    items = [Item(source, target, "es")]
    agents.prepare(items)
    return {v.text for v in agents.analyse(items)[0].variants.all}


# -- an adjective filed as "flat" after a bare plural person noun is its modifier (NGLE §13.2) ----


@needs_apertium
@pytest.mark.parametrize(
    ("source", "target", "want"),
    [
        (
            "Uzbek neighbours have taken part in the meeting.",
            "Vecinas uzbecas han participado en la reunión.",
            "Vecinos uzbecos han participado en la reunión.",
        ),
        (
            "Jamaican engineers have taken part in the meeting.",
            "Ingenieras jamaiquinas han participado en la reunión.",
            "Ingenieros jamaiquinos han participado en la reunión.",
        ),
        (
            "Jamaican students have taken part in the meeting.",
            "Alumnas jamaiquinas han participado en la reunión.",
            "Alumnos jamaiquinos han participado en la reunión.",
        ),
    ],
)
def test_flat_adjective_agrees(source: str, target: str, want: str) -> None:
    got = _variants(source, target)
    assert want in got
    # (the half-flipped variant, adjective left feminine, is gone)
    half = want.split()
    half[1] = target.split()[1]
    assert " ".join(half) not in got


# -- the conjunct of the predicative after a floating "todos/todas" agrees too (NGLE §31.3) -------


@needs_apertium
def test_floating_quantifier_conjunct_agrees() -> None:
    got = _variants(
        "The doctors I met were all very kind and attentive.",
        "Las médicas que conocí fueron todas muy amables y atentas.",
    )
    assert "Los médicos que conocí fueron todos muy amables y atentos." in got
    assert "Los médicos que conocí fueron todos muy amables y atentas." not in got


# -- the neutral from a masculine original with a contraction agrees with "persona" --------------


@needs_apertium
@pytest.mark.parametrize(
    ("source", "masculine", "feminine", "neutral"),
    [
        (
            "The team rescued the tired swimmer who had fallen.",
            "El equipo rescató al nadador cansado que se había caído.",
            "El equipo rescató a la nadadora cansada que se había caído.",
            "El equipo rescató a la persona nadadora cansada que se había caído.",
        ),
        (
            "We received the letter from the angry lawyer.",
            "Recibimos la carta del abogado enfadado.",
            "Recibimos la carta de la abogada enfadada.",
            "Recibimos la carta de la persona abogada enfadada.",
        ),
    ],
)
def test_neutral_after_split_contraction(source: str, masculine: str, feminine: str, neutral: str) -> None:
    from_m = _variants(source, masculine)
    from_f = _variants(source, feminine)
    assert neutral in from_m
    assert neutral in from_f
    # the masculine agreement of "persona" is gone from the masculine original's set
    assert not any("persona" in v and v not in from_f for v in from_m)
    assert SentenceRealiser().realise(Item(source, masculine, "es"), "N") == neutral


# -- the spans moved onto the realised tokens (pure function) -------------------------------------


def test_shifted_spans_same_length_is_identity() -> None:
    assert shifted_spans(["la", "vecina"], ["el", "vecino"], [(0, 2)]) == [(0, 2)]


def test_shifted_spans_after_a_split_contraction() -> None:
    before = ["Vimos", "al", "vecino", "y", "al", "médico", "."]
    after = ["Vimos", "a", "la", "vecina", "y", "a", "la", "médica", "."]
    # "al vecino" starts on the article it became; "médico" moves two places right
    assert shifted_spans(before, after, [(1, 3), (5, 6)]) == [(2, 4), (7, 8)]
    # a span on the contraction alone is its article
    assert shifted_spans(before, after, [(1, 2)]) == [(2, 3)]


def test_shifted_spans_gives_up_when_words_go() -> None:
    before = ["Vimos", "a", "la", "vecina", "."]
    after = ["Vimos", "al", "vecino", "."]
    assert shifted_spans(before, after, [(2, 4)]) is None
    assert shifted_spans(before, after, [(3, 9)]) is None
