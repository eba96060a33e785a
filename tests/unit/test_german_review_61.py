"""de-inflect-45 review fixes (sentences written for these tests).

* a clause after a comma that ends in a word spelled like a one-word zu-infinitive is an
  infinitive clause (objects: accusative) only with no finite verb in it, and "hinzufügen",
  "dazustoßen", "unzufrieden" are no zu-infinitives: reported speech keeps its nominative
  subject (german_zu_infinitives); the two-word "zu" likewise ("habe noch viel zu lernen");
* a genitive attribute ("eines Kollegen") is no masculine antecedent of "der" unless its head
  is masculine too: "der" may be the head's feminine dative (german_relative_subjects);
* every form of "heißen" is a copula, and so is the present of "werden" unless an infinitive
  closes the sentence (german_pronoun_subjects).
"""

from __future__ import annotations

import pytest
from german_realise import realise_de

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.inflect.german_zu_infinitives import one_word_zu_infinitive


@pytest.mark.parametrize(
    ("source", "mt", "want"),
    [
        # Reported speech: the phrase after the comma is the subject of a finite verb.
        (
            "She said the neighbour was very unhappy.",
            "Sie erzählte, die Nachbarin sei sehr unzufrieden.",
            "Sie erzählte, der Nachbar sei sehr unzufrieden.",
        ),
        (
            "He believes the cook will add the spices.",
            "Er glaubt, die Köchin werde die Gewürze hinzufügen.",
            "Er glaubt, der Koch werde die Gewürze hinzufügen.",
        ),
        (
            "She said the teacher was trying to catch up.",
            "Sie sagte, die Lehrerin versuche aufzuholen.",
            "Sie sagte, der Lehrer versuche aufzuholen.",
        ),
        (
            "She told us the pilot still had a lot to learn.",
            "Sie erzählte, die Pilotin habe noch viel zu lernen.",
            "Sie erzählte, der Pilot habe noch viel zu lernen.",
        ),
        # A genitive attribute's "der" may be the feminine head's dative.
        (
            "The sister of a colleague, whom her neighbour helped, came.",
            "Die Schwester eines Kollegen, der ihre Nachbarin half, kam.",
            "Die Schwester eines Kollegen, der ihr Nachbar half, kam.",
        ),
        (
            "The daughter of the judge, whom her colleague trusted, left.",
            "Die Tochter des Richters, der ihre Kollegin vertraute, ging.",
            "Die Tochter des Richters, der ihr Kollege vertraute, ging.",
        ),
        # "heißen" and "werden" link a name to its nominative apposition.
        (
            "After the wedding my name is Lena Vogt, a photographer.",
            "Nach der Hochzeit heiße ich Lena Vogt, eine Fotografin.",
            "Nach der Hochzeit heiße ich Lena Vogt, ein Fotograf.",
        ),
        (
            "After the wedding I will become Lena Vogt, a photographer.",
            "Nach der Hochzeit werde ich Lena Vogt, eine Fotografin.",
            "Nach der Hochzeit werde ich Lena Vogt, ein Fotograf.",
        ),
    ],
)
def test_subjects_and_predicates_stay_nominative(
    realiser: SentenceRealiser, source: str, mt: str, want: str
) -> None:
    assert realise_de(realiser, source, mt, "M") == want


@pytest.mark.parametrize(
    ("source", "mt", "want"),
    [
        # Infinitive clauses with no finite verb keep their accusative object.
        (
            "He asked us to call the doctor at once.",
            "Er bat uns, die Ärztin sofort anzurufen.",
            "Er bat uns, den Arzt sofort anzurufen.",
        ),
        (
            "She asked to call in the cook.",
            "Sie bat darum, die Köchin hinzuzuziehen.",
            "Sie bat darum, den Koch hinzuzuziehen.",
        ),
        (
            "She promised to happily invite the author.",
            "Sie versprach, die Autorin gerne einzuladen.",
            "Sie versprach, den Autor gerne einzuladen.",
        ),
        # A masculine head: its genitive attribute's "der" is the subject either way.
        (
            "The uncle of the teacher who visited his colleague came.",
            "Der Onkel des Lehrers, der seine Kollegin besuchte, kam.",
            "Der Onkel des Lehrers, der seinen Kollegen besuchte, kam.",
        ),
        # "werden" before a closing infinitive is the future's auxiliary: the name is an object.
        (
            "Tomorrow I will call Lena Vogt, a photographer.",
            "Morgen werde ich Lena Vogt, eine Fotografin, anrufen.",
            "Morgen werde ich Lena Vogt, einen Fotografen, anrufen.",
        ),
    ],
)
def test_objects_stay_accusative(realiser: SentenceRealiser, source: str, mt: str, want: str) -> None:
    assert realise_de(realiser, source, mt, "M") == want


@pytest.mark.parametrize(
    ("word", "want"),
    [
        ("einzuladen", True),
        ("hinzuzufügen", True),
        ("dazuzukommen", True),
        ("hinzufügen", False),
        ("dazugehören", False),
        ("unzufrieden", False),
    ],
)
def test_one_word_zu_infinitive(word: str, want: bool) -> None:
    assert one_word_zu_infinitive(word) is want
