"""de-inflect-46 fixes (sentences written for these tests).

* "zu" before a word that does not end in -n is a degree word before an adjective or adverb,
  no infinitive's: the clause keeps its nominative subject ("Er sagte, die Ärztin arbeitet
  viel zu hart" -> "der Arzt", not "den Arzt"; german_context._in_infinitive_clause);
* the present of "werden" before a subject pronoun is the finite verb of a future tense when an
  infinitive closes the sentence: the bare name after the pronoun is the object, and its
  apposition accusative ("Morgen werden wir Anna Berg, eine Sängerin, besuchen" -> "einen
  Sänger"; german_pronoun_subjects);
* a monosyllable whose Wiktionary pair lists only the "-s" genitive takes it ("des Chefs", not
  "des Chefes"; german_genitive_forms);
* the present plural of a verb of saying is no strong adjective of the bare plural after it
  ("..., sagen Beamtinnen" -> "sagen Beamte", not the dative "Beamten"; german_words);
* a bare feminine plural right after a singular finite verb and before an object with its own
  article is the dative person ("versprach Besitzerinnen eine Entschädigung" -> "Besitzern";
  german_dative_objects).
"""

from __future__ import annotations

import pytest
from german_realise import realise_de

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.inflect.german_genitive_forms import strong_genitive


@pytest.mark.parametrize(
    ("source", "mt", "want"),
    [
        # A degree "zu" before an adjective or adverb: the phrase after the comma is a subject.
        (
            "He said the doctor works far too hard.",
            "Er sagte, die Ärztin arbeitet viel zu hart.",
            "Er sagte, der Arzt arbeitet viel zu hart.",
        ),
        (
            "She complained that the nurse always comes too late.",
            "Sie klagte, die Pflegerin kommt immer zu spät.",
            "Sie klagte, der Pfleger kommt immer zu spät.",
        ),
        # A real infinitive clause keeps its accusative object.
        (
            "We asked him to inform the teacher.",
            "Wir baten ihn, die Lehrerin zu informieren.",
            "Wir baten ihn, den Lehrer zu informieren.",
        ),
        # The future's "werden" before "wir"/"er": the name is the object.
        (
            "Tomorrow we will visit Anna Berg, a singer.",
            "Morgen werden wir Anna Berg, eine Sängerin, besuchen.",
            "Morgen werden wir Anna Berg, einen Sänger, besuchen.",
        ),
        (
            "Next week he will meet Lisa Roth, a lawyer, in Bonn.",
            "Nächste Woche wird er Lisa Roth, eine Anwältin, in Bonn treffen.",
            "Nächste Woche wird er Lisa Roth, einen Anwalt, in Bonn treffen.",
        ),
        # Without an infinitive at the end "werden" is the copula: the apposition is nominative.
        (
            "Then we become Anna Berg, a singer.",
            "Dann werden wir Anna Berg, eine Sängerin.",
            "Dann werden wir Anna Berg, ein Sänger.",
        ),
        # The genitive of a loanword monosyllable is "-s"; a native one keeps "-es".
        (
            "The boss's car is new.",
            "Das Auto der Chefin ist neu.",
            "Das Auto des Chefs ist neu.",
        ),
        (
            "The doctor's bag was heavy.",
            "Die Tasche der Ärztin war schwer.",
            "Die Tasche des Arztes war schwer.",
        ),
        # A verb of saying in the present plural before its bare plural subject.
        (
            "Officials say the road is closed.",
            "Die Straße ist gesperrt, sagen Beamtinnen.",
            "Die Straße ist gesperrt, sagen Beamte.",
        ),
        (
            "The risk is low, health officials explain.",
            "Das Risiko ist gering, erklären Gesundheitsbeamtinnen.",
            "Das Risiko ist gering, erklären Gesundheitsbeamte.",
        ),
        # A bare plural between a singular verb and an article's object: the dative person.
        (
            "He promised owners a compensation.",
            "Er versprach Besitzerinnen eine Entschädigung.",
            "Er versprach Besitzern eine Entschädigung.",
        ),
        (
            "The mayor offers tenants a new flat.",
            "Der Bürgermeister bietet Mieterinnen eine neue Wohnung an.",
            "Der Bürgermeister bietet Mietern eine neue Wohnung an.",
        ),
        # After a plural verb the bare plural may be the subject: nominative.
        (
            "In May politicians promised a reform.",
            "Im Mai versprachen Politikerinnen eine Reform.",
            "Im Mai versprachen Politiker eine Reform.",
        ),
    ],
)
def test_masculine(realiser: SentenceRealiser, source: str, mt: str, want: str) -> None:
    assert realise_de(realiser, source, mt, "M") == want


@pytest.mark.parametrize(
    ("noun", "genitive"),
    [("Chef", "Chefs"), ("Arzt", "Arztes"), ("Lehrer", "Lehrers"), ("Boss", "Bosses"), ("Kind", "Kindes")],
)
def test_strong_genitive(noun: str, genitive: str) -> None:
    assert strong_genitive(noun) == genitive
