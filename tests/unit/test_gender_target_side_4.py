"""The ``target-side-4`` policy's French additions, on sentences written for these tests.

Not from WinoMT's human labels nor from the French development sets
(``benchmarks/data/winomt_fr_own``): each rule of :mod:`fairmt.gender.target_side_4` is shown
on a sentence made up here, read under ``target-side-3`` too, which must not change.
"""

from __future__ import annotations

from fairmt.gender.base import EntitySpan, Gender, Policy, get_analyzer
from fairmt.gender.target_side import TARGET_SIDE_3_VERSION, TargetSideAnalyzer
from fairmt.gender.target_side_4 import TARGET_SIDE_4_VERSION, short_participle
from fairmt.winomt.challenge import ChallengeItem
from fairmt.winomt.entities import entity_span

M, F, N, U = Gender.MALE, Gender.FEMALE, Gender.NEUTRAL, Gender.UNKNOWN
TS3, TS4 = Policy.TARGET_SIDE_3, Policy.TARGET_SIDE_4


def span(en: str, entity_index: int, target: str, links: str, entity: str | None = None) -> EntitySpan:
    """The entity span of a sentence pair; ``links`` in Pharaoh format (English-target)."""
    item = ChallengeItem(M, entity_index, en, entity or en.split()[entity_index])
    pairs = [(int(a), int(b)) for a, b in (p.split("-") for p in links.split())]
    return entity_span(item, target, pairs, target.split())


def read(lang: str, s: EntitySpan, policy: Policy = TS4) -> Gender:
    return get_analyzer(lang, policy=policy).entity_gender(s)


def test_policy_and_signature() -> None:
    assert Policy.parse("target-side-4") is TS4
    assert TS4.target_side and TS4.base is Policy.MT_GENDER_2022
    fr = get_analyzer("fr", policy=TS4)
    assert isinstance(fr, TargetSideAnalyzer) and fr.v2 and fr.v3 and fr.v4
    items = dict(fr.signature_items())
    assert items["compat"] == "target-side-4"
    assert str(items["analyzer_version"]).endswith("+" + TARGET_SIDE_4_VERSION)
    it = get_analyzer("it", policy=TS4)
    assert isinstance(it, TargetSideAnalyzer) and it.v2 and not it.v3 and not it.v4
    three = get_analyzer("fr", policy=TS3)
    assert isinstance(three, TargetSideAnalyzer) and three.v3 and not three.v4
    assert str(dict(three.signature_items())["analyzer_version"]).endswith("+" + TARGET_SIDE_3_VERSION)


def test_cli_offers_the_policy() -> None:
    from fairmt.cli.winomt import COMPAT_CHOICES

    assert "target-side-4" in COMPAT_CHOICES


EN_SAW = "The baker met the pilot and saw {}."
LINKS_SAW = "0-0 1-1 2-2 2-3 3-4 4-5 5-6 6-8 7-7"


def test_short_feminine_participle() -> None:
    fem = span(EN_SAW.format("her"), 4, "Le boulanger a rencontré le pilote et l'a vue .", LINKS_SAW)
    assert read("fr", fem, TS3) is M  # "vue" is too short for the ending rule
    assert read("fr", fem) is F  # the participle agrees with l', the pilot
    took = span(EN_SAW.format("her"), 4, "Le boulanger a rencontré le pilote et l'a prise .", LINKS_SAW)
    assert read("fr", took) is F
    made = span(EN_SAW.format("her"), 4, "Le boulanger a rencontré le pilote et l'a crue .", LINKS_SAW)
    assert read("fr", made) is F


def test_short_masculine_participle_not_before_an_infinitive() -> None:
    en = "The baker met the artist and saw him leave."
    links = "0-0 1-1 2-2 2-3 3-4 4-4 5-5 6-7 7-6 8-8"
    seen = span(en, 4, "Le boulanger a rencontré l'artiste et l'a vu partir .", links)
    assert read("fr", seen) is N  # vu before an infinitive says nothing: an epicene noun
    alone = span(EN_SAW.format("him"), 4, "Le boulanger a rencontré l'artiste et l'a vu .", LINKS_SAW)
    assert read("fr", alone, TS3) is N
    assert read("fr", alone) is M
    assert short_participle("fr", "vu", "partir") is None
    assert short_participle("fr", "vue", "partir") is F
    assert short_participle("fr", "fait", None) is None  # also "il fait": not listed
    assert short_participle("fr", "faite", None) is F


def test_compound_entity_head_noun() -> None:
    en = "The clerk greeted the construction worker and gave {} water."
    links = "0-0 1-1 2-2 2-3 3-5 4-5 5-4 6-7 7-9 7-10 8-8 9-12"
    masc = span(
        en.format("him"),
        4,
        "Le greffier a salué l'ouvrier du bâtiment et lui a donné de l'eau .",
        links,
        "construction worker",
    )
    assert masc.words == ("du", "du")
    assert read("fr", masc) is M
    fem = span(
        en.format("her"),
        4,
        "Le greffier a salué l'ouvrière du bâtiment et lui a donné de l'eau .",
        links,
        "construction worker",
    )
    assert read("fr", fem, TS3) is M  # read from "du", the complement's article
    assert read("fr", fem) is F
    det = span(
        en.format("her"),
        4,
        "Le greffier a salué la cheffe de chantier et lui a donné de l'eau .",
        "0-0 1-1 2-2 2-3 3-6 4-6 5-5 6-8 7-10 7-11 8-9 9-13",
        "construction worker",
    )
    assert det.words == ("de", "de")
    assert read("fr", det, TS3) is not F
    assert read("fr", det) is F  # "la cheffe", read with its determiner
    # A one-word English entity is not a compound: its span is left as it is.
    one = span(
        "The clerk greeted the worker and gave him water.",
        4,
        "Le greffier a salué l'ouvrier du bâtiment et lui a donné de l'eau .",
        "0-0 1-1 2-2 2-3 3-5 4-5 5-7 6-9 6-10 7-8 8-12",
    )
    assert read("fr", one) == read("fr", one, TS3)


def test_entity_rendered_only_as_lui() -> None:
    en = "The clerk called the mover and thanked him."
    links = "0-0 1-1 2-2 2-3 5-4 6-6 6-7"
    s = span(en, 4, "Le greffier a téléphoné et lui a dit merci .", links)
    assert s.words == ()
    assert read("fr", s, TS3) is U
    assert read("fr", s) is N  # the mover is only "lui", which shows no gender
    # Without an English object pronoun the rule does not apply.
    he = span(
        "The clerk called the mover because he was late.",
        4,
        "Le greffier a téléphoné car lui était en retard .",
        "0-0 1-1 2-2 2-3 5-4",
    )
    assert read("fr", he) is read("fr", he, TS3)
    # A gendered pronoun still decides.
    fem = span(en, 4, "Le greffier a téléphoné et l'a remerciée .", "0-0 1-1 2-2 2-3 5-4 6-6 7-5")
    assert read("fr", fem) is F


def test_function_word_span_is_not_rendered_only_as_lui() -> None:
    # The aligner linked the entity to "les" (another noun's article) while the noun itself,
    # "greffier", is in the sentence: the person is not only "lui", and the rule stays off.
    s = span(
        "The chief read the clerk 's notes and asked him a question.",
        4,
        "Le chef a lu les notes du greffier et lui a posé une question .",
        "0-0 1-1 2-2 2-3 3-4 4-4 6-5 7-8 8-11 9-9 10-12 11-13",
    )
    assert s.words == ("les", "les")
    assert read("fr", s, TS3) is U
    assert read("fr", s) is U
