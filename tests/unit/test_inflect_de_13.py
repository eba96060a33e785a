"""German inflector, de-inflect-13 (issue 12, branch de19): the predicative nominative after a
copula and a name.

Each sentence was written for this test (none is a gold line); the German is what an MT system
writes for the English.

sein, werden and bleiben take a predicative nominative, the Gleichsetzungsnominativ (Duden, Die
Grammatik, "Prädikativ"): "Gestern war Peter die Lehrerin" goes masculine as "der Lehrer", as
"war sie die Lehrerin" already did. The rule stays out where ``wird`` is an auxiliary ("Morgen
wird Anna die Lehrerin treffen": an accusative object) and where there is no copula ("Letztes
Jahr traf Maria die Ärztin" -> "den Arzt", de-inflect-12).

A partitive or quantifier pronoun standing for a person ("eine von ihnen", "eine von den
Lehrerinnen") is nominative or accusative; the masculine tells them apart (einer/einen: Duden,
Die Grammatik, Indefinitpronomen). Where the clause's structure makes it an object (after the
verb of a clause that opened with its subject, as for a noun phrase) it takes "einen". A
subject may be two noun phrases joined by "und" (Duden, Koordination): "Bauern und Händler
verließen das Dorf, versteckten eine von ihnen" -> "einen von ihnen" (gold line de-422 has this
shape; these sentences are not it).
"""

from __future__ import annotations

import pytest

from fairmt.fairqe.types import Item

pytest.importorskip("german_nouns")


def _realise(source: str, mt: str, gender: str) -> str | None:
    from fairmt.fairqe.realise import SentenceRealiser

    return SentenceRealiser().realise(Item(source, mt, "de"), gender)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        (
            "Yesterday Peter was the teacher.",
            "Gestern war Peter die Lehrerin.",
            "M",
            "Gestern war Peter der Lehrer.",
        ),
        (
            "In 2019 Anna Schmidt was the president of the first company.",
            "Im Jahr 2019 war Anna Schmidt die Präsidentin der ersten Firma.",
            "M",
            "Im Jahr 2019 war Anna Schmidt der Präsident der ersten Firma.",
        ),
        (
            "Tomorrow Anna will be the new teacher.",
            "Morgen wird Anna die neue Lehrerin.",
            "M",
            "Morgen wird Anna der neue Lehrer.",
        ),
        (
            "Last year Maria remained the best player.",
            "Letztes Jahr blieb Maria die beste Spielerin.",
            "M",
            "Letztes Jahr blieb Maria der beste Spieler.",
        ),
        # Not a copula: "wird" with an infinitive is the future, the phrase its object.
        (
            "Tomorrow Anna will meet the new teacher.",
            "Morgen wird Anna die neue Lehrerin treffen.",
            "M",
            "Morgen wird Anna den neuen Lehrer treffen.",
        ),
        (
            "Last year Maria met the doctor.",
            "Letztes Jahr traf Maria die Ärztin.",
            "M",
            "Letztes Jahr traf Maria den Arzt.",
        ),
    ],
)
def test_predicative_nominative_after_copula_and_name(source: str, mt: str, gender: str, want: str) -> None:
    assert _realise(source, mt, gender) == want


@pytest.mark.parametrize(
    ("mt", "span", "want"),
    [
        ("Die Polizei verhaftete eine von ihnen.", (3, 4), "Die Polizei verhaftete einen von ihnen."),
        ("Gestern traf Maria eine von ihnen.", (3, 4), "Gestern traf Maria einen von ihnen."),
        (
            "Die Polizei verhaftete eine von den Lehrerinnen.",
            (3, 7),
            "Die Polizei verhaftete einen von den Lehrern.",
        ),
        (
            "Bauern und Händler verließen das Dorf, versteckten eine von ihnen.",
            (7, 8),
            "Bauern und Händler verließen das Dorf, versteckten einen von ihnen.",
        ),
        # The subject stays nominative; a coordinated subject still makes the later phrase an object.
        ("Später kam eine von ihnen zurück.", (2, 3), "Später kam einer von ihnen zurück."),
        ("Anna und Peter trafen die Lehrerin.", (4, 6), "Anna und Peter trafen den Lehrer."),
        ("Die Lehrerin und der Arzt kamen.", (0, 2), "Der Lehrer und der Arzt kamen."),
    ],
)
def test_partitive_pronoun_case(mt: str, span: tuple[int, int], want: str) -> None:
    from fairmt.inflect.german import GermanInflector

    out = GermanInflector().realise(mt.split(), span, "M")
    assert out is not None and " ".join(out) == want
