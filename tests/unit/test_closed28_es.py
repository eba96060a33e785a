"""Spanish closed variant sets (issue 12, helper closedes28, es-inflect-21): rules read off the
open GATE-like dev pairs of ``benchmarks/data/closed_dev/es.jsonl``, tested with sentences
written for these tests. Each rule has a case it must fix and one it must not change."""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.types import Item
from fairmt.inflect.spanish import SpanishInflector, _morph
from fairmt.inflect.spanish_clitics import enclitic_object, finite_verb_head

pytestmark = pytest.mark.skipif(_morph() is None, reason="Apertium Spanish not installed")


def _toks(text: str) -> list[str]:
    return text.split()


# -- enclitic lo/la on an infinitive or gerund is an object clitic (RAE, NGLE §16.11-16.12) ------


@pytest.mark.parametrize("word", ["verla", "localizarlo", "mirándola", "dárselo", "tenerla."])
def test_enclitic_object_pronouns(word: str) -> None:
    assert enclitic_object(word)


@pytest.mark.parametrize("word", ["hablarle", "verlos", "Carla", "escuela", "bola", "hablar"])
def test_no_enclitic_object_pronoun(word: str) -> None:
    # a dative, a plural, a name and nouns in -la/-lo: none is the clitic of one person
    assert not enclitic_object(word)


def test_object_clitics_include_the_enclitic() -> None:
    toks = _toks("No pude verla ayer , pero la llamaré")
    assert SpanishInflector().object_clitics(toks) == [(2, 3), (6, 7)]
    # an article is still no clitic; the enclitic is
    assert SpanishInflector().object_clitics(_toks("Llamé a la profesora para verla")) == [(5, 6)]


def test_enclitic_follows_its_person() -> None:
    toks = _toks("Intenté llamarlo toda la tarde")
    assert SpanishInflector().realise(toks, (1, 2), "F") == _toks("Intenté llamarla toda la tarde")


# -- a first- or second-person verb in a person's place keeps its form (NGLE §2.2) --------------


@pytest.mark.parametrize(
    ("text", "span"),
    [("Tengo mucha suerte", (0, 2)), ("Hoy tengo frío", (1, 2)), ("Es tarde , quiero irme", (3, 4))],
)
def test_finite_verb_is_not_inflected(text: str, span: tuple[int, int]) -> None:
    assert finite_verb_head(_toks(text), span) is not None
    assert SpanishInflector().realise(_toks(text), span, "F") is None


def test_agreeing_words_after_the_verb_still_change() -> None:
    # must not change: the predicative of the addressee agrees, the verb stays
    assert SpanishInflector().realise(_toks("Hoy estás guapo"), (1, 2), "F") == _toks("Hoy estás guapa")


@pytest.mark.parametrize(
    ("text", "span"),
    [
        ("Una cantante famosa", (0, 2)),
        ("Trabajo mucho", (0, 1)),
        ("Estaban cansadas pero contentas", (3, 4)),
        ("Dame Carruthers cantó", (0, 1)),
    ],
)
def test_nouns_and_determiners_are_no_verb_heads(text: str, span: tuple[int, int]) -> None:
    assert finite_verb_head(_toks(text), span) is None


# -- the clitic of a singular "them" after the speaker or a group noun (they_objects) ------------


def _variants(source: str, translation: str) -> set[str]:
    items = [Item(source, translation, "es")]
    agents = RuleAgents()
    agents.prepare(items)
    return {v.text for v in agents.analyse(items)[0].variants.all}


def test_clitic_after_the_speaker_follows_its_antecedent() -> None:
    got = _variants(
        "My cousin is visiting and I'm happy to see them.", "Mi primo viene de visita y tengo ganas de verlo."
    )
    assert "Mi prima viene de visita y tengo ganas de verla." in got
    assert not any("tenga" in v for v in got)


def test_clitic_inside_a_group_nouns_span_follows_its_antecedent() -> None:
    got = _variants(
        "The new coach arrived, so we introduced them to the team.",
        "Llegó la nueva entrenadora, así que la presentamos al equipo.",
    )
    assert "Llegó el nuevo entrenador, así que lo presentamos al equipo." in got


# -- a bare conjunct of a predicative that Apertium reads as an adjective, never a noun (§31.3) --


@pytest.mark.parametrize(
    ("text", "gender", "other"),
    [
        (
            "Mis amigas estaban nerviosas pero contentas .",
            "M",
            "Mis amigos estaban nerviosos pero contentos .",
        ),
        ("Las vecinas parecían cansadas y contentas .", "M", "Los vecinos parecían cansados y contentos ."),
    ],
)
def test_conjunct_adjective_tagged_as_noun_agrees(text: str, gender: str, other: str) -> None:
    assert SpanishInflector().realise(_toks(text), (0, 2), gender) == _toks(other)  # type: ignore[arg-type]


def test_conjunct_with_a_subject_of_its_own_stays() -> None:
    # must not change: "la casa sucia" is another clause's subject and predicative
    toks = _toks("La jefa estaba cansada y la casa sucia .")
    assert SpanishInflector().realise(toks, (0, 2), "M") == _toks("El jefe estaba cansado y la casa sucia .")


# -- a demonstrative pronoun subject of "ser" agrees with its attribute (NGLE §17.2, §37.2) ------


@pytest.mark.parametrize(
    ("text", "span", "gender", "other"),
    [
        ("Esta es mi vecina de arriba .", (2, 4), "M", "Este es mi vecino de arriba ."),
        ("Aquel era su entrenador .", (2, 4), "F", "Aquella era su entrenadora ."),
        ("Estas son mis compañeras .", (2, 4), "M", "Estos son mis compañeros ."),
    ],
)
def test_demonstrative_subject_agrees(text: str, span: tuple[int, int], gender: str, other: str) -> None:
    assert SpanishInflector().realise(_toks(text), span, gender) == _toks(other)  # type: ignore[arg-type]


def test_neuter_or_other_demonstratives_stay() -> None:
    # must not change: the neuter "esto", and a demonstrative that is not the subject of "ser"
    assert SpanishInflector().realise(_toks("Esto es mi hermana ."), (2, 4), "M") == _toks(
        "Esto es mi hermano ."
    )
    toks = _toks("Esta es la casa de mi vecina .")
    assert SpanishInflector().realise(toks, (5, 7), "M") == _toks("Esta es la casa de mi vecino .")


# -- an ordinal as the predicative of a result verb, also where it is a noun (NGLE §38.3) --------


@pytest.mark.parametrize(
    ("text", "gender", "other"),
    [
        ("El ciclista llegó segundo .", "F", "La ciclista llegó segunda ."),
        ("Mi hermano quedó cuarto en la carrera .", "F", "Mi hermana quedó cuarta en la carrera ."),
    ],
)
def test_ordinal_predicative_agrees(text: str, gender: str, other: str) -> None:
    assert SpanishInflector().realise(_toks(text), (0, 2), gender) == _toks(other)  # type: ignore[arg-type]


def test_ordinal_noun_with_its_determiner_stays() -> None:
    # must not change: "un segundo" is the noun (a unit of time)
    toks = _toks("Mi hermano esperó un segundo .")
    assert SpanishInflector().realise(toks, (0, 2), "F") == _toks("Mi hermana esperó un segundo .")
