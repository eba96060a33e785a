"""es-inflect-42 (es49): an adjective the small model files as part of a name after a bare plural
person noun agrees with it; the Spanish neutral is built on the feminine realisation also when
that realisation splits a contraction ("al" -> "a la"), so what agrees with *persona* is
feminine from a masculine original too; the adjective coordinated with the predicative after a
floating "todas" agrees. Sentences written for these tests."""

from __future__ import annotations

from typing import Any

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.neutral_base import shifted_spans
from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect.spanish import _morph
from fairmt.inflect.spanish_dependencies import _flat_adjective

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
            "Turkmen researchers will sign the agreement tomorrow.",
            "Investigadoras turcomanas firmarán el acuerdo mañana.",
            "Investigadores turcomanos firmarán el acuerdo mañana.",
        ),
        (
            "Kazakh doctors visited the museum yesterday.",
            "Doctoras kazajas visitaron ayer el museo.",
            "Doctores kazajos visitaron ayer el museo.",
        ),
        (
            "Kazakh students will sign the agreement tomorrow.",
            "Alumnas kazajas firmarán el acuerdo mañana.",
            "Alumnos kazajos firmarán el acuerdo mañana.",
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


def _flat_pair(noun: str, adjective: str) -> tuple[Any, Any]:
    """A hand-built parse of "<noun> <adjective> firmaron": the adjective filed ``flat``."""
    spacy = pytest.importorskip("spacy")
    spacy_tokens = pytest.importorskip("spacy.tokens")
    morph = "Gender=Fem|Number=Plur"
    doc = spacy_tokens.Doc(
        spacy.blank("es").vocab,  # (its lexical attributes give is_title / is_upper)
        words=[noun, adjective, "firmaron"],
        heads=[2, 0, 2],
        deps=["nsubj", "flat", "ROOT"],
        pos=["NOUN", "ADJ", "VERB"],
        morphs=[morph, morph, "Number=Plur"],
    )
    return doc[0], doc[1]


def test_flat_adjective_leaves_a_capitalised_name_word() -> None:
    # "Enfermeras Solidarias" as the name of an association: its capitalised word is the name's
    assert not _flat_adjective(*_flat_pair("Enfermeras", "Solidarias"))
    assert not _flat_adjective(*_flat_pair("Enfermeras", "SOLIDARIAS"))
    assert _flat_adjective(*_flat_pair("Enfermeras", "solidarias"))


# -- the conjunct of the predicative after a floating "todos/todas" agrees too (NGLE §31.3) -------


@needs_apertium
def test_floating_quantifier_conjunct_agrees() -> None:
    got = _variants(
        "During the trip, the guides were all very cheerful and careful.",
        "Durante el viaje, las guías fueron todas muy alegres y cuidadosas.",
    )
    assert "Durante el viaje, los guías fueron todos muy alegres y cuidadosos." in got
    assert "Durante el viaje, los guías fueron todos muy alegres y cuidadosas." not in got


# -- the neutral from a masculine original with a contraction agrees with "persona" --------------


@needs_apertium
@pytest.mark.parametrize(
    ("source", "masculine", "feminine", "neutral"),
    [
        (
            "After the race the press interviewed the exhausted runner.",
            "Después de la carrera, la prensa entrevistó al corredor agotado.",
            "Después de la carrera, la prensa entrevistó a la corredora agotada.",
            "Después de la carrera, la prensa entrevistó a la persona corredora agotada.",
        ),
        (
            # a changed noun right before a split contraction (es49 review: the spans moved wrongly)
            "The worker's lawyer arrived late.",
            "El abogado del trabajador llegó tarde.",
            "La abogada de la trabajadora llegó tarde.",
            "La persona abogada de la persona trabajadora llegó tarde.",
        ),
        (
            "I saw the worker's lawyer.",
            "Vi al abogado del trabajador.",
            "Vi a la abogada de la trabajadora.",
            "Vi a la persona abogada de la persona trabajadora.",
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


def test_shifted_spans_changed_word_before_a_contraction() -> None:
    # "El abogado" changes right before "del" splits: each token keeps its own place
    before = ["El", "abogado", "del", "trabajador", "llegó", "."]
    after = ["La", "abogada", "de", "la", "trabajadora", "llegó", "."]
    assert shifted_spans(before, after, [(0, 2), (2, 4)]) == [(0, 2), (3, 5)]
    # capitalised contraction, not split where it stands before a thing ("al volante")
    before = ["Al", "conductor", "lo", "vimos", "al", "volante", "."]
    after = ["A", "la", "conductora", "la", "vimos", "al", "volante", "."]
    assert shifted_spans(before, after, [(0, 2), (4, 6)]) == [(1, 3), (5, 7)]


def test_shifted_spans_gives_up_when_words_go() -> None:
    before = ["Vimos", "a", "la", "vecina", "."]
    after = ["Vimos", "al", "vecino", "."]
    assert shifted_spans(before, after, [(2, 4)]) is None
    assert shifted_spans(before, after, [(3, 9)]) is None
    # a word that stands against punctuation: the lists do not align
    assert shifted_spans(["Vi", "al", "vecino", "."], ["Vi", "a", "la", ".", "vecina"], [(1, 3)]) is None
