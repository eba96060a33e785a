"""de-inflect-48: a finite verb in -en before a bare plural is the clause's verb by its position
(german_verb_second; sentences written for these tests).

Before, only 18 listed verbs of saying were kept from the strong dative adjective reading that
put the bare plural after them in the dative ("Heute diskutieren Politikern"). Real adjectives
before a bare plural keep the dative.

Also de-inflect-48: a list of bare plurals after a dative preposition or "als" goes on past
quotation marks around a conjunct and past a focus particle after the conjunction ("und sogar"),
so the later conjuncts take the list's dative -n (german_case.list_preposition); a bare plural
compound whose first part is a name of several words written apart ("mit New York-Reporterinnen")
is governed by the preposition before the name (german_units._name_modifier_run).

Mend (review): a comma is a fronted clause's end only after a clause that opens with a
subordinator, or before a verb of saying, and never before a zu-infinitive ("Er versuchte, jungen
Ärzten zu helfen"); a lone first word is no noun phrase of its own ("Extrem erfahrenen Ärzten");
"Das"/"Dies"/"Das alles", and "So" before a verb of saying, fill the first position ("Das sagen
Experten"); a focus particle of an earlier conjunct does not end a list ("und auch Ärzten und
Pflegern").
"""

from __future__ import annotations

import pytest
from german_realise import realise_de

from fairmt.fairqe.realise import SentenceRealiser


@pytest.mark.parametrize(
    ("source", "mt", "want"),
    [
        # After a one-word first constituent of another ending.
        (
            "Today politicians debate in the state parliament.",
            "Heute diskutieren Politikerinnen im Landtag.",
            "Heute diskutieren Politiker im Landtag.",
        ),
        (
            "Today singers perform in the hall.",
            "Heute singen Sängerinnen in der Halle.",
            "Heute singen Sänger in der Halle.",
        ),
        # After a first noun phrase headed by a thing noun (an accusative of time).
        (
            "Every day teachers work at the school.",
            "Jeden Tag arbeiten Lehrerinnen in der Schule.",
            "Jeden Tag arbeiten Lehrer in der Schule.",
        ),
        (
            "Every two weeks doctors visit the home.",
            "Alle zwei Wochen besuchen Ärztinnen das Heim.",
            "Alle zwei Wochen besuchen Ärzte das Heim.",
        ),
        # After a comma that closes a fronted clause or a quoted one.
        (
            "When the concert was over, musicians left the stage.",
            "Als das Konzert vorbei war, verließen Musikerinnen die Bühne.",
            "Als das Konzert vorbei war, verließen Musiker die Bühne.",
        ),
        (
            "Since they arrived, doctors help in the village.",
            "Seit sie ankamen, helfen Ärztinnen im Dorf.",
            "Seit sie ankamen, helfen Ärzte im Dorf.",
        ),
        (
            "The bridge stays closed, engineers warn.",
            "Die Brücke bleibt gesperrt, warnen Ingenieurinnen.",
            "Die Brücke bleibt gesperrt, warnen Ingenieure.",
        ),
        (
            "Because it rained, doctors stayed at home.",
            "Weil es regnete, blieben Ärztinnen zu Hause.",
            "Weil es regnete, blieben Ärzte zu Hause.",
        ),
        (
            "But when he came, doctors helped.",
            "Doch als er kam, halfen Ärztinnen.",
            "Doch als er kam, halfen Ärzte.",
        ),
        # A demonstrative first constituent: "das"/"dies" as articles are singular.
        (
            "Experts say that.",
            "Das sagen Expertinnen.",
            "Das sagen Experten.",
        ),
        (
            "Doctors confirm that.",
            "Das bestätigen Ärztinnen.",
            "Das bestätigen Ärzte.",
        ),
        (
            "Doctors discuss that.",
            "Das diskutieren Ärztinnen.",
            "Das diskutieren Ärzte.",
        ),
        (
            "Teachers say all that.",
            "Das alles sagen Lehrerinnen.",
            "Das alles sagen Lehrer.",
        ),
        (
            "So say teachers.",
            "So sagen Lehrerinnen.",
            "So sagen Lehrer.",
        ),
        # A quoted clause that ends in a noun or holds commas: a verb of saying after it.
        (
            '"This is a success," coaches say.',
            "„Das ist ein Erfolg“, sagen Trainerinnen.",
            "„Das ist ein Erfolg“, sagen Trainer.",
        ),
        (
            '"We came, we won," players say.',
            "„Wir kamen, wir siegten“, sagen Spielerinnen.",
            "„Wir kamen, wir siegten“, sagen Spieler.",
        ),
        # Real adjectives before a bare plural keep the strong dative.
        (
            "The clinic works well with experienced doctors.",
            "Mit erfahrenen Ärztinnen arbeitet die Klinik gut.",
            "Mit erfahrenen Ärzten arbeitet die Klinik gut.",
        ),
        (
            "He talked with experienced, young doctors.",
            "Er sprach mit erfahrenen, jungen Ärztinnen.",
            "Er sprach mit erfahrenen, jungen Ärzten.",
        ),
        (
            "He helped young doctors.",
            "Er half jungen Ärztinnen.",
            "Er half jungen Ärzten.",
        ),
        (
            "He helped us, young doctors.",
            "Er half uns, jungen Ärztinnen.",
            "Er half uns, jungen Ärzten.",
        ),
        (
            "He thanked the guests, young doctors.",
            "Er dankte den Gästen, jungen Ärztinnen.",
            "Er dankte den Gästen, jungen Ärzten.",
        ),
        # A comma before a zu-infinitive, an apposition: no fronted clause, the adjective stays.
        (
            "He tried to help young doctors.",
            "Er versuchte, jungen Ärztinnen zu helfen.",
            "Er versuchte, jungen Ärzten zu helfen.",
        ),
        (
            "She decided to thank young nurses.",
            "Sie beschloss, jungen Pflegerinnen zu danken.",
            "Sie beschloss, jungen Pflegern zu danken.",
        ),
        (
            "He was glad to meet experienced doctors.",
            "Er war froh, erfahrenen Ärztinnen zu begegnen.",
            "Er war froh, erfahrenen Ärzten zu begegnen.",
        ),
        (
            "The plan is to give young doctors more money.",
            "Der Plan ist, jungen Ärztinnen mehr Geld zu geben.",
            "Der Plan ist, jungen Ärzten mehr Geld zu geben.",
        ),
        (
            "He helped both, young doctors.",
            "Er half beiden, jungen Ärztinnen.",
            "Er half beiden, jungen Ärzten.",
        ),
        # A degree adverb first: the adjective after it stays one.
        (
            "Extremely experienced doctors can be trusted.",
            "Extrem erfahrenen Ärztinnen kann man vertrauen.",
            "Extrem erfahrenen Ärzten kann man vertrauen.",
        ),
        (
            "Nobody trusts such young doctors.",
            "So jungen Ärztinnen vertraut niemand.",
            "So jungen Ärzten vertraut niemand.",
        ),
    ],
)
def test_masculine(realiser: SentenceRealiser, source: str, mt: str, want: str) -> None:
    assert realise_de(realiser, source, mt, "M") == want


@pytest.mark.parametrize(
    ("source", "mt", "want"),
    [
        (
            'He spoke of "lazy managers" and "winners".',
            'Er sprach von "faulen Managerinnen" und "Gewinnerinnen".',
            'Er sprach von "faulen Managern" und "Gewinnern".',
        ),
        (
            'He was surrounded by "fans" and "artists".',
            "Er war umgeben von „Anhängerinnen“ und „Künstlerinnen“.",
            "Er war umgeben von „Anhängern“ und „Künstlern“.",
        ),
        (
            "He worked with nurses and even doctors.",
            "Er arbeitete mit Pflegerinnen und sogar Ärztinnen.",
            "Er arbeitete mit Pflegern und sogar Ärzten.",
        ),
        (
            "He talked with teachers and also doctors.",
            "Er sprach mit Lehrerinnen und auch Ärztinnen.",
            "Er sprach mit Lehrern und auch Ärzten.",
        ),
        (
            "He talked with teachers and also doctors and nurses.",
            "Er sprach mit Lehrerinnen und auch Ärztinnen und Pflegerinnen.",
            "Er sprach mit Lehrern und auch Ärzten und Pflegern.",
        ),
        (
            "The club worked with the students as coaches and even referees.",
            "Der Verein arbeitete mit den Studentinnen als Trainerinnen und sogar Schiedsrichterinnen.",
            "Der Verein arbeitete mit den Studenten als Trainern und sogar Schiedsrichtern.",
        ),
    ],
)
def test_list_dative(realiser: SentenceRealiser, source: str, mt: str, want: str) -> None:
    assert realise_de(realiser, source, mt, "M") == want


@pytest.mark.parametrize(
    ("source", "mt", "want"),
    [
        (
            "He spoke with New York reporters.",
            "Er sprach mit New York-Reporterinnen.",
            "Er sprach mit New York-Reportern.",
        ),
        (
            "He thanked a crowd of New Jersey supporters.",
            "Er dankte einer Menge von New Jersey-Anhängerinnen.",
            "Er dankte einer Menge von New Jersey-Anhängern.",
        ),
        # A singular title before a name stays as it was.
        (
            "He spoke with New York president Anna Berg.",
            "Er sprach mit New York-Präsidentin Anna Berg.",
            "Er sprach mit New York-Präsident Anna Berg.",
        ),
    ],
)
def test_name_compound_dative(realiser: SentenceRealiser, source: str, mt: str, want: str) -> None:
    assert realise_de(realiser, source, mt, "M") == want
