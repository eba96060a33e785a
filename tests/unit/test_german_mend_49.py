"""de-inflect-41, review fixes: second verbs, copular relatives, object Vorfeld, digit adjectives.

* a verb of saying that also takes a person object ("warnte", "bestätigte", "kommentierte")
  after a comma is a second verb sharing the sentence's subject when "und" and another verb
  follow its phrase: the phrase is its accusative object ("warnte den Lehrer"); ending the
  sentence, it stays a quotative ("Es wird regnen, warnte der Lehrer");
* a feminine relative "die" before "er" is a nominative predicate where a copula's infinitive
  stands anywhere in its clause ("die er sein wollte" -> "der er sein wollte");
* a Vorfeld opened by "den"/"dem"/"einen"/"einem" is an object: the phrase after the finite
  verb (and a middle adverb) is the subject ("Den Pokal hatte zuvor eine Sportlerin geholt");
* an adjective written with digits before a person noun in the genitive lets the name's
  relative clause follow the noun's realisation.

Sentences written for these tests.
"""

from __future__ import annotations

import pytest
from german_realise import realise_de

from fairmt.fairqe.realise import SentenceRealiser


@pytest.mark.parametrize(
    ("source", "mt", "want"),
    [
        (
            "Lena closed the window, warned the neighbour and went out.",
            "Lena schloss das Fenster, warnte die Nachbarin und ging hinaus.",
            "Lena schloss das Fenster, warnte den Nachbarn und ging hinaus.",
        ),
        (
            "Max signed the form, confirmed the nurse and left.",
            "Max unterschrieb das Formular, bestätigte die Ärztin und verließ den Raum.",
            "Max unterschrieb das Formular, bestätigte den Arzt und verließ den Raum.",
        ),
        (
            "Paul opened the book, commented on the writer and laughed.",
            "Paul öffnete das Buch, kommentierte die Autorin und lachte.",
            "Paul öffnete das Buch, kommentierte den Autor und lachte.",
        ),
        (
            "The bridge is unsafe, warned the engineer.",
            "Die Brücke ist unsicher, warnte die Ingenieurin.",
            "Die Brücke ist unsicher, warnte der Ingenieur.",
        ),
        (
            "He envied the pilot he had wanted to be.",
            "Er beneidete die Pilotin, die er hatte sein wollen.",
            "Er beneidete den Piloten, der er hatte sein wollen.",
        ),
        (
            "He met the singer he wanted to become.",
            "Er traf die Sängerin, die er werden wollte.",
            "Er traf den Sänger, der er werden wollte.",
        ),
        (
            # The possessive "sein" before a noun is no copula: "die" stays the accusative.
            "He thanked the doctor whom he had admired all his life.",
            "Er dankte der Ärztin, die er sein Leben lang bewundert hatte.",
            "Er dankte dem Arzt, den er sein Leben lang bewundert hatte.",
        ),
        (
            "An athlete had won the cup before.",
            "Den Pokal hatte zuvor eine Sportlerin geholt.",
            "Den Pokal hatte zuvor ein Sportler geholt.",
        ),
        (
            "He spoke with the father of the 8-year-old pupil Lisa Miller, who had found the dog.",
            "Er sprach mit dem Vater der 8-jährigen Schülerin Lisa Miller, die den Hund gefunden hatte.",
            "Er sprach mit dem Vater des 8-jährigen Schülers Lisa Miller, der den Hund gefunden hatte.",
        ),
    ],
)
def test_case_of_the_realised_phrase(realiser: SentenceRealiser, source: str, mt: str, want: str) -> None:
    assert realise_de(realiser, source, mt, "M") == want
