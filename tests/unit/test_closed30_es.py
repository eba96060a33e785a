"""Spanish closed variant sets (issue 12, helper closedes30, es-inflect-24): rules read off the
open GATE-like dev pairs es-c101..es-c140 of ``benchmarks/data/closed_dev/es.jsonl``, tested with
sentences written for these tests. Each rule has a case it must fix and one it must not change."""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.types import Item
from fairmt.inflect.spanish import SpanishInflector, _morph

pytestmark = pytest.mark.skipif(_morph() is None, reason="Apertium Spanish not installed")


def _variants(source: str, translation: str) -> set[str]:
    items = [Item(source, translation, "es")]
    agents = RuleAgents()
    agents.prepare(items)
    return {v.text for v in agents.analyse(items)[0].variants.all}


# -- "un poco" before an adjective is a degree adverb, not a determiner (NGLE §20.2) -----------


@pytest.mark.parametrize(
    ("text", "span", "gender"),
    [
        ("Mi hermana está un poco cansada hoy", (3, 6), "F"),
        ("Mi hermana está un poco cansada hoy", (5, 6), "F"),
        ("Mi hermano está un poco cansado hoy", (3, 6), "M"),
        ("Tiene pocas amigas", (1, 3), "F"),  # must not change: "pocas" is a determiner
        ("Tiene pocos amigos", (1, 3), "M"),
    ],
)
def test_un_poco_is_no_determiner(text: str, span: tuple[int, int], gender: str) -> None:
    assert SpanishInflector().gender_of(text.split(), span) == gender


def test_feminine_speaker_a_bit_tired_gets_the_masculine() -> None:
    got = _variants("I'm a bit tired after the trip.", "Estoy un poco cansada después del viaje.")
    assert "Estoy un poco cansado después del viaje." in got


# -- a singular "them" after an English preposition is the stressed pronoun after a Spanish one --
# (NGLE §16.2, §16.4: "por ella", "con él" have the gender of the noun they refer to)


def test_prepositional_pronouns() -> None:
    toks = ["Conocí", "a", "Ana", "y", "hablé", "con", "ella", ".", "Ella", "vino"]
    # "con ella" is one; the subject "Ella" is not (no preposition before it)
    assert SpanishInflector().prepositional_pronouns(toks) == [(6, 7)]


@pytest.mark.parametrize(
    ("source", "translation", "expected"),
    [
        (
            "I met the new tenant and talked with them for an hour.",
            "Conocí al nuevo inquilino y hablé con él durante una hora.",
            "Conocí a la nueva inquilina y hablé con ella durante una hora.",
        ),
        (
            "My cousin is sick and I won't go to the party without them.",
            "Mi prima está enferma y no iré a la fiesta sin ella.",
            "Mi primo está enfermo y no iré a la fiesta sin él.",
        ),
    ],
)
def test_them_after_a_preposition_follows_its_antecedent(
    source: str, translation: str, expected: str
) -> None:
    assert expected in _variants(source, translation)


def test_them_as_a_direct_object_still_takes_the_clitic() -> None:
    # must not change: "helped them" is the object clitic, as before rules-34
    got = _variants(
        "My friend bought a house and I helped them paint it.",
        "Mi amiga compró una casa y la ayudé a pintarla.",
    )
    assert "Mi amigo compró una casa y lo ayudé a pintarla." in got


# -- "the" + a fused-head superlative or ordinal after a copula is the subject's predicate ------
# (CGEL ch. 5 §9; en-cues-37)


@pytest.mark.parametrize(
    ("source", "translation", "expected"),
    [
        (
            "I'm the oldest of four children.",
            "Soy la mayor de cuatro hijos.",
            "Soy el mayor de cuatro hijos.",
        ),
        ("You were the best!", "¡Fuiste el mejor!", "¡Fuiste la mejor!"),
        (
            "I was the last to leave the office.",
            "Fui el último en salir de la oficina.",
            "Fui la última en salir de la oficina.",
        ),
    ],
)
def test_fused_superlative_predicate(source: str, translation: str, expected: str) -> None:
    assert expected in _variants(source, translation)


def test_superlative_before_a_noun_is_the_nouns() -> None:
    # must not change: "the best player" is the noun's phrase, no predicate of "I"
    from fairmt.fairqe.cues import RuleCueDetector

    det = RuleCueDetector().detect(
        [Item("I am the best player here.", "Soy el mejor jugador de aquí.", "es")]
    )[0]
    assert not any("the best" in c.source_span for c in det.cues)


# -- the predicate of "to be" after a personal subject's predicate is the subject's too ---------
# (Quirk et al. §16.75-16.79; en-cues-37)


@pytest.mark.parametrize(
    ("source", "translation", "expected"),
    [
        ("You're lucky to be alive.", "Tienes suerte de estar viva.", "Tienes suerte de estar vivo."),
        (
            "I was fortunate to be chosen.",
            "Tuve la fortuna de ser elegido.",
            "Tuve la fortuna de ser elegida.",
        ),
    ],
)
def test_infinitive_predicate_of_the_speaker(source: str, translation: str, expected: str) -> None:
    assert expected in _variants(source, translation)


def test_infinitive_without_a_predicate_gives_nothing() -> None:
    # must not change: "to be here" has no agreeing word
    assert _variants("I'm glad to be here.", "Me alegro de estar aquí.") == set()


# -- an "I'm"/"we're" predicate the aligner placed nowhere: the speaker's copular clause --------
# (NGLE §33.1, §38.2)


@pytest.mark.parametrize(
    ("source", "translation", "expected"),
    [
        (
            "I'm happy with the result.",
            "Estoy contenta con el resultado.",
            "Estoy contento con el resultado.",
        ),
        ("We are happy with the house.", "Estamos contentas con la casa.", "Estamos contentos con la casa."),
        (
            "Are you happy with the result?",
            "¿Estás contento con el resultado?",
            "¿Estás contenta con el resultado?",
        ),
    ],
)
def test_speaker_copular_clause(source: str, translation: str, expected: str) -> None:
    assert expected in _variants(source, translation)


def test_speaker_predicatives_need_the_person() -> None:
    from fairmt.inflect.spanish_clitics import speaker_predicatives

    toks = ["Estoy", "cansada", "y", "hambrienta", ",", "pero", "ella", "está", "contenta", "."]
    assert speaker_predicatives(toks, "1") == [[(1, 2), (3, 4)]]
    # must not change: a third-person clause is no speaker's
    assert speaker_predicatives(["Ella", "está", "contenta", "."], "1") == []
