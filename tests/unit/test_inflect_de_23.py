"""German inflector de-inflect-23 (issue 12, branch de30): a prenominal genitive name before an
adjective, an adjective before an -ist/-iker noun Wiktionary lacks, and a capitalised ordinal
in a title, and the finite verb of a coordinated main clause closed by a separable particle.

All sentences were written for this test (the German is what an MT system writes for the
English); none is from an evaluation set.

- A name's genitive before its noun takes the article's place (Duden, Die Grammatik:
  pränominaler Genitiv, "Bachs ehemaliger Schüler"), so the adjective after it has the strong
  ending and agrees with the flipped noun; at the start of a sentence it is not the finite verb
  of a one-word first constituent ("Merkel lobte Ärzte" keeps that reading).
- A noun whose suffix makes it a person noun (-ist, -iker: Duden, suffix -ist) is no name after
  an adjective, though Wiktionary lacks it: "einen jungen Lepidopteristen" is one person, not an
  adjective before a name and a second, plural phrase.
- An ordinal that is part of a title is capitalised (Duden, Rechtschreibung: "Erster
  Bürgermeister") but stays an attributive adjective that agrees with the person.
- A separable particle alone at the end of a clause is the right verb bracket (Duden, Die
  Grammatik: Satzklammer), so the word right after "und" is the finite verb, not an adjective
  that would make the bare plural a dative ("und griffen Beamtinnen an" -> "Beamte").
"""

from __future__ import annotations

import pytest

from fairmt.fairqe.types import Item

pytest.importorskip("german_nouns")


def _realise(source: str, mt: str, gender: str) -> str | None:
    from fairmt.fairqe.realise import SentenceRealiser

    return SentenceRealiser().realise(Item(source, mt, "de"), gender)  # type: ignore[arg-type]


# ------------------------------------------------------------ prenominal genitive names


@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        (
            "Mozart's former student visited Vienna.",
            "Mozarts ehemaliger Schüler besuchte Wien.",
            "F",
            "Mozarts ehemalige Schülerin besuchte Wien.",
        ),
        (
            "Mozart's former student visited Vienna.",
            "Mozarts ehemaliger Schüler besuchte Wien.",
            "N",
            "Mozarts ehemalige*r Schüler*in besuchte Wien.",
        ),
        (
            "Anna's new lawyer arrived late.",
            "Annas neue Anwältin kam spät.",
            "M",
            "Annas neuer Anwalt kam spät.",
        ),
        (
            "Tom's old teacher came.",
            "Toms alter Lehrer kam.",
            "F",
            "Toms alte Lehrerin kam.",
        ),
    ],
)
def test_adjective_after_genitive_name(source: str, mt: str, gender: str, want: str) -> None:
    assert _realise(source, mt, gender) == want


def test_name_and_verb_keep_the_verb_second_reading() -> None:
    # A name and a finite verb: the verb is no adjective of the phrase after it.
    assert _realise("Merkel praised doctors.", "Merkel lobte Ärzte.", "F") == "Merkel lobte Ärztinnen."


# ------------------------------------------------------------ -ist nouns after an adjective


@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        (
            "She married a young lepidopterist.",
            "Sie heiratete einen jungen Lepidopteristen.",
            "F",
            "Sie heiratete eine junge Lepidopteristin.",
        ),
        (
            "In 1891 he saw a burlesque mesmerist from America.",
            "1891 sah er einen burlesken Mesmeristen aus Amerika.",
            "N",
            "1891 sah er eine*n burleske*n Mesmerist*in aus Amerika.",
        ),
        (
            "In 1891 he saw a burlesque mesmerist from America.",
            "1891 sah er einen burlesken Mesmeristen aus Amerika.",
            "F",
            "1891 sah er eine burleske Mesmeristin aus Amerika.",
        ),
    ],
)
def test_adjective_before_ist_noun_wiktionary_lacks(source: str, mt: str, gender: str, want: str) -> None:
    assert _realise(source, mt, gender) == want


def test_adjective_before_a_name_still_agrees_with_the_person() -> None:
    mt = "Er traf den verstorbenen Otto Brandtner."
    assert _realise("He met the late Otto Brandtner.", mt, "F") == "Er traf die verstorbene Otto Brandtner."


# ------------------------------------------------------------ ordinals in titles


@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        (
            "Hans Meier, former First Secretary of the party, died.",
            "Hans Meier, ehemaliger Erster Sekretär der Partei, starb.",
            "F",
            "Hans Meier, ehemalige Erste Sekretärin der Partei, starb.",
        ),
        (
            "Hans Meier, former First Secretary of the party, died.",
            "Hans Meier, ehemaliger Erster Sekretär der Partei, starb.",
            "N",
            "Hans Meier, ehemalige*r Erste*r Sekretär*in der Partei, starb.",
        ),
        (
            "They met the First Minister.",
            "Sie trafen die Erste Ministerin.",
            "M",
            "Sie trafen den Ersten Minister.",
        ),
    ],
)
def test_capitalised_ordinal_of_a_title_agrees(source: str, mt: str, gender: str, want: str) -> None:
    assert _realise(source, mt, gender) == want


# ------------------------------------------------------------ verb bracket after "und"


@pytest.mark.parametrize(
    ("source", "mt", "want"),
    [
        (
            "Protesters set fire to a courthouse and attacked officers.",
            "Demonstrantinnen setzten ein Gerichtsgebäude in Brand und griffen Beamtinnen an.",
            "Demonstranten setzten ein Gerichtsgebäude in Brand und griffen Beamte an.",
        ),
        (
            "The soldiers stormed the village and led officials away.",
            "Die Soldaten stürmten das Dorf und führten Beamtinnen ab.",
            "Die Soldaten stürmten das Dorf und führten Beamte ab.",
        ),
        # An adjective after "und" with no particle closing the clause stays an adjective.
        (
            "He spoke with teachers and young officials.",
            "Er sprach mit Lehrerinnen und jungen Beamtinnen.",
            "Er sprach mit Lehrern und jungen Beamten.",
        ),
    ],
)
def test_verb_after_und_before_a_closing_particle(source: str, mt: str, want: str) -> None:
    assert _realise(source, mt, "M") == want
