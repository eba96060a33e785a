"""es-inflect-17 / it-inflect-24: a bare predicate noun (no article) after a copula or "como" /
*come* is the subject's role (RAE, *Nueva gramática* §37.7-37.8; Serianni, *Grammatica
italiana* II.28-II.31): a person span even where the aligner leaves it unlinked ("instructor"
-> "profesora"). Sentences written for these tests, both directions."""

from __future__ import annotations

import pytest

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect import get_inflector
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.spanish import _morph

needs_es = pytest.mark.skipif(_morph() is None, reason="Apertium Spanish not installed")
needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


def spans(lang: str, sentence: str) -> list[tuple[int, int]]:
    return get_inflector(lang).person_spans(sentence.split())


@needs_es
@pytest.mark.parametrize(
    ("sentence", "span"),
    [
        ("Durante diez años fue profesora en Madrid.", (4, 5)),
        ("Es instructor de yoga en Lima.", (1, 2)),
        ("Ella era enfermera en el hospital.", (2, 3)),
        ("Después trabajó como entrenadora en Sevilla.", (3, 4)),
        # The pseudo-copulatives "convertirse en" and "hacerse" (NGLE §38.2).
        ("Se convirtió en profesora en 1990.", (3, 4)),
        ("Luego se hizo enfermera en Lima.", (3, 4)),
        # After "como" a participle reading is no passive ("fue elegida" stays out).
        ("Trabajó como abogado en Lima.", (2, 3)),
        ("Se formó como marinera en Cádiz.", (3, 4)),
        # The second of two coordinated bare attributes (NGLE §31.3).
        ("Trabajó como dentista y entrenadora en Moscú.", (4, 5)),
    ],
)
def test_es_bare_predicate_noun_is_a_person(sentence: str, span: tuple[int, int]) -> None:
    assert span in spans("es", sentence)


@needs_es
@pytest.mark.parametrize(
    "sentence",
    [
        "Es parte del plan.",
        "Fue noticia en el pueblo.",
        "Ella era alta.",
        "Fue elegida en mayo.",
        "Se convirtió en noticia.",
        "Se hizo famosa.",
        "Era alta y rubia.",
        "La casa quedó como nueva.",
    ],
)
def test_es_bare_predicate_without_a_person(sentence: str) -> None:
    assert spans("es", sentence) == []


@needs_it
@pytest.mark.parametrize(
    ("sentence", "span"),
    [
        ("Per dieci anni fu maestra a Roma.", (4, 5)),
        ("Dopo la laurea divenne direttrice del museo.", (4, 5)),
        ("Lavorò come cameriera in un bar.", (2, 3)),
        # After "come" a participle reading is no passive ("fu eletta" stays out).
        ("Lavorò come impiegata in banca.", (2, 3)),
        ("Poi lasciò, diventando coordinatrice del reparto.", (3, 4)),
        # The second of two coordinated bare predicate nouns (Serianni XIV).
        ("Ha lavorato come consulente e consigliera del sindaco.", (5, 6)),
    ],
)
def test_it_bare_predicate_noun_is_a_person(sentence: str, span: tuple[int, int]) -> None:
    assert span in spans("it", sentence)


@needs_it
@pytest.mark.parametrize(
    "sentence",
    [
        "È parte del piano.",
        "Fu notizia in paese.",
        "Era alta.",
        "Fu eletta a maggio.",
        "Era insegnante a Roma.",
        "Era bella e famosa.",
    ],
)
def test_it_bare_predicate_without_a_person(sentence: str) -> None:
    assert spans("it", sentence) == []


@pytest.fixture(scope="module")
def realiser() -> SentenceRealiser:
    return SentenceRealiser()


@needs_es
@pytest.mark.parametrize(
    ("source", "fem", "masc"),
    [
        (
            "From 2001 to 2005 Garcia was an instructor at the local college.",
            "De 2001 a 2005 García fue profesora en la universidad local.",
            "De 2001 a 2005 García fue profesor en la universidad local.",
        ),
    ],
)
def test_es_unlinked_bare_predicate_is_realised(
    realiser: SentenceRealiser, source: str, fem: str, masc: str
) -> None:
    items = [Item(source, fem, "es"), Item(source, masc, "es")]
    realiser.prepare(items)
    assert realiser.realise(items[0], "M") == masc
    assert realiser.realise(items[1], "F") == fem


@needs_it
@pytest.mark.parametrize(
    ("source", "fem", "masc"),
    [
        (
            "From 2001 to 2005 Rossi was an instructor at the local college.",
            "Dal 2001 al 2005 Rossi fu professoressa al collegio locale.",
            "Dal 2001 al 2005 Rossi fu professore al collegio locale.",
        ),
        (
            "Bianchi worked as a teacher in a small town.",
            "Bianchi lavorò come maestra in un piccolo paese.",
            "Bianchi lavorò come maestro in un piccolo paese.",
        ),
    ],
)
def test_it_unlinked_bare_predicate_is_realised(
    realiser: SentenceRealiser, source: str, fem: str, masc: str
) -> None:
    items = [Item(source, fem, "it"), Item(source, masc, "it")]
    realiser.prepare(items)
    assert realiser.realise(items[0], "M") == masc
    assert realiser.realise(items[1], "F") == fem


@needs_it
@pytest.mark.parametrize(
    ("source", "fem", "masc"),
    [
        # The participle of essere/diventare before the bare predicate noun agrees with the
        # subject (Serianni XI), and changes with the noun.
        (
            "Rossi was a teacher in Rome.",
            "Rossi è stata maestra a Roma.",
            "Rossi è stato maestro a Roma.",
        ),
        (
            "Rossi became a coach after leaving the team.",
            "Dopo aver lasciato la squadra, Rossi è diventata allenatrice.",
            "Dopo aver lasciato la squadra, Rossi è diventato allenatore.",
        ),
    ],
)
def test_it_copula_participle_agrees_with_the_predicate_noun(
    realiser: SentenceRealiser, source: str, fem: str, masc: str
) -> None:
    items = [Item(source, fem, "it"), Item(source, masc, "it")]
    realiser.prepare(items)
    assert realiser.realise(items[0], "M") == masc
    assert realiser.realise(items[1], "F") == fem


@needs_it
def test_it_participle_of_a_thing_subject_stays() -> None:
    # "stata" before a thing noun with no person pair is no predicate of a person's role.
    tokens = ["La", "riunione", "è", "stata", "notizia", "per", "giorni."]
    assert get_inflector("it").cue_span(tokens, (4, 5)) == (4, 5)
