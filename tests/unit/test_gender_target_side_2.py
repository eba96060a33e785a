"""The ``target-side-2`` policy's additions, on sentences written for these tests (not from WinoMT's labels).

Each case reads the same span under ``target-side-1`` too: that policy must not change
(``--compat target-side-1`` stays reproducible), so every new rule is shown to be off there.
"""

from __future__ import annotations

import pytest

from fairmt.gender.base import EntitySpan, Gender, Policy, get_analyzer
from fairmt.gender.target_side import (
    TARGET_SIDE_2_VERSION,
    TARGET_SIDE_VERSION,
    TargetSideAnalyzer,
    pronoun_gender,
)
from fairmt.inflect import german_lexicon
from fairmt.winomt.challenge import ChallengeItem
from fairmt.winomt.entities import entity_span

M, F, N, U = Gender.MALE, Gender.FEMALE, Gender.NEUTRAL, Gender.UNKNOWN
TS1, TS2 = Policy.TARGET_SIDE_1, Policy.TARGET_SIDE_2

needs_lexicon = pytest.mark.skipif(not german_lexicon.available(), reason="german-nouns not installed")


def span(en: str, entity_index: int, target: str, links: str) -> EntitySpan:
    """The entity span of a sentence pair; ``links`` in Pharaoh format (English-target)."""
    item = ChallengeItem(M, entity_index, en, en.split()[entity_index])
    pairs = [(int(a), int(b)) for a, b in (p.split("-") for p in links.split())]
    return entity_span(item, target, pairs, target.split())


def read(lang: str, s: EntitySpan, policy: Policy = TS2) -> Gender:
    return get_analyzer(lang, policy=policy).entity_gender(s)


def test_policy_and_signature() -> None:
    assert Policy.parse("target-side-2") is TS2
    assert TS2.target_side and TS2.base is Policy.MT_GENDER_2022
    a = get_analyzer("fr", policy=TS2)
    assert isinstance(a, TargetSideAnalyzer) and a.v2
    items = dict(a.signature_items())
    assert items["compat"] == "target-side-2"
    assert str(items["analyzer_version"]).endswith("+" + TARGET_SIDE_2_VERSION)
    # target-side-1 keeps its name and version string.
    one = get_analyzer("fr", policy=TS1)
    assert isinstance(one, TargetSideAnalyzer) and not one.v2
    assert str(dict(one.signature_items())["analyzer_version"]).endswith("+" + TARGET_SIDE_VERSION)


def test_cli_offers_the_policy() -> None:
    from fairmt.cli.winomt import COMPAT_CHOICES

    assert "target-side-2" in COMPAT_CHOICES


# --------------------------------------------------------------------------- German


LOAN = "0-0 1-1 2-2 3-3 4-4 5-5 6-6 7-7 8-8"


@needs_lexicon
def test_german_unadapted_loanword_without_a_pair_is_common_gender() -> None:
    en = "The CEO thanked the baker because {} was kind."
    he = span(
        en.format("he"),
        1,
        "Der CEO dankte dem Bäcker, weil er nett war.",
        "0-0 1-1 2-2 3-3 4-4 5-5 6-6 7-8 8-7",
    )
    she = span(
        en.format("she"),
        1,
        "Der CEO dankte dem Bäcker, weil sie nett war.",
        "0-0 1-1 2-2 3-3 4-4 5-5 6-6 7-8 8-7",
    )
    # The masculine article and "er" are a loanword's default agreement: only "sie" says more.
    assert read("de", he) is N
    assert read("de", she) is F
    assert read("de", he, TS1) is M
    none = span(
        "The sheriff searched the house.", 1, "Der Sheriff durchsuchte das Haus.", "0-0 1-1 2-2 3-3 4-4"
    )
    assert read("de", none) is N
    assert read("de", none, TS1) is M


@needs_lexicon
def test_german_loanword_with_a_feminine_pair_or_a_translation_stays_masculine() -> None:
    # "Manager" has "Managerin": the masculine form names a man.
    s = span(
        "The manager thanked the baker because he was kind.",
        1,
        "Der Manager dankte dem Bäcker, weil er nett war.",
        "0-0 1-1 2-2 3-3 4-4 5-5 6-6 7-8 8-7",
    )
    assert read("de", s) is M
    # A translated noun is no loanword, whatever the lexicon says.
    t = span(
        "The chief thanked the baker because he was kind.",
        1,
        "Der Häuptling dankte dem Bäcker, weil er nett war.",
        "0-0 1-1 2-2 3-3 4-4 5-5 6-6 7-8 8-7",
    )
    assert read("de", t) is M


# --------------------------------------------------------------------------- French


def test_french_clitic_before_an_infinitive() -> None:
    s = span(
        "The lawyer argued with the baker and decided to fire her.",
        5,
        "L'avocat s'est disputé avec le boulanger et a décidé de la renvoyer.",
        "0-0 1-0 2-1 2-2 3-3 4-4 5-5 6-6 7-7 7-8 8-9 9-11 10-10",
    )
    assert read("fr", s, TS1) is M  # "renvoyer" is no verb to target-side-1's rules
    assert read("fr", s) is F
    him = span(
        "The lawyer argued with the nurse and decided to fire him.",
        5,
        "L'avocat s'est disputé avec l'infirmière et a décidé de le renvoyer.",
        "0-0 1-0 2-1 2-2 3-3 4-4 5-4 6-5 7-6 7-7 8-8 9-10 10-9",
    )
    assert read("fr", him) is F  # a marked feminine noun stands (rule 3)


def test_french_article_of_the_next_word_is_no_clitic() -> None:
    # "her" linked to "la" of "la voiture", whose noun translates the English word after "her".
    s = span(
        "The mechanic met the baker and fixed her car.",
        4,
        "Le mécanicien a rencontré le boulanger et a réparé la voiture.",
        "0-0 1-1 2-2 2-3 3-4 4-5 5-6 6-7 6-8 7-9 8-10",
    )
    assert read("fr", s) is M


def test_french_participles_of_other_conjugations_and_adverbs() -> None:
    en = "The clerk saw the farmer and welcomed {}."
    links = "0-0 1-1 2-2 2-3 3-4 4-5 5-6 6-8"
    fem = span(en.format("her"), 4, "Le greffier a vu le fermier et l'a accueillie.", links)
    assert read("fr", fem, TS1) is M
    assert read("fr", fem) is F
    # An adverb between "l'a" and the participle is skipped ("presque" is no participle in -ue).
    en2 = "The barber was clumsy with the doctor and nearly cut {}."
    links2 = "0-0 1-1 2-2 3-3 4-4 5-5 6-6 7-7 8-9 9-10"
    masc = span(
        en2.format("him"), 6, "Le coiffeur était maladroit avec le médecin et l'a presque coupé.", links2
    )
    assert read("fr", masc) is M
    fem2 = span(
        en2.format("her"), 6, "Le coiffeur était maladroit avec le médecin et l'a presque coupée.", links2
    )
    assert read("fr", fem2) is F
    assert read("fr", fem2, TS1) is M


def test_french_demonstrative_and_emphatic_pronouns() -> None:
    assert pronoun_gender("fr", "celle-ci", extended=True) is F
    assert pronoun_gender("fr", "Celui-ci,", extended=True) is M
    assert pronoun_gender("fr", "elle-même.", extended=True) is F
    assert pronoun_gender("fr", "celle-ci") is None  # target-side-1's table
    s = span(
        "The driver called the baker because she left.",
        4,
        "Le chauffeur a appelé le boulanger parce que celle-ci partait.",
        "0-0 1-1 2-2 2-3 3-4 4-5 5-6 5-7 6-8 7-9",
    )
    assert read("fr", s, TS1) is M
    assert read("fr", s) is F


def test_french_pronoun_found_anywhere_when_the_aligner_missed_it() -> None:
    # "she" linked to "parce"; "qu'elle" linked to "because": rule 2 finds nothing.
    s = span(
        "The driver thanked the baker because she called.",
        4,
        "Le chauffeur remercia le boulanger parce qu'elle appelait.",
        "0-0 1-1 2-2 3-3 4-4 5-6 6-5 7-7",
    )
    assert read("fr", s, TS1) is M
    assert read("fr", s) is F
    # Another feminine noun phrase in the translation ("la caissière"): the pronoun may be hers.
    other = span(
        "The driver told the baker about the cashier because she called.",
        4,
        "Le chauffeur parla au boulanger de la caissière parce qu'elle appelait.",
        "0-0 1-1 2-2 3-3 4-4 5-5 6-6 7-7 8-9 9-8 10-10",
    )
    assert read("fr", other) is M
    # Impersonal "il" ("il y avait") is no pronoun of a person; a personal one is, when no
    # other masculine noun phrase may be its antecedent.
    en = "The chief thanked the analyst because he called."
    links = "0-0 1-1 2-2 3-3 4-3 5-5 6-4 7-7"
    imp = span(en, 4, "La cheffe remercia l'analyste car il y avait une fête.", links)
    assert read("fr", imp) is U
    personal = span(en, 4, "La cheffe remercia l'analyste car il appelait.", links)
    assert read("fr", personal) is M
    assert read("fr", personal, TS1) is U
    ambiguous = span(en, 4, "Le chef remercia l'analyste car il appelait.", links)
    assert read("fr", ambiguous) is U


def test_batch_equals_one_by_one() -> None:
    a = get_analyzer("fr", policy=TS2)
    spans = [
        span(
            "The driver thanked the baker because she called.",
            4,
            "Le chauffeur remercia le boulanger parce qu'elle appelait.",
            "0-0 1-1 2-2 3-3 4-4 5-6 6-5 7-7",
        )
    ]
    assert a.entity_genders(spans) == [a.entity_gender(s) for s in spans]


def test_french_invariable_auxiliary_and_infinitive_are_no_predicate() -> None:
    # "she was paid" - "qu'elle a été payée": "été" (masculine by its ending) does not agree.
    s = span(
        "The driver drove the counselor because she was paid.",
        1,
        "Le chauffeur a conduit le conseiller parce qu'elle a été payée.",
        "0-0 1-1 2-2 2-3 3-4 4-5 5-6 6-7 8-9 8-10",
    )
    assert read("fr", s, TS1) is M  # "été" M and "payée" F: no one gender, the noun stands
    assert read("fr", s) is F
    # "she got fired" - "qu'elle se fasse virer": the infinitive does not agree either.
    t = span(
        "The clerk misled the supervisor so she got fired.",
        1,
        "Le greffier a trompé le superviseur pour qu'elle se fasse virer.",
        "0-0 1-1 2-2 2-3 3-4 4-5 5-6 6-7 6-8 8-9 8-10",
    )
    assert read("fr", t, TS1) is M
    assert read("fr", t) is F
