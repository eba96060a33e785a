"""de-inflect-35: the star form of a determiner is a determiner, never an adjective, so a relative
pronoun before a starred article stays a relative pronoun in the neutral realisation: "Der Arzt, der
den Patienten behandelte" -> "Der*die Ärzt*in, der*die den*die Patient*in behandelte" (the
relative was read as the article of "Patient*in" and left as "der")."""

from __future__ import annotations

import pytest
from german_realise import realise_de

from fairmt.fairqe.realise import SentenceRealiser

CASES = [
    (
        "The doctor who treated the patient was praised.",
        "Der Arzt, der den Patienten behandelte, wurde gelobt.",
        "Die Ärztin, die die Patientin behandelte, wurde gelobt.",
        "Der*die Ärzt*in, der*die den*die Patient*in behandelte, wurde gelobt.",
    ),
    (
        "The judge who sentenced the defendant resigned.",
        "Der Richter, der den Angeklagten verurteilte, trat zurück.",
        "Die Richterin, die die Angeklagte verurteilte, trat zurück.",
        "Der*die Richter*in, der*die den*die Angeklagte*n verurteilte, trat zurück.",
    ),
    (
        "They thanked the doctor who had treated the patient.",
        "Sie dankten dem Arzt, der den Patienten behandelt hatte.",
        "Sie dankten der Ärztin, die die Patientin behandelt hatte.",
        "Sie dankten dem*der Ärzt*in, der*die den*die Patient*in behandelt hatte.",
    ),
]


@pytest.mark.parametrize(("source", "mt", "fem", "neutral"), CASES)
def test_relative_before_a_starred_article(
    realiser: SentenceRealiser, source: str, mt: str, fem: str, neutral: str
) -> None:
    assert realise_de(realiser, source, mt, "F") == fem
    assert realise_de(realiser, source, mt, "M") == mt
    assert realise_de(realiser, source, mt, "N") == neutral


def test_starred_determiner_is_no_adjective() -> None:
    from fairmt.inflect.base import get_inflector
    from fairmt.inflect.german import GermanInflector

    inflector = get_inflector("de")
    assert isinstance(inflector, GermanInflector)
    assert not inflector._adjective("den*die")
    assert not inflector._adjective("eine*n")
    assert inflector._adjective("neuen")
