"""es-inflect-44 (helper es61): the participle or adjective of a subjectless "ser"/"estar"
infinitive complement (or its perfect, "haber sido") agrees with the main verb's subject, also
where the small parser files the complement as a clause or an object
(:mod:`fairmt.inflect.spanish_controlled_infinitives`); a finite "que" clause, which has a
subject of its own, is left alone. Sentences written for this test."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from spanish_helpers import needs_es

OneSet = Callable[[str, str, str, str], set[str]]
VariantSet = Callable[[str, str, str], set[str]]

pytestmark = needs_es


@pytest.mark.parametrize(
    ("source", "feminine", "masculine"),
    [
        (
            "The nurse hopes to be transferred soon.",
            "La enfermera espera ser trasladada pronto.",
            "El enfermero espera ser trasladado pronto.",
        ),
        (
            "The councillor denies having been pressured.",
            "La concejala niega haber sido presionada.",
            "El concejal niega haber sido presionado.",
        ),
        (
            "The singer hopes to be chosen again.",
            "La cantante espera ser elegida otra vez.",
            "El cantante espera ser elegido otra vez.",
        ),
        (
            "The lawyers hope to be received by the minister.",
            "Las abogadas esperan ser recibidas por el ministro.",
            "Los abogados esperan ser recibidos por el ministro.",
        ),
    ],
)
def test_controlled_infinitive_predicative_follows_subject(
    one_set: OneSet, source: str, feminine: str, masculine: str
) -> None:
    one_set(source, feminine, masculine, "es")


def test_finite_que_clause_keeps_its_own_subject(variant_set: VariantSet) -> None:
    # "que ... sea publicado" has its own subject (the report): the lawyer's flip leaves it
    got = variant_set(
        "The lawyer hopes that the report will be published.",
        "La abogada espera que el informe sea publicado.",
        "es",
    )
    assert "El abogado espera que el informe sea publicado." in got
    assert not any("publicada" in s for s in got)


def test_active_perfect_infinitive_participle_stays(variant_set: VariantSet) -> None:
    # "haber firmado el contrato" is an active perfect: its participle never agrees
    got = variant_set(
        "The tenant claims to have signed the contract.",
        "La inquilina afirma haber firmado el contrato.",
        "es",
    )
    assert "El inquilino afirma haber firmado el contrato." in got
    assert not any("firmada" in s for s in got)
