"""Words of another referent changed in one side's variants (session 26, pairs34).

On the FairQE dev minimal pairs (``benchmarks/data/fairqe_pairs_dev``) an Italian pair widened
because the realisation varied "nessuno" (English "nobody") with the person of unstated gender
beside it ("nessuna la riconobbe"): the feminine original got a variant the masculine original
never gets (rules-53, :mod:`fairmt.fairqe.generic_indefinites`). Sentences written for these
tests (none from an evaluation set or from the held-out pairs; the first is the dev pair's)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from fairmt.inflect.apertium_morph import morphology

#: the conftest fixture ``variant_set(source, translation, lang)``
VariantSet = Callable[[str, str, str], set[str]]

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-ita not installed")

_CASES = [
    (
        "The stranger knocked twice; at first nobody recognised them.",
        "La sconosciuta bussò due volte; all'inizio nessuno la riconobbe.",
        "Lo sconosciuto bussò due volte; all'inizio nessuno lo riconobbe.",
    ),
    (
        "The intruder ran away and nobody saw them again.",
        "L'intrusa scappò e nessuno la vide più.",
        "L'intruso scappò e nessuno lo vide più.",
    ),
    (
        "The candidate waited, but no one called them back.",
        "La candidata aspettò, ma nessuno la richiamò.",
        "Il candidato aspettò, ma nessuno lo richiamò.",
    ),
]


@needs_it
@pytest.mark.parametrize(("source", "feminine", "masculine"), _CASES)
def test_nobody_beside_a_person_keeps_its_generic_masculine(
    variant_set: VariantSet, source: str, feminine: str, masculine: str
) -> None:
    """Both originals of one source get the same closed set; "nessuno" stays in each."""
    assert variant_set(source, feminine, "it") == {feminine, masculine}
    assert variant_set(source, masculine, "it") == {feminine, masculine}


@needs_it
def test_nobody_alone_still_varies(variant_set: VariantSet) -> None:
    """With no other person, the indefinite is the one whose gender the English leaves open."""
    assert variant_set("Nobody was hurt.", "Nessuno è rimasto ferito.", "it") == {
        "Nessuno è rimasto ferito.",
        "Nessuna è rimasta ferita.",
    }
