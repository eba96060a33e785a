"""Predicates of an unstated addressee or speaker (en-cues-51, es-inflect-34): imperatives with a
copula other than "be" ("Stay calm"), verbless fragments ("Tired?", "Ready to go?"), the greeting
"welcome" in Spanish and Italian, Spanish adjectives coordinated with a realised predicative
("cansadas y hambrientas") and a prenominal "queridas". Sentences written for these tests, never
rows of an evaluation set.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from fairmt.fairqe.cue_rules import source_cues
from fairmt.inflect import get_inflector
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.spanish import _morph

pytest.importorskip("spacy")
needs = pytest.mark.skipif(
    morphology("it") is None or morphology("en") is None or _morph() is None,
    reason="Apertium Italian/Spanish/English not installed",
)

#: the conftest fixture ``one_set(source, feminine, masculine, lang)``
OneSet = Callable[[str, str, str, str], set[str]]


def _cues(source: str, lang: str) -> dict[str, str]:
    return {c.source_span: c.category.value for c in source_cues(source, lang)}


@needs
def test_addressee_predicates_are_c10_cues() -> None:
    assert _cues("Stay calm and seated.", "es") == {"Stay calm": "C10"}
    assert _cues("Don't get too excited.", "it") == {"get too excited": "C10"}
    assert _cues("Tired? Take a break.", "es") == {"Tired": "C10"}
    assert _cues("Ready to go?", "it") == {"Ready": "C10"}
    assert _cues("Sorry to bother you.", "fr") == {"Sorry": "C10"}
    assert _cues("Welcome back!", "es") == {"Welcome": "C10"}


@needs
@pytest.mark.parametrize(
    "source",
    [
        "Keep the change.",  # an object, no predicative
        "Stay home tonight.",  # a noun
        "Closed.",  # a sign: said of a thing
        "Happy birthday!",  # attributive
        "Ready to go, we left the house.",  # a predicate of "we", read elsewhere
        "I told her to stay calm.",  # no imperative
        "Prior to running for office, Lee raised three children.",  # a complex preposition
        "Due to the rain, we stayed home.",
        "Prior to the war, we lived in Rome.",
    ],
)
def test_no_addressee_cue(source: str) -> None:
    assert not [c for c in source_cues(source, "es") if c.category.value == "C10"]


@needs
def test_detached_final_predicatives_of_a_pronoun_subject() -> None:
    """cue_detached: a sentence-final predicative set off by a comma is the pronoun subject's."""
    assert _cues("They left without saying goodbye, offended.", "es") == {"offended": "C10"}
    assert _cues("We arrived late, tired and hungry.", "it") == {"tired": "C10"}
    assert _cues("She left the room, furious.", "es") == {"She": "C1", "furious": "C6"}
    # Another person before the comma may be the one described; an adverb is no predicative.
    assert "exhausted" not in _cues("They found the child, exhausted.", "es")
    assert _cues("They left early, unfortunately.", "es") == {}


@needs
def test_french_welcome_is_no_cue() -> None:
    """French *Bienvenue !* is the invariable noun: no cue there."""
    assert "Welcome" not in _cues("Welcome back!", "fr")


@needs
@pytest.mark.parametrize(
    ("lang", "source", "feminine", "masculine"),
    [
        ("it", "Don't get too excited.", "Non essere troppo eccitata.", "Non essere troppo eccitato."),
        ("it", "Tired? Take a break.", "Stanca? Fai una pausa.", "Stanco? Fai una pausa."),
        ("it", "Ready to go?", "Pronta a partire?", "Pronto a partire?"),
        ("it", "Welcome back!", "Bentornata!", "Bentornato!"),
        ("es", "Ready to go?", "¿Lista para salir?", "¿Listo para salir?"),
        ("es", "Stay seated, please.", "Quédese sentada, por favor.", "Quédese sentado, por favor."),
        ("es", "Stay calm and seated.", "Quédense tranquilas y sentadas.", "Quédense tranquilos y sentados."),
        (
            "es",
            "We are tired and hungry.",
            "Estamos cansadas y hambrientas.",
            "Estamos cansados y hambrientos.",
        ),
        (
            "es",
            "My dear friends arrived yesterday.",
            "Mis queridas amigas llegaron ayer.",
            "Mis queridos amigos llegaron ayer.",
        ),
        ("fr", "Tired? Take a break.", "Fatiguée ? Faites une pause.", "Fatigué ? Faites une pause."),
        ("fr", "Ready to go?", "Prête à partir ?", "Prêt à partir ?"),
        # A collective in the possessive keeps its translation (rules-56).
        (
            "es",
            "The team's coach was fired after the defeat.",
            "La entrenadora del equipo fue despedida tras la derrota.",
            "El entrenador del equipo fue despedido tras la derrota.",
        ),
        ("es", "Is the chef satisfied?", "¿Está satisfecha la chef?", "¿Está satisfecho el chef?"),
        ("es", "I went home, very tired.", "Me fui a casa, muy cansada.", "Me fui a casa, muy cansado."),
        (
            "it",
            "They left without saying goodbye, offended.",
            "Se ne sono andate senza salutare, offese.",
            "Se ne sono andati senza salutare, offesi.",
        ),
    ],
)
def test_one_set(one_set: OneSet, lang: str, source: str, feminine: str, masculine: str) -> None:
    one_set(source, feminine, masculine, lang)


@needs
@pytest.mark.parametrize(
    ("sentence", "span", "gender", "want"),
    [
        ("Estaba cansada, sucia y muy hambrienta.", (1, 2), "M", "Estaba cansado, sucio y muy hambriento."),
        # The walk stops at what is no adjective of the old gender and number.
        ("Estaba cansada y María también.", (1, 2), "M", "Estaba cansado y María también."),
        ("Llegó cansada, y se durmió.", (1, 2), "M", "Llegó cansado, y se durmió."),
        # A comma that opens no list ("junto con" is a locution; MT-GenEval dev es 145).
        (
            "Desde muy pequeño, junto con su padre, modeló.",
            (1, 3),
            "F",
            "Desde muy pequeña, junto con su padre, modeló.",
        ),
        # The predicative before an inverted subject in a question (spanish_inverted_questions).
        ("¿Está satisfecha la chef con la cocina?", (2, 4), "M", "¿Está satisfecho el chef con la cocina?"),
        ("¿Fue elegida la candidata?", (2, 4), "M", "¿Fue elegido el candidato?"),
        ("¿Estaban muy cansados los médicos?", (3, 5), "F", "¿Estaban muy cansadas las médicas?"),
        ("¿Ha sido despedida la directora?", (3, 5), "M", "¿Ha sido despedido el director?"),
        # Not a question: the adjective before the subject is left as it is.
        ("Está satisfecha la chef con la cocina.", (2, 4), "M", "Está satisfecha el chef con la cocina."),
    ],
)
def test_spanish_predicative_conjuncts(sentence: str, span: tuple[int, int], gender: str, want: str) -> None:
    out = get_inflector("es").realise(sentence.split(), span, gender)  # type: ignore[arg-type]
    assert out is not None
    assert " ".join(out) == want
