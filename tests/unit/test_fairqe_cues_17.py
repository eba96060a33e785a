"""en-cues-17 (issue 13): Italian datives the explicit check did not read -- the dative
clitic on a gerund ("dandole"), the dative of a copular clause after "che" ("il cancro che le
era stato diagnosticato") and the possessor written as a dative clitic ("toglierle il
diritto"). Every sentence here was written for these tests (none from an evaluation set)."""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.cues import RuleCueDetector
from fairmt.fairqe.types import Item


def _readings(source: str, translation: str, lang: str = "it") -> dict[str, str]:
    det = RuleCueDetector().detect([Item(source, translation, lang)])[0]
    return {c.source_span: c.target_gender for c in det.explicit if c.target_gender is not None}


@pytest.fixture(scope="module")
def agents() -> RuleAgents:
    return RuleAgents()


def _alignment(agents: RuleAgents, source: str, translation: str, lang: str = "it") -> bool | None:
    [a] = agents.analyse([Item(source, translation, lang)])
    return a.variants.alignment


# --------------------------------------------------------------------------- gerund datives


@pytest.mark.parametrize(
    ("source", "translation", "cue", "gender"),
    [
        ("The nurse met the patient, giving her the results.",
         "L'infermiere incontrò il paziente, dandole i risultati.", "her", "F"),
        ("The nurse met the patient, giving him the results.",
         "L'infermiere incontrò il paziente, dandogli i risultati.", "him", "M"),
        ("The teacher kept writing, sending her a letter every week.",
         "L'insegnante continuò a scrivere, mandandole una lettera ogni settimana.", "her", "F"),
        ("The coach phoned the parents, telling him the news.",
         "L'allenatore telefonò ai genitori, dicendogli la notizia.", "him", "M"),
    ],
)  # fmt: skip
def test_a_dative_clitic_on_a_gerund_shows_the_gender(
    source: str, translation: str, cue: str, gender: str
) -> None:
    assert _readings(source, translation).get(cue) == gender


def test_indole_is_no_gerund() -> None:
    # "indole" (temperament) ends in -ndole but is a noun, too short for the ending
    assert "her" not in _readings("The nurse praised her.", "L'infermiere lodò l'indole.")


# --------------------------------------------------------------------------- dative after "che"


@pytest.mark.parametrize(
    ("source", "translation", "gender"),
    [
        ("She died of the cancer she had been diagnosed with in 2010.",
         "Morì del cancro che le era stato diagnosticato nel 2010.", "F"),
        ("He returned the medal he had been awarded in 1998.",
         "Restituì la medaglia che gli era stata assegnata nel 1998.", "M"),
        ("She said she had been offered a job in Milan.",
         "Disse che le era stato offerto un lavoro a Milano.", "F"),
    ],
)  # fmt: skip
def test_a_dative_after_che_before_the_copula_is_the_person(
    source: str, translation: str, gender: str
) -> None:
    assert gender in _readings(source, translation).values()


def test_the_wrong_dative_after_che_is_a_violation(agents: RuleAgents) -> None:
    source = "She died of the cancer she had been diagnosed with in 2010."
    assert _alignment(agents, source, "Morì del cancro che le era stato diagnosticato nel 2010.") is True
    assert _alignment(agents, source, "Morì del cancro che gli era stato diagnosticato nel 2010.") is False


def test_after_che_only_before_a_copula() -> None:
    # "le" before a verb that is no copula is not read by this rule (the dropped subject's
    # predicate is what shows the gender here)
    got = _readings("She answered the letters that had been sent.", "Rispose alle lettere che le mandarono.")
    assert "She" not in got


# --------------------------------------------------------------------------- possessor datives


@pytest.mark.parametrize(
    ("source", "translation", "cue", "gender"),
    [
        ("The court tried to take away her right to vote.",
         "Il tribunale cercò di toglierle il diritto di voto.", "her", "F"),
        ("The court tried to take away his right to vote.",
         "Il tribunale cercò di togliergli il diritto di voto.", "his", "M"),
        ("The thieves fled after stealing his wallet.",
         "I ladri fuggirono dopo avergli rubato il portafoglio.", "his", "M"),
    ],
)  # fmt: skip
def test_a_possessor_written_as_a_dative_clitic_shows_the_gender(
    source: str, translation: str, cue: str, gender: str
) -> None:
    assert _readings(source, translation).get(cue) == gender


def test_a_possessive_that_agrees_with_its_noun_stays_unread() -> None:
    # "le sue chiavi": the possessive agrees with the keys, not with the possessor
    assert "his" not in _readings("He tried to find his keys.", "Cercò di trovare le sue chiavi.")


def test_an_accusative_clitic_is_no_possessor() -> None:
    # "-la" is an accusative ("venderla": sell it), never the possessor's dative
    assert "his" not in _readings(
        "He kept his house and never sold it.", "Tenne la casa e non volle venderla."
    )


# --------------------------------------------------------------------------- compound passive


@pytest.mark.parametrize(
    ("source", "translation", "gender"),
    [
        ("She had been diagnosed with cancer in 2010.",
         "Le era stato diagnosticato un cancro nel 2010.", "F"),
        ("He was awarded the prize in 1998.", "Nel 1998 gli è stato assegnato il premio.", "M"),
    ],
)  # fmt: skip
def test_the_participle_of_a_compound_passive_after_a_dative_is_not_the_persons(
    source: str, translation: str, gender: str
) -> None:
    # "stato diagnosticato" agrees with the illness, not with the person; the dative shows her
    got = _readings(source, translation)
    assert set(got.values()) == {gender}, got
