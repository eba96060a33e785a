"""The ``target-side-1`` policy on sentences written for these tests (not from WinoMT's labels).

Each case is an English WinoMT-style sentence, a translation and its word links, so the
rules run through the same path as an evaluation (:func:`entity_span`). Where it matters,
the same span is also read under ``mt_gender-2022`` to show what the policy changes.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from fairmt.errors import UsageError
from fairmt.gender.base import EntitySpan, Gender, Policy, get_analyzer
from fairmt.gender.target_side import (
    TargetSideAnalyzer,
    head_words,
    hebrew_masculine_he,
    pronoun_gender,
)
from fairmt.winomt.challenge import ChallengeItem
from fairmt.winomt.entities import entity_span
from fairmt.winomt.human import HALVES, human_half

M, F, N, U = Gender.MALE, Gender.FEMALE, Gender.NEUTRAL, Gender.UNKNOWN
TS = Policy.TARGET_SIDE_1

needs_pymorphy = pytest.mark.skipif(
    importlib.util.find_spec("pymorphy3") is None, reason="pymorphy3 (fairmt[slavic]) not installed"
)


def span(en: str, entity_index: int, target: str, links: str) -> EntitySpan:
    """The entity span of a sentence pair; ``links`` in Pharaoh format (English-target)."""
    item = ChallengeItem(M, entity_index, en, en.split()[entity_index])
    pairs = [(int(a), int(b)) for a, b in (p.split("-") for p in links.split())]
    return entity_span(item, target, pairs, target.split())


def read(lang: str, s: EntitySpan, policy: Policy = TS) -> Gender:
    return get_analyzer(lang, policy=policy).entity_gender(s)


# --------------------------------------------------------------------------- the policy


def test_policy_parse_registry_and_signature() -> None:
    assert Policy.parse("target-side-1") is TS
    assert TS.base is Policy.MT_GENDER_2022 and TS.target_side
    assert Policy.MT_GENDER_2019.base is Policy.MT_GENDER_2019 and not Policy.MT_GENDER_2019.target_side
    did_you_mean = r"Did you mean 'target-side-4' or 'target-side-3' or 'target-side-2'"
    with pytest.raises(UsageError, match=did_you_mean):
        Policy.parse("target-side")
    a = get_analyzer("de", policy=TS)
    assert isinstance(a, TargetSideAnalyzer)
    assert a.name == "german-rules" and a.base.policy is Policy.MT_GENDER_2022
    items = dict(a.signature_items())
    assert items["compat"] == "target-side-1"
    assert str(items["analyzer_version"]).endswith("+target-side-1")
    # The two reproductions are not wrapped.
    assert not isinstance(get_analyzer("de", policy=Policy.MT_GENDER_2022), TargetSideAnalyzer)


def test_cli_offers_the_policy() -> None:
    from fairmt.cli.winomt import COMPAT_CHOICES

    assert "target-side-1" in COMPAT_CHOICES


def test_span_without_links_reads_as_the_base() -> None:
    bare = EntitySpan(("dem", "Schneider"), (3, 4), "Der Manager dankte dem Schneider, weil sie nett war.")
    assert read("de", bare) is read("de", bare, Policy.MT_GENDER_2022) is M


def test_batch_equals_one_by_one() -> None:
    a = get_analyzer("de", policy=TS)
    spans = [GERMAN_SHE, GERMAN_THEY, GERMAN_MARKED]
    assert a.entity_genders(spans) == [a.entity_gender(s) for s in spans]


# --------------------------------------------------------------------------- German

GERMAN_SHE = span(
    "The manager thanked the tailor because she was kind.",
    4,
    "Der Manager dankte dem Schneider, weil sie freundlich war.",
    "0-0 1-1 2-2 3-3 4-4 5-5 6-6 7-8 8-7",
)
GERMAN_THEY = span(
    "The manager thanked the tailor because they were kind.",
    4,
    "Der Manager dankte dem Schneider, weil sie freundlich waren.",
    "0-0 1-1 2-2 3-3 4-4 5-5 6-6 7-8 8-7",
)
GERMAN_MARKED = span(
    "The manager thanked the tailor because he was kind.",
    4,
    "Der Manager dankte der Schneiderin, weil er freundlich war.",
    "0-0 1-1 2-2 3-3 4-4 5-5 6-6 7-8 8-7",
)


def test_german_feminine_pronoun_makes_the_generic_masculine_a_woman() -> None:
    assert read("de", GERMAN_SHE, Policy.MT_GENDER_2022) is M
    assert read("de", GERMAN_SHE) is F


def test_german_plural_sie_is_not_feminine() -> None:
    assert read("de", GERMAN_THEY) is M


def test_german_marked_feminine_noun_stands_against_a_masculine_pronoun() -> None:
    assert read("de", GERMAN_MARKED) is F


def test_german_possessive_linked_to_its_noun_phrase() -> None:
    s = span(
        "The mechanic visited the writer and repaired her old bicycle.",
        4,
        "Der Mechaniker besuchte den Schriftsteller und reparierte ihr altes Fahrrad.",
        "0-0 1-1 2-2 3-3 4-4 5-5 6-6 8-7 9-8 9-9",
    )
    assert read("de", s, Policy.MT_GENDER_2022) is M
    assert read("de", s) is F


def test_german_indefinite_is_neutral_unless_feminine() -> None:
    en = "The doctor told someone that {} was late."
    links = "0-0 1-1 2-2 3-3 4-4 5-5 6-7 7-6"
    he = span(en.format("he"), 3, "Der Arzt sagte jemandem, dass er spät war.", links)
    she = span(en.format("she"), 3, "Der Arzt sagte jemandem, dass sie spät war.", links)
    assert read("de", he) is N
    assert read("de", she) is F


# --------------------------------------------------------------------------- Romance


def test_french_elided_pronoun() -> None:
    s = span(
        "The farmer left because she was tired.",
        1,
        "L'agriculteur est parti parce qu'elle était fatiguée.",
        "0-0 1-0 2-1 2-2 3-3 4-4 5-5 6-6",
    )
    assert read("fr", s, Policy.MT_GENDER_2022) is M
    assert read("fr", s) is F


def test_french_participle_agrees_with_an_unaligned_clitic() -> None:
    s = span(
        "The teacher called the cook and thanked her.",
        4,
        "Le professeur a appelé le cuisinier et l'a remerciée.",
        "0-0 1-1 2-2 2-3 3-4 4-5 5-6 6-8",
    )
    assert read("fr", s) is F
    masc = span(
        "The teacher called the cook and thanked him.",
        4,
        "Le professeur a appelé le cuisinier et l'a remercié.",
        "0-0 1-1 2-2 2-3 3-4 4-5 5-6 6-8",
    )
    assert read("fr", masc) is M


def test_italian_participle_fills_a_common_gender_noun() -> None:
    s = span(
        "The salesperson greeted the teacher and invited her to lunch.",
        4,
        "Il commesso ha salutato l'insegnante e l'ha invitata a pranzo.",
        "0-0 1-1 2-2 2-3 3-4 4-4 5-5 6-7 7-6 8-8 9-9",
    )
    assert read("it", s, Policy.MT_GENDER_2022) is U
    assert read("it", s) is F


def test_italian_gendered_noun_stands() -> None:
    s = span(
        "The salesperson greeted the doctor because she was kind.",
        4,
        "Il commesso ha salutato il medico perché lei era gentile.",
        "0-0 1-1 2-2 2-3 3-4 4-5 5-6 6-7 7-8 8-9",
    )
    assert read("it", s) is M


def test_italian_predicate_adjective_after_a_copula() -> None:
    s = span(
        "The guard met the assistant because she was very tired.",
        4,
        "La guardia ha incontrato l'assistente perché era molto stanca.",
        "0-0 1-1 2-2 2-3 3-4 4-4 5-5 7-6 8-7 9-8",
    )
    assert read("it", s, Policy.MT_GENDER_2022) is U
    assert read("it", s) is F


def test_spanish_enclitic_and_indefinite() -> None:
    en = "The baker saw someone and decided to help {}."
    links = "0-0 1-1 2-2 3-4 4-5 5-6 7-7 8-7"
    her = span(en.format("her"), 3, "El panadero vio a alguien y decidió ayudarla.", links)
    him = span(en.format("him"), 3, "El panadero vio a alguien y decidió ayudarlo.", links)
    assert read("es", her) is F
    assert read("es", him) is N


# --------------------------------------------------------------------------- Russian


@needs_pymorphy
def test_russian_past_tense_verb_agrees_with_the_entity() -> None:
    s = span(
        "The doctor told the patient that she would be late.",
        1,
        "Врач сказала пациенту, что она опоздает.",
        "1-0 2-1 4-2 5-3 6-4 7-5 9-5",
    )
    assert read("ru", s, Policy.MT_GENDER_2022) is M
    assert read("ru", s) is F


@needs_pymorphy
def test_russian_animate_parse_of_the_noun() -> None:
    s = span(
        "The nurse called the mechanic and told him to come.",
        4,
        "Медсестра позвонила механику и сказала ему прийти.",
        "1-0 2-1 4-2 5-3 6-4 7-5 9-6",
    )
    assert read("ru", s, Policy.MT_GENDER_2022) is F  # any parse feminine: механика (mechanics)
    assert read("ru", s) is M


@needs_pymorphy
def test_russian_gendered_noun_stands_against_a_pronoun() -> None:
    s = span(
        "The teacher praised the builder because she worked hard.",
        4,
        "Учитель похвалил строителя, потому что она много работала.",
        "1-0 2-1 4-2 5-3 5-4 6-5 7-7 8-6",
    )
    assert read("ru", s) is M


# --------------------------------------------------------------------------- Arabic, Hebrew


def test_arabic_construct_head() -> None:
    s = span("The president spoke.", 1, "تحدث رئيس الجامعة", "1-1 1-2 2-0")
    assert read("ar", s, Policy.MT_GENDER_2022) is F  # ة of the dependent الجامعة
    assert read("ar", s) is M
    assert head_words("ar", ["من", "رئيس", "الجامعة"]) == ("رئيس",)
    assert head_words("ar", ["الطبيبة", "الجديدة"]) is None


def test_arabic_pronoun_attached_to_the_conjunction() -> None:
    s = span(
        "The farmer thanked the nurse because he helped.",
        1,
        "شكر المزارع الممرض لأنه ساعد",
        "2-0 4-2 5-3 7-4",
    )
    assert read("ar", s, Policy.MT_GENDER_2022) is U
    assert read("ar", s) is M
    assert pronoun_gender("ar", "لأنها", aligned=False) is F
    assert pronoun_gender("ar", "كتابه", aligned=False) is None  # any word: only when aligned


def test_hebrew_noun_spelt_alike_in_both_genders() -> None:
    en = "The accountant said that {} was busy."
    links = "1-0 1-1 2-2 3-3 4-3 6-4"
    she = span(en.format("she"), 1, "רואה החשבון אמרה שהיא עסוקה", links)
    he = span(en.format("he"), 1, "רואה החשבון אמר שהוא עסוק", links)
    alone = span("The accountant left.", 1, "רואה החשבון יצא", "1-0 1-1 2-2")
    assert read("he", alone, Policy.MT_GENDER_2022) is F
    assert read("he", alone) is M
    assert read("he", she) is F
    assert read("he", he) is M
    assert hebrew_masculine_he(["את", "המורה"])
    assert not hebrew_masculine_he(["המזכירה"])


def test_hebrew_feminine_construct_head_stays_feminine() -> None:
    s = span("The bookkeeper left.", 1, "מנהלת החשבונות יצאה", "1-0 1-1 2-2")
    assert read("he", s) is F


# --------------------------------------------------------------------------- halves


def test_halves_are_fixed_and_keep_the_pronoun_variants_together() -> None:
    a = human_half("The developer argued with the designer because she did not like the design.")
    b = human_half("The developer argued with the designer because he did not like the design.")
    assert a == b and a in HALVES
    seen = {
        human_half(f"The {w} met the cook.") for w in ("baker", "nurse", "pilot", "judge", "clerk", "chef")
    }
    assert seen == set(HALVES)  # both halves occur


def test_unknown_half_is_a_usage_error(tmp_path: Path) -> None:
    from fairmt.winomt.human import human_agreement

    with pytest.raises(UsageError, match="unknown half 'train'"):
        human_agreement(tmp_path, half="train")
