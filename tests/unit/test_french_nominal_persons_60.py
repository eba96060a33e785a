"""French nominalised adjectives and participles for an English fused head (fr-inflect-63, gfr60).

"The 60% polled supported the plan" -> "Les 60 % sondées / sondés soutenaient le projet": the
English names people by a participle alone, French genders it, and the variants must vary it
(:mod:`fairmt.fairqe.nominal_persons`, :mod:`fairmt.inflect.french_nominal_persons`). A
participle about a thing keeps its form. The sentences are written for these tests; the
dev pairs of ``benchmarks/data/closed_dev_nominal`` are not repeated here, except that its thing
controls are read back as a check.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

OneSet = Callable[[str, str, str, str], set[str]]
VariantSet = Callable[[str, str, str], set[str]]

CONTROLS = Path(__file__).parents[2] / "benchmarks" / "data" / "closed_dev_nominal" / "fr_controls.jsonl"

PAIRS = [
    # determiner + bare participle (no adjective reading in the dictionary)
    (
        "The arrested were freed at dawn.",
        "Les interpellées ont été libérées à l'aube.",
        "Les interpellés ont été libérés à l'aube.",
    ),
    # a percentage + participle
    (
        "The 60% polled supported the plan.",
        "Les 60 % sondées soutenaient le projet.",
        "Les 60 % sondés soutenaient le projet.",
    ),
    # a cardinal + participle
    (
        "The three arrested were released.",
        "Les trois interpellées ont été relâchées.",
        "Les trois interpellés ont été relâchés.",
    ),
    # "others" + participle
    (
        "Others concerned can write to us.",
        "D'autres intéressées peuvent nous écrire.",
        "D'autres intéressés peuvent nous écrire.",
    ),
    # "those" + adjective, at the end of the sentence
    ("We greeted those present.", "Nous avons salué les présentes.", "Nous avons salué les présents."),
    # partitive "of those" + participle
    (
        "Many of those questioned refused.",
        "Beaucoup des interrogées ont refusé.",
        "Beaucoup des interrogés ont refusé.",
    ),
    # an ordinal fused head with an infinitive
    (
        "The first to answer wins a book.",
        "La première à répondre gagne un livre.",
        "Le premier à répondre gagne un livre.",
    ),
]

THINGS = [
    # a quantity with a singular verb is an amount
    ("The 20% saved was spent on repairs.", "Les 20 % économisés ont été dépensés en réparations."),
    # the participle before a noun is its modifier
    ("The evacuated buildings were checked.", "Les bâtiments évacués ont été contrôlés."),
    # "ones" after the participle: an ellipsis of a thing named before
    (
        "We sold the new cars and kept the used ones.",
        "Nous avons vendu les voitures neuves et gardé les usagées.",
    ),
    # a passive infinitive after an ordinal
    ("The first to be repaired was the bridge.", "Le premier à être réparé a été le pont."),
    # an ordinal head identified by a copula
    ("The first to arrive was the morning train.", "Le premier à arriver a été le train du matin."),
    # a quantity closed by a comma: nothing says people
    ("Of the 300 inspected, 12 were faulty.", "Sur les 300 inspectés, 12 étaient défectueux."),
    # a quantity + a participle of making: things counted; French reads "produits" as a noun
    ("The 800 made were sent to Spain.", "Les 800 produits ont été envoyés en Espagne."),
    ("The 200 built were sold at once.", "Les 200 construits ont été vendus tout de suite."),
    # a quantity identified by a specifying copula
    ("The 60% exported were the best wines.", "Les 60 % exportés étaient les meilleurs vins."),
    # an earlier plural thing noun the head elides
    ("Of the boxes, the damaged were kept.", "Parmi les boîtes, les abîmées ont été gardées."),
]

FLOATING = [
    # "both" floating off a pronoun subject: the participle is the verb's, not a noun of "les"
    (
        "They both left early.",
        "Ils sont tous les deux partis tôt.",
        ["tous les deux parties", "deux partie "],
    ),
    ("They both left early.", "Elles sont toutes les deux parties tôt.", ["toutes les deux partis"]),
    ("You both agreed.", "Vous avez tous les deux approuvé.", ["approuvée", "approuvés"]),
    ("They both signed.", "Ils ont tous les deux signé.", ["signée", "signés"]),
]


@pytest.mark.parametrize(("source", "feminine", "masculine"), PAIRS)
def test_nominalised_person_varies(one_set: OneSet, source: str, feminine: str, masculine: str) -> None:
    """Each translation of the pair has the other among its variants."""
    one_set(source, feminine, masculine, "fr")


@pytest.mark.parametrize(("source", "translation"), THINGS)
def test_thing_participle_keeps_its_form(variant_set: VariantSet, source: str, translation: str) -> None:
    """A participle about a thing makes no variant."""
    assert variant_set(source, translation, "fr") == {translation}


@pytest.mark.parametrize(("source", "translation", "wrong"), FLOATING)
def test_floating_quantifier_is_no_nominal(
    variant_set: VariantSet, source: str, translation: str, wrong: list[str]
) -> None:
    """After "tous/toutes les deux" the participle agrees with the subject (after "avoir", not at
    all): no variant reads it as a noun of "les" ("tous les deux signée")."""
    for variant in variant_set(source, translation, "fr"):
        assert not any(w in variant for w in wrong), variant


def test_french_candidates_reject_floating_and_counted_nouns() -> None:
    """The French side alone: no candidate after "tous", for a participle of the wrong number,
    or for a word the dictionary reads as a noun after a numeral."""
    from fairmt.inflect.apertium_morph import morphology
    from fairmt.inflect.french_nominal_persons import nominal_person_candidates

    morph = morphology("fr")
    if morph is None:
        pytest.skip("no French analyser")
    for sentence in (
        "Nous avons tous les deux signé.",
        "Vous avez toutes les trois voté.",
        "Les 900 imprimés sont partis.",
    ):
        assert nominal_person_candidates(sentence.split(), morph) == [], sentence
    assert nominal_person_candidates(["Les", "trois", "interpellées", "sont", "parties."], morph) == [(2, 3)]


def test_dev_thing_controls_make_no_variant(variant_set: VariantSet) -> None:
    """The thing controls committed with the dev pairs make no variant."""
    rows = [json.loads(line) for line in CONTROLS.read_text(encoding="utf-8").splitlines() if line.strip()]
    assert len(rows) == 12
    for row in rows:
        assert variant_set(row["source"], row["translation"], "fr") == {row["translation"]}, row["id"]


@pytest.mark.parametrize(
    ("source", "heads"),
    [
        ("The 25% infected stayed at home.", ["infected"]),
        ("Most of those interviewed agreed.", ["interviewed"]),
        ("Those laid off protested.", ["laid"]),
        ("The recently hired were trained first.", ["hired"]),
        ("The painted walls look bright.", []),
        ("The 15% earned was donated.", []),
        ("I kept the damaged ones.", []),
        ("The first to be repaired was the bridge.", []),
        ("We both signed.", []),
        ("The 90 assembled were shipped.", []),
        ("Of the boxes, the damaged were kept.", []),
        ("We thanked the 30 surveyed about it.", ["surveyed"]),
    ],
)
def test_english_fused_heads(source: str, heads: list[str]) -> None:
    """The English side: participles and adjectives fused with a determiner, a quantity or
    "those", and not before a noun, "ones" or (after a quantity) a singular verb."""
    from fairmt.fairqe.nominal_persons import english_fused_heads

    words = source.split()
    assert [words[i].strip(".,").lower() for i, _ in english_fused_heads(source)] == heads
