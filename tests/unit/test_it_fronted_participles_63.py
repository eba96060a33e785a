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


@needs_it
@pytest.mark.parametrize(
    ("source", "translation", "wrong"),
    [
        (
            "Once her daughter was born, the doctor went back to work.",
            "Nata sua figlia, la dottoressa tornò al lavoro.",
            "Nato sua figlia,",
        ),
        (
            "When two weeks of the course were over, the student went home.",
            "Finite due settimane di corso, la studentessa tornò a casa.",
            "Finiti due",
        ),
        (
            "After each visit, the doctor went home.",
            "Terminata ogni visita, la dottoressa tornò a casa.",
            "Terminato ogni",
        ),
        (
            "Once Maria had left, the nurse closed the door.",
            "Partita Maria, l'infermiera chiuse la porta.",
            "Partito Maria",
        ),
    ],
)
def test_participle_with_own_subject_stays(
    variant_set: VariantSet, source: str, translation: str, wrong: str
) -> None:
    """An absolute participle agrees with its own subject after it (a possessive, a numeral, a
    quantifier or a name), not with the main clause's."""
    variants = variant_set(source, translation, "it") - {translation}
    assert variants
    assert not any(v.startswith(wrong) for v in variants)


@needs_it
@pytest.mark.parametrize(
    ("source", "feminine", "masculine"),
    [
        (
            "Tired, the nurse went home.",
            "Stanca, l'infermiera tornò a casa.",
            "Stanco, l'infermiere tornò a casa.",
        ),
        (
            "Happy, I accepted the offer.",
            "Contenta, ho accettato l'offerta.",
            "Contento, ho accettato l'offerta.",
        ),
        ("Careful, I had warned you.", "Attenta, ti avevo avvisata.", "Attento, ti avevo avvisato."),
    ],
)
def test_one_opening_word_closes(one_set: OneSet, source: str, feminine: str, masculine: str) -> None:
    one_set(source, feminine, masculine, "it")


@needs_it
@pytest.mark.parametrize(
    ("source", "translation", "kept"),
    [
        ("Perfect, the nurse will come tomorrow.", "Perfetto, l'infermiere verrà domani.", "Perfetto,"),
        ("Sure, the nurse will come tomorrow.", "Certo, l'infermiere verrà domani.", "Certo,"),
        ("Good, the nurse has arrived.", "Bene, l'infermiere è arrivato.", "Bene,"),
        ("Careful, the doctor is angry.", "Attento, il dottore è arrabbiato.", "Attento,"),
        ("Darling, the doctor has arrived.", "Cara, la dottoressa è arrivata.", "Cara,"),
    ],
)
def test_interjection_stays(variant_set: VariantSet, source: str, translation: str, kept: str) -> None:
    variants = variant_set(source, translation, "it") - {translation}
    assert variants
    assert all(v.startswith(kept) for v in variants)


@needs_it
def test_interjection_before_speaker_verb_stays(variant_set: VariantSet) -> None:
    assert variant_set("Perfect, I'll come tomorrow.", "Perfetto, vengo domani.", "it") == {
        "Perfetto, vengo domani."
    }
