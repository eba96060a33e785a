"""fr-inflect-79 (fr66): an agent noun the dictionary lacks, after an article and before a finite
verb, is a person noun even where the verb form is also a noun."""

from __future__ import annotations

import pytest

from fairmt.inflect import get_inflector


@pytest.mark.parametrize(
    "sentence",
    ["Une factrice sonne chaque matin .", "La factrice porte un colis .", "La monitrice compte les élèves ."],
)
def test_unknown_agent_noun_before_verb(sentence: str) -> None:
    assert (1, 2) in get_inflector("fr").person_spans(sentence.split())
