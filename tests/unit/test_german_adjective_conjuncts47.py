"""de-inflect-39: a bare conjunct shares the preposition of its list also when the first conjunct
has its own adjective ("bei lokalen Richterinnen und Vollstreckerinnen" -> "bei lokalen Richtern
und Vollstreckern", not "Vollstrecker") or its own article ("zur Meisterin und Kommandantin" ->
"zum Meister und Kommandanten"); german_case.list_preposition."""

from __future__ import annotations

import pytest
from german_realise import realise_de

from fairmt.fairqe.realise import SentenceRealiser

CASES = [
    (
        "He found errors with local judges and enforcers.",
        "Er fand Fehler bei lokalen Richterinnen und Vollstreckerinnen.",
        "Er fand Fehler bei lokalen Richtern und Vollstreckern.",
    ),
    (
        "She spoke with young teachers and students.",
        "Sie sprach mit jungen Lehrerinnen und Schülerinnen.",
        "Sie sprach mit jungen Lehrern und Schülern.",
    ),
    (
        "She spoke with teachers, old farmers and workers.",
        "Sie sprach mit Lehrerinnen, alten Bäuerinnen und Arbeiterinnen.",
        "Sie sprach mit Lehrern, alten Bauern und Arbeitern.",
    ),
]

#: Lines the rule must leave as they are: a participle attribute whose own object stands before
#: it ("von Ärztinnen betreuten"), and a new subject after "und" that no preposition governs.
KEEP = [
    (
        "Patients cared for by doctors and nurses came.",
        "Von Ärztinnen betreuten Patientinnen und Pflegerinnen kamen.",
        "Von Ärzten betreuten Patienten und Pfleger kamen.",
    ),
    (
        "Mary Smith, professor at the university and specialist at the hospital, designed the course.",
        "Mary Smith, Professorin an der Universität und Spezialistin am Krankenhaus, entwarf den Kurs.",
        "Mary Smith, Professor an der Universität und Spezialist am Krankenhaus, entwarf den Kurs.",
    ),
    (  # a new main clause after "und": its subject is nominative (review of de-inflect-39)
        "She came with the director and teachers waited outside.",
        "Sie kam mit der Direktorin und Lehrerinnen warteten draußen.",
        "Sie kam mit dem Direktor und Lehrer warteten draußen.",
    ),
    (
        "He spoke with young teachers and students listened.",
        "Er sprach mit jungen Lehrerinnen und Schülerinnen hörten zu.",
        "Er sprach mit jungen Lehrern und Schüler hörten zu.",
    ),
]

#: One article for two coordinated person nouns: the bare second noun shares its case.
SHARED_ARTICLE = [
    (
        "Parker appointed him master and commander of the brig.",
        "Parker ernannte ihn zur Meisterin und Kommandantin der Brig.",
        "Parker ernannte ihn zum Meister und Kommandanten der Brig.",
    ),
    (
        "She spoke to the director and president.",
        "Sie sprach mit der Direktorin und Präsidentin.",
        "Sie sprach mit dem Direktor und Präsidenten.",
    ),
    (  # a predicative adjective after the list is no verb
        "If relations between firms and workers stay intact, the economy grows.",
        "Wenn die Beziehungen zwischen Firmen und Arbeitnehmerinnen intakt bleiben, wächst die Wirtschaft.",
        "Wenn die Beziehungen zwischen Firmen und Arbeitnehmern intakt bleiben, wächst die Wirtschaft.",
    ),
    (  # the verb closes the clause: still the preposition's conjunct
        "She had spoken with the director and teachers.",
        "Sie hatte mit der Direktorin und Lehrerinnen gesprochen.",
        "Sie hatte mit dem Direktor und Lehrern gesprochen.",
    ),
    (
        "Because she spoke with the director and teachers, she stayed.",
        "Weil sie mit der Direktorin und Lehrerinnen sprach, blieb sie.",
        "Weil sie mit dem Direktor und Lehrern sprach, blieb sie.",
    ),
]


@pytest.mark.parametrize(("source", "mt", "masc"), CASES)
def test_adjective_conjunct_takes_the_dative(
    realiser: SentenceRealiser, source: str, mt: str, masc: str
) -> None:
    assert realise_de(realiser, source, mt, "M") == masc


@pytest.mark.parametrize(("source", "mt", "masc"), KEEP)
def test_no_preposition_governs(realiser: SentenceRealiser, source: str, mt: str, masc: str) -> None:
    assert realise_de(realiser, source, mt, "M") == masc


def test_infinitive_before_und_is_no_adjective(realiser: SentenceRealiser) -> None:
    source = "It was about getting on the ball and players like Shaq always play forward."
    mt = "Es ging darum, auf den Ball zu kommen und Spielerinnen wie Shaq spielen immer vorwärts."
    masc = "Es ging darum, auf den Ball zu kommen und Spieler wie Shaq spielen immer vorwärts."
    assert realise_de(realiser, source, mt, "M") == masc


@pytest.mark.parametrize(("source", "mt", "masc"), SHARED_ARTICLE)
def test_shared_article_conjunct(realiser: SentenceRealiser, source: str, mt: str, masc: str) -> None:
    assert realise_de(realiser, source, mt, "M") == masc
