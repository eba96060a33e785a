"""fr-inflect-64 (branch fr61): coordinated epithet chains and participles standing for things, on
sentences written for these tests (never rows of an evaluation set).

* The article elided before the first of coordinated prenominal adjectives ("L'ancien et fidèle
  client") starts the chain, and that first adjective, also a person noun ("un ancien"), is no
  person of its own: the person is the chain's noun (french_prenominal_chain).
* The chain is taken too when the phrase already holds the adjective before the noun
  ("L'actuel et futur président").
* An adjective the dictionary lacks with a two-form ending ("talentueux") links the chain, and an
  elided "L'" counts its adjective against the walk's limit as the other adjectives do.
* A participle after "the" in a partitive of a plural thing noun ("Among the plates, the cracked
  were thrown out") is the ellipsis of that noun: neither its C12 cue nor the French search of
  a nominalised person before its verb changes its gender (fairqe.nominal_persons.elided_thing).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from french_helpers import needs_fr_en

from fairmt.fairqe.types import Item
from fairmt.inflect.apertium_morph import morphology

if TYPE_CHECKING:
    from fairmt.fairqe.realise import SentenceRealiser

pytest.importorskip("spacy")
pytestmark = needs_fr_en

#: (source, translation, gender, wanted realisation)
CASES = [
    (
        "The former and loyal client came back.",
        "L'ancien et fidèle client est revenu.",
        "F",
        "L'ancienne et fidèle cliente est revenue.",
    ),
    (
        "The former and loyal client came back.",
        "L'ancien et fidèle client est revenu.",
        "N",
        "L'ancien·ne et fidèle client·e est revenu·e.",
    ),
    (
        "The former and loyal client came back.",
        "L'ancienne et fidèle cliente est revenue.",
        "M",
        "L'ancien et fidèle client est revenu.",
    ),
    (
        "The elegant and charming dancer was applauded.",
        "L'élégant et charmant danseur a été applaudi.",
        "F",
        "L'élégante et charmante danseuse a été applaudie.",
    ),
    (
        "I met the former and loyal clients.",
        "J'ai rencontré les anciens et fidèles clients.",
        "F",
        "J'ai rencontré les anciennes et fidèles clientes.",
    ),
    (
        "The current and future president spoke.",
        "L'actuel et futur président a parlé.",
        "F",
        "L'actuelle et future présidente a parlé.",
    ),
    # an adjective the dictionary lacks, with a two-form ending, links the chain (review of fr61)
    (
        "The young and gifted baker opened a shop.",
        "Le jeune et talentueux boulanger a ouvert une boutique.",
        "F",
        "La jeune et talentueuse boulangère a ouvert une boutique.",
    ),
    (
        "The young and gifted baker opened a shop.",
        "La jeune et talentueuse boulangère a ouvert une boutique.",
        "M",
        "Le jeune et talentueux boulanger a ouvert une boutique.",
    ),
    (
        "The combative and young lawyer won the case.",
        "Le combatif et jeune avocat a gagné le procès.",
        "F",
        "La combative et jeune avocate a gagné le procès.",
    ),
    # a person antecedent keeps the fused head a person
    (
        "Of the passengers, the injured were taken to hospital.",
        "Parmi les passagers, les blessés ont été emmenés à l'hôpital.",
        "F",
        "Parmi les passagers, les blessées ont été emmenées à l'hôpital.",
    ),
]


@pytest.mark.parametrize(("source", "translation", "gender", "want"), CASES)
def test_realisation(
    realiser: SentenceRealiser, source: str, translation: str, gender: str, want: str
) -> None:
    assert realiser.realise(Item(source, translation, "fr"), gender) == want  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("source", "translation"),
    [
        ("Among the plates, the cracked were thrown out.", "Parmi les assiettes, les fêlées ont été jetées."),
        (
            "Among the bottles, the opened were thrown away.",
            "Parmi les bouteilles, les ouvertes ont été jetées.",
        ),
        ("Of the letters, the signed were sent back.", "Parmi les lettres, les signées ont été renvoyées."),
    ],
)
@pytest.mark.parametrize("gender", ["F", "M", "N"])
def test_participle_eliding_a_thing_never_changes(
    realiser: SentenceRealiser, source: str, translation: str, gender: str
) -> None:
    # No person: nothing to realise, and above all no "les fêlés" for the plates.
    got = realiser.realise(Item(source, translation, "fr"), gender)  # type: ignore[arg-type]
    assert got in (None, translation)


def test_elided_thing_heads() -> None:
    from fairmt.fairqe.nominal_persons import elided_thing_heads

    def heads(sentence: str) -> list[int]:
        return elided_thing_heads(sentence.split(" "))

    assert heads("Among the plates , the cracked were thrown out .") == [5]
    assert heads("Of the passengers , the injured were taken away .") == []  # people
    assert heads("The cracked plates were thrown out .") == []  # no fused head


def test_elided_chain_start_counts_its_adjective() -> None:
    # The adjective of an elided "L'" counts against the walk's limit as any other does: a chain
    # of four coordinated adjectives is taken neither after "le" nor after "L'".
    from fairmt.inflect.french import _PRENOMINAL_DETS
    from fairmt.inflect.french_prenominal_chain import prenominal_chain_start

    morph = morphology("fr")
    assert morph is not None

    def start(phrase: str) -> int | None:
        tokens = phrase.split(" ")
        return prenominal_chain_start(tokens, len(tokens) - 1, morph, _PRENOMINAL_DETS)

    assert start("l'honnête et fidèle serviteur") == 0
    assert start("le vieux et fidèle et dévoué et loyal serviteur") is None
    assert start("l'ancien et fidèle et dévoué et loyal serviteur") is None
