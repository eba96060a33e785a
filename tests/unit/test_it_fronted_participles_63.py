"""it-inflect-57: a participle or adjective that opens the sentence before the comma and its
subject ("Avvertite dall'allarme, le infermiere ...", "Quando interrogata, la dottoressa ...")
agrees with that subject, so each realisation turns it; an adverbial ("Poco dopo,", "Prima di
partire,") and an absolute participle with its own subject ("Una volta ritrovate le chiavi,")
stay. Sentences the team wrote."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from fairmt.inflect.apertium_morph import morphology

if TYPE_CHECKING:
    from conftest import OneSet, VariantSet

needs_it = pytest.mark.skipif(morphology("it") is None, reason="apertium-spa-ita not installed")


@needs_it
@pytest.mark.parametrize(
    ("source", "feminine", "masculine"),
    [
        (
            "Warned by the alarm, the nurses called the police.",
            "Avvertite dall'allarme, le infermiere chiamarono la polizia.",
            "Avvertiti dall'allarme, gli infermieri chiamarono la polizia.",
        ),
        (
            "When asked about it, the doctor said nothing.",
            "Quando interrogata su questo, la dottoressa non ha detto niente.",
            "Quando interrogato su questo, il dottore non ha detto niente.",
        ),
        (
            "Tired and disappointed, the nurses went home.",
            "Stanche e deluse, le infermiere tornarono a casa.",
            "Stanchi e delusi, gli infermieri tornarono a casa.",
        ),
    ],
)
def test_fronted_participle_closes(one_set: OneSet, source: str, feminine: str, masculine: str) -> None:
    one_set(source, feminine, masculine, "it")


@needs_it
@pytest.mark.parametrize(
    ("source", "translation", "kept"),
    [
        ("Shortly after, the farmers arrived.", "Poco dopo, i contadini arrivarono.", "Poco dopo,"),
        (
            "Once the keys were found, the girls went home.",
            "Una volta ritrovate le chiavi, le ragazze tornarono a casa.",
            "Una volta ritrovate le chiavi,",
        ),
        ("Before leaving, the nuns prayed.", "Prima di partire, le suore pregarono.", "Prima di partire,"),
    ],
)
def test_adverbial_or_absolute_stays(
    variant_set: VariantSet, source: str, translation: str, kept: str
) -> None:
    variants = variant_set(source, translation, "it") - {translation}
    assert variants
    assert all(v.startswith(kept) for v in variants)


@needs_it
@pytest.mark.parametrize(
    ("source", "feminine", "masculine"),
    [
        (
            "Having fallen off the bike, I couldn't walk.",
            "Caduta dalla bici, non riuscivo a camminare.",
            "Caduto dalla bici, non riuscivo a camminare.",
        ),
        (
            "Tired and hungry, I went home.",
            "Stanca e affamata, tornai a casa.",
            "Stanco e affamato, tornai a casa.",
        ),
    ],
)
def test_fronted_speaker_participle_closes(
    one_set: OneSet, source: str, feminine: str, masculine: str
) -> None:
    """The main clause's dropped subject is the speaker (a first-person-only verb)."""
    one_set(source, feminine, masculine, "it")


@needs_it
def test_fronted_speaker_needs_a_first_or_second_person_verb() -> None:
    from fairmt.inflect import get_inflector

    it = get_inflector("it")
    assert it.implicit_person_spans(["Stanchi,", "tornarono", "a", "casa."]) == []
    assert (
        it.implicit_person_spans(["Una", "volta", "ritrovate", "le", "chiavi,", "tornai", "a", "casa."]) == []
    )
