"""de-inflect-34: the extended attribute "der in London lebende Autor" (german_extended_attributes).

The determiner before a participle or adjective with its own complement belongs to the person
noun and agrees with it; the count or partitive pronoun of a prepositional phrase does not.
"""

from __future__ import annotations

import pytest
from german_realise import realise_de

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.inflect.base import Word
from fairmt.inflect.german import GermanInflector
from fairmt.inflect.german_extended_attributes import extended_attribute_det

CASES = [
    (
        "The London-based author published a new book.",
        "Der in London lebende Autor veröffentlichte ein neues Buch.",
        "Die in London lebende Autorin veröffentlichte ein neues Buch.",
        "Der*die in London lebende Autor*in veröffentlichte ein neues Buch.",
    ),
    (
        "She met the Berlin-based author.",
        "Sie traf den in Berlin lebenden Autor.",
        "Sie traf die in Berlin lebende Autorin.",
        "Sie traf den*die in Berlin lebende*n Autor*in.",
    ),
    (
        "A Paris-based lawyer said so.",
        "Ein in Paris ansässiger Anwalt sagte das.",
        "Eine in Paris ansässige Anwältin sagte das.",
        "Ein*e in Paris ansässige*r Anwält*in sagte das.",
    ),
    (
        "The mayor, in office since 2010, resigned.",
        "Der seit 2010 amtierende Bürgermeister trat zurück.",
        "Die seit 2010 amtierende Bürgermeisterin trat zurück.",
        "Der*die seit 2010 amtierende Bürgermeister*in trat zurück.",
    ),
    (
        "The recently elected mayor spoke.",
        "Der vor kurzem gewählte Bürgermeister sprach.",
        "Die vor kurzem gewählte Bürgermeisterin sprach.",
        "Der*die vor kurzem gewählte Bürgermeister*in sprach.",
    ),
]


@pytest.mark.parametrize(("source", "mt", "want_f", "want_n"), CASES)
def test_extended_attribute(
    realiser: SentenceRealiser, source: str, mt: str, want_f: str, want_n: str
) -> None:
    assert realise_de(realiser, source, mt, "F") == want_f
    assert realise_de(realiser, source, mt, "N") == want_n


def test_masculine_from_feminine(realiser: SentenceRealiser) -> None:
    src = "She spoke with the Berlin-based doctor."
    mt = "Sie sprach mit der in Berlin lebenden Ärztin."
    assert realise_de(realiser, src, mt, "M") == "Sie sprach mit dem in Berlin lebenden Arzt."


def _words(text: str) -> list[Word]:
    return [Word.parse(t) for t in text.split()]


def test_partitive_pronoun_and_count_are_no_article() -> None:
    is_det = GermanInflector()._is_det
    # "einer von neun katalanischen Führern": "neun" counts the leaders; "einer" is a pronoun.
    words = _words("Junqueras, einer von neun katalanischen Führern, sagte das.")
    assert extended_attribute_det(words, 3, 4, is_det) is None
    # "einer von den in Spanien lebenden Führern": "den" is the article of "Führern".
    words = _words("einer von den in Spanien lebenden Führern")
    assert extended_attribute_det(words, 4, 5, is_det) == 2
    # the ending must agree: after "Der" an adjective is weak, so "lebender" is no phrase of "Der".
    words = _words("Der in London lebender Autor")
    assert extended_attribute_det(words, 2, 3, is_det) is None
    words = _words("Der in London lebende Autor")
    assert extended_attribute_det(words, 2, 3, is_det) == 0
    # a preposition with no complement before the adjective governs the phrase itself
    words = _words("Standardformen , die für Schwarze Nonnen galten")
    assert extended_attribute_det(words, 3, 4, is_det) is None
    words = _words("Meisterschaften der unter 14-jährigen Mädchen")
    assert extended_attribute_det(words, 2, 3, is_det) is None
