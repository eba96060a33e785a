"""The ``target-side-3`` policy's French additions, on sentences written for these tests.

Not from WinoMT's human labels nor from the French development set
(``benchmarks/data/winomt_fr_own``): each rule is shown on a sentence made up here, read
under ``target-side-2`` too, which must not change (it is pinned), and the other languages
read under ``target-side-3`` exactly as under ``target-side-2``.
"""

from __future__ import annotations

from fairmt.gender.base import EntitySpan, Gender, Policy, get_analyzer
from fairmt.gender.target_side import TARGET_SIDE_3_VERSION, TargetSideAnalyzer
from fairmt.winomt.challenge import ChallengeItem
from fairmt.winomt.entities import entity_span

M, F, N, U = Gender.MALE, Gender.FEMALE, Gender.NEUTRAL, Gender.UNKNOWN
TS2, TS3 = Policy.TARGET_SIDE_2, Policy.TARGET_SIDE_3


def span(en: str, entity_index: int, target: str, links: str) -> EntitySpan:
    """The entity span of a sentence pair; ``links`` in Pharaoh format (English-target)."""
    item = ChallengeItem(M, entity_index, en, en.split()[entity_index])
    pairs = [(int(a), int(b)) for a, b in (p.split("-") for p in links.split())]
    return entity_span(item, target, pairs, target.split())


def read(lang: str, s: EntitySpan, policy: Policy = TS3) -> Gender:
    return get_analyzer(lang, policy=policy).entity_gender(s)


def test_policy_and_signature() -> None:
    assert Policy.parse("target-side-3") is TS3
    assert TS3.target_side and TS3.base is Policy.MT_GENDER_2022
    fr = get_analyzer("fr", policy=TS3)
    assert isinstance(fr, TargetSideAnalyzer) and fr.v2 and fr.v3
    items = dict(fr.signature_items())
    assert items["compat"] == "target-side-3"
    assert str(items["analyzer_version"]).endswith("+" + TARGET_SIDE_3_VERSION)
    # The French rules are off elsewhere; target-side-2's rules are on.
    it = get_analyzer("it", policy=TS3)
    assert isinstance(it, TargetSideAnalyzer) and it.v2 and not it.v3
    assert str(dict(it.signature_items())["analyzer_version"]).endswith("+" + TARGET_SIDE_3_VERSION)
    two = get_analyzer("fr", policy=TS2)
    assert isinstance(two, TargetSideAnalyzer) and not two.v3


def test_cli_offers_the_policy() -> None:
    from fairmt.cli.winomt import COMPAT_CHOICES

    assert "target-side-3" in COMPAT_CHOICES


def test_split_elided_clitic_and_have() -> None:
    # Tokenised output writes "l'a" as two tokens: the participle still agrees with the clitic.
    en = "The clerk saw the farmer and welcomed {}."
    links = "0-0 1-1 2-2 2-3 3-4 4-5 5-6 6-9"
    fem = span(en.format("her"), 4, "Le greffier a vu le fermier et l' a accueillie .", links)
    assert read("fr", fem, TS2) is M
    assert read("fr", fem) is F
    masc = span(en.format("him"), 4, "Le greffier a vu la fermière et l' a accueilli .", links)
    assert read("fr", masc) is F  # a marked feminine noun stands against a masculine participle


def test_split_indefinite() -> None:
    s = span(
        "The chief thanked someone because he called.",
        3,
        "Le chef a remercié quelqu' un parce qu' il appelait .",
        "0-0 1-1 2-2 2-3 3-4 3-5 4-6 4-7 5-8 6-9",
    )
    assert read("fr", s, TS2) is M
    assert read("fr", s) is N  # "quelqu'un ... il": masculine agreement is grammar


def test_stressed_pronoun_after_a_preposition() -> None:
    # The entity left unaligned; "him" linked to nothing: "avec lui" is the stressed masculine.
    s = span(
        "The manager talked to the tailor and then asked him to create a new design.",
        5,
        "Le gérant s' est entretenu avec lui et lui a demandé de créer un nouveau design .",
        "0-0 1-1 2-2 2-3 2-4 3-5 6-7 8-9 8-10 10-11 11-12 12-13 13-14 14-15",
    )
    assert read("fr", s, TS2) is U
    assert read("fr", s) is M
    a = get_analyzer("fr", policy=TS3)
    assert isinstance(a, TargetSideAnalyzer)
    assert a._stressed(["avec", "lui", "et"], 1) is M
    assert a._stressed(["et", "lui", "a"], 1) is None  # the dative clitic before "a demandé"
    assert a._stressed(["de", "lui", "parler"], 1) is None  # "de" of the infinitive, clitic "lui"


def test_found_epicene_noun_reads_neutral() -> None:
    s = span(
        "The baker talked to the analyst and smiled at him.",
        5,
        "Le boulanger a parlé à l'analyste et lui a souri .",
        "0-0 1-1 2-2 2-3 3-4 4-5 5-5 6-6 7-8 7-9 8-7",
    )
    assert read("fr", s, TS2) is U
    assert read("fr", s) is N
    # With a coreferent pronoun the pronoun decides, as before.
    t = span(
        "The baker thanked the analyst because he called.",
        4,
        "Le boulanger a remercié l'analyste parce qu'il appelait .",
        "0-0 1-1 2-2 2-3 3-4 4-4 5-5 6-6 7-7",
    )
    assert read("fr", t) is M
    # An empty span is no found noun: it stays unknown.
    e = span(
        "The baker thanked the analyst and smiled at him.",
        4,
        "Le boulanger a remercié et lui a souri .",
        "0-0 1-1 2-2 2-3 5-4 6-6 6-7 7-5",
    )
    assert read("fr", e) is U


def test_article_of_another_noun_is_a_weak_reading() -> None:
    en = "The carpenter prepared for the auditor 's visit but he demanded too much."
    target = "Le charpentier a préparé la visite de l'auditeur , mais il a trop exigé ."
    # "the" linked to "la", whose noun "visite" translates "visit": the article is visit's.
    s = span(en, 5, target, "0-0 1-1 2-2 2-3 4-4 7-5 8-9 9-10 10-11 10-13 11-12 12-12")
    assert read("fr", s, TS2) is F
    assert read("fr", s) is M  # "il"
    # When the next word translates no other English word, the article may be the entity's.
    t = span(en, 5, target, "0-0 1-1 2-2 2-3 4-4 8-9 9-10 10-11 10-13 11-12 12-12")
    assert read("fr", t) is F


def test_other_languages_read_as_target_side_2() -> None:
    cases = [
        (
            "it",
            span(
                "The baker talked to the driver and smiled at him.",
                5,
                "Il fornaio ha parlato con l'autista e gli ha sorriso .",
                "0-0 1-1 2-2 2-3 3-4 4-5 5-5 6-6 7-8 7-9 8-7",
            ),
        ),
        (
            "es",
            span(
                "The chief thanked someone because she called.",
                3,
                "El jefe agradeció a alguien porque ella llamó .",
                "0-0 1-1 2-2 3-3 3-4 4-5 5-6 6-7",
            ),
        ),
        (
            "de",
            span(
                "The mechanic met the baker and thanked her.",
                4,
                "Der Mechaniker traf den Bäcker und dankte ihr .",
                "0-0 1-1 2-2 3-3 4-4 5-5 6-6 7-7",
            ),
        ),
    ]
    for lang, s in cases:
        assert read(lang, s) is read(lang, s, TS2)


def test_batch_equals_one_by_one() -> None:
    a = get_analyzer("fr", policy=TS3)
    spans = [
        span(
            "The baker talked to the analyst and smiled at him.",
            5,
            "Le boulanger a parlé à l'analyste et lui a souri .",
            "0-0 1-1 2-2 2-3 3-4 4-5 5-5 6-6 7-8 7-9 8-7",
        ),
        span(
            "The chief thanked someone because he called.",
            3,
            "Le chef a remercié quelqu' un parce qu' il appelait .",
            "0-0 1-1 2-2 2-3 3-4 3-5 4-6 4-7 5-8 6-9",
        ),
    ]
    assert a.entity_genders(spans) == [a.entity_gender(s) for s in spans]
