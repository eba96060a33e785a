"""fr-inflect-66 (branch fr62): general causes of French realisation errors, on sentences written
for these tests (never rows of an evaluation set).

* The *nouveau* of the adverbial locutions *de nouveau* / *à nouveau* ("again") is invariable
  (french_fixed_locutions); "au poste de nouveau directeur" (after a noun) keeps the epithet.
* The infinitive of a passive control verb hung on its agent noun agrees with the passive subject
  ("a été priée par le médecin d'être examinée et soignée"; french_agent_infinitives).
* English cues (en-cues-71): "the old and loyal dog" is no fused head "the old" (people): a people
  adjective coordinated with the epithets of a noun-only word is attributive (cue_adjective_chains);
  "the old and sick need help" (no noun after the chain) keeps the fused head.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from french_helpers import needs_fr_en

from fairmt.fairqe.types import Item

if TYPE_CHECKING:
    from fairmt.fairqe.realise import SentenceRealiser

pytest.importorskip("spacy")
pytestmark = needs_fr_en

#: (source, translation, gender, wanted realisation)
CASES = [
    # "de nouveau" / "à nouveau": the adverb stays
    (
        "The teacher is again sick.",
        "Le professeur est de nouveau malade.",
        "F",
        "La professeure est de nouveau malade.",
    ),
    (
        "The nurse was ill again.",
        "L'infirmier était à nouveau malade.",
        "N",
        "L'infirmier·ère était à nouveau malade.",
    ),
    # the infinitive after the agent of a passive control verb: the subject's
    (
        "The nurse was asked by the king to be examined and treated.",
        "L'infirmier a été prié par le roi d'être examiné et soigné.",
        "F",
        "L'infirmière a été priée par le roi d'être examinée et soignée.",
    ),
    (
        "The nurse was asked by the king to be examined and treated.",
        "L'infirmier a été prié par le roi d'être examiné et soigné.",
        "N",
        "L'infirmier·ère a été prié·e par le roi d'être examiné·e et soigné·e.",
    ),
    (
        "The pilot was authorised by the airline to be replaced.",
        "Le pilote a été autorisé par la compagnie à être remplacé.",
        "F",
        "La pilote a été autorisée par la compagnie à être remplacée.",
    ),
    # the attribute after a thing agent whose "d'" the parse labels "case"
    (
        "The singer was obliged by the contract to be present.",
        "Le chanteur a été obligé par le contrat d'être présent.",
        "F",
        "La chanteuse a été obligée par le contrat d'être présente.",
    ),
    (
        "The singer was obliged by the contract to be present.",
        "Le chanteur a été obligé par le contrat d'être présent.",
        "N",
        "Le·La chanteur·euse a été obligé·e par le contrat d'être présent·e.",
    ),
    (
        "The baker was obliged by the law to be present.",
        "Le boulanger a été obligé par la loi d'être présent.",
        "F",
        "La boulangère a été obligée par la loi d'être présente.",
    ),
    (
        "The nurse was forced by the rule to be examined.",
        "L'infirmier a été forcé par la règle d'être examiné.",
        "F",
        "L'infirmière a été forcée par la règle d'être examinée.",
    ),
    # "de nouveau" before a person noun: the noun's epithet, which agrees
    (
        "The cook served a new waiter.",
        "Le cuisinier a servi de nouveau serveur.",
        "F",
        "La cuisinière a servi de nouvelle serveuse.",
    ),
    (
        "The cook talked about a new director.",
        "Le cuisinier a parlé de nouveau directeur.",
        "F",
        "La cuisinière a parlé de nouvelle directrice.",
    ),
    # an epicene plural adjective after the locution: the subject's attribute, unchanged
    (
        "The farmers are blind again.",
        "Les fermiers sont de nouveau aveugles.",
        "F",
        "Les fermières sont de nouveau aveugles.",
    ),
    (
        "The farmers are blind again.",
        "Les fermiers sont de nouveau aveugles.",
        "N",
        "Les fermier·ères sont de nouveau aveugles.",
    ),
    (
        "The nurses were ill again.",
        "Les infirmiers étaient à nouveau malades.",
        "N",
        "Les infirmier·ères étaient à nouveau malades.",
    ),
    (
        "The teachers are sick again.",
        "Les enseignants sont de nouveau malades.",
        "F",
        "Les enseignantes sont de nouveau malades.",
    ),
    # "the old and loyal dog": the dog's article and adjective stay; the farmer is the person
    (
        "The old and loyal dog followed the farmer.",
        "Le vieux et fidèle chien suivait le fermier.",
        "F",
        "Le vieux et fidèle chien suivait la fermière.",
    ),
]

#: Sentences whose realisation must stay as before (the guards of the rules).
KEPT = [
    # "de nouveau" + an adjective that agrees
    (
        "The singer was again happy.",
        "Le chanteur était de nouveau heureux.",
        "F",
        "La chanteuse était de nouveau heureuse.",
    ),
    # a non-epicene plural adjective after the locution agrees with the subject
    (
        "The singers are happy again.",
        "Les chanteurs sont de nouveau heureux.",
        "F",
        "Les chanteuses sont de nouveau heureuses.",
    ),
    # "de nouveau" before an adjective that reads as a noun too ("le présent"): the locution
    (
        "The singer was present again.",
        "Le chanteur était de nouveau présent.",
        "F",
        "La chanteuse était de nouveau présente.",
    ),
    # "de nouveau" after a noun: the epithet of the noun after it
    (
        "The mayor took the job of new director.",
        "Le maire a pris le poste de nouveau directeur.",
        "F",
        "La maire a pris le poste de nouvelle directrice.",
    ),
    # an adjective of the agent between: the infinitive is the agent's (the man was chosen)
    (
        "The director was replaced by a man proud to be chosen.",
        "Le directeur a été remplacé par un homme fier d'être choisi.",
        "F",
        "La directrice a été remplacée par un homme fier d'être choisi.",
    ),
    # a people adjective conjunct with no noun after the chain: the fused head stays
    (
        "The old and sick need help.",
        "Les vieux et malades ont besoin d'aide.",
        "F",
        "Les vieilles et malades ont besoin d'aide.",
    ),
]


@pytest.mark.parametrize(("source", "translation", "gender", "want"), CASES + KEPT)
def test_realisation(
    realiser: SentenceRealiser, source: str, translation: str, gender: str, want: str
) -> None:
    assert realiser.realise(Item(source, translation, "fr"), gender) == want  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("sentence", "chain"),
    [
        ("the old and loyal dog slept", True),
        ("the old and tired horse slept", True),
        ("the poor , hungry children waited", True),
        ("the old and sick need help", False),
        ("the old and the young came", False),
        ("the old and infirm were fed", False),
    ],
)
def test_attributive_chain(sentence: str, chain: bool) -> None:
    from fairmt.fairqe.cue_adjective_chains import attributive_chain
    from fairmt.fairqe.cue_tokens import tokenize

    toks = [tokenize(w) for w in sentence.replace(" ,", ",").split()]
    assert attributive_chain(toks, 1) is chain
