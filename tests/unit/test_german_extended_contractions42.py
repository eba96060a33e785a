"""de-inflect-36: an extended attribute opened by a contraction, after a sentence-initial article.

"Der vom Gericht ernannte Anwalt": the contraction "vom" (von + dem) opens the attribute's
complement like a preposition, and the sentence-initial article "Der" is no fronted noun phrase
of its own, so "ernannte" is the attribute's participle, not the finite verb; the article and
the participle agree with the noun in every realisation.
"""

from __future__ import annotations

import pytest
from german_realise import realise_de

from fairmt.fairqe.realise import SentenceRealiser

CASES = [
    (
        "The lawyer appointed by the court spoke.",
        "Der vom Gericht ernannte Anwalt sprach.",
        "Die vom Gericht ernannte Anwältin sprach.",
        "Der*die vom Gericht ernannte Anwält*in sprach.",
    ),
    (
        "The coach hired by the club left.",
        "Der vom Verein eingestellte Trainer ging.",
        "Die vom Verein eingestellte Trainerin ging.",
        "Der*die vom Verein eingestellte Trainer*in ging.",
    ),
    (
        "A doctor trained at Harvard treated him.",
        "Ein am Harvard ausgebildeter Arzt behandelte ihn.",
        "Eine am Harvard ausgebildete Ärztin behandelte ihn.",
        "Ein*e am Harvard ausgebildete*r Ärzt*in behandelte ihn.",
    ),
]


@pytest.mark.parametrize(("source", "mt", "want_f", "want_n"), CASES)
def test_extended_attribute_after_contraction(
    realiser: SentenceRealiser, source: str, mt: str, want_f: str, want_n: str
) -> None:
    assert realise_de(realiser, source, mt, "F") == want_f
    assert realise_de(realiser, source, mt, "N") == want_n
    assert realise_de(realiser, source, mt, "M") == mt


def test_fronted_phrase_verb_still_read(realiser: SentenceRealiser) -> None:
    # "Im Team spielen Kapitän ...": a fronted prepositional phrase, then the verb (de-inflect-32).
    src = "Captain Chip Robert plays in the team."
    mt = "Im Team spielen Kapitän Chip Robert und Ärzte."
    got = realise_de(realiser, src, mt, "F")
    assert got is None or got.startswith("Im Team spielen ")
