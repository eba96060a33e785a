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

from collections.abc import Callable

import pytest
from french_helpers import needs_fr_parser

from fairmt.inflect.french_indirect_reflexive import indirect_reflexive_participle
from fairmt.inflect.french_name_clause import clause_name, name_predicates
from fairmt.inflect.french_pronominal_copulas import pronominal_copula

#: the conftest fixture ``variant_set(source, translation, lang)``
VariantSet = Callable[[str, str, str], set[str]]


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


@needs_fr_parser
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
def test_closed_forms(variant_set: VariantSet, source: str, f: str, m: str) -> None:
    assert variant_set(source, f, "fr") == variant_set(source, m, "fr")


@needs_fr_parser
@pytest.mark.parametrize(
    ("source", "f", "m"),
    [
        (
            "Okafor was hired as a pathologist.",
            "Okafor fut engagée comme pathologiste.",
            "Okafor fut engagé comme pathologiste.",
        ),
        (
            "After the war Lindqvist returned to Oslo and became a teacher.",
            "Après la guerre, Lindqvist est retournée à Oslo et est devenue enseignante.",
            "Après la guerre, Lindqvist est retourné à Oslo et est devenu enseignant.",
        ),
        (
            "Nakamura served as an officer, was wounded twice and was decorated.",
            "Nakamura a servi en tant qu'officière, a été blessée deux fois et a été décorée.",
            "Nakamura a servi en tant qu'officier, a été blessé deux fois et a été décoré.",
        ),
        (
            "Okafor was described as the best athlete of the season.",
            "Okafor a été décrite comme étant la meilleure athlète de la saison.",
            "Okafor a été décrit comme étant le meilleur athlète de la saison.",
        ),
        (
            "Okafor rose to the rank of professor.",
            "Okafor s'est élevée au rang de professeure.",
            "Okafor s'est élevé au rang de professeur.",
        ),
        (  # the detached clause before the name
            "Besides being a teacher, Okafor was active in the village.",
            "En plus d'être enseignante, Okafor était active dans le village.",
            "En plus d'être enseignant, Okafor était actif dans le village.",
        ),
        (
            "As a journalist, Okafor was arrested twice.",
            "En tant que journaliste, Okafor a été arrêtée deux fois.",
            "En tant que journaliste, Okafor a été arrêté deux fois.",
        ),
        (  # MT-GenEval contextual dev, line 387
            "After studying medicine at the University of Auckland, Poole joined the staff, "
            "rising to full professor.",
            "Après avoir étudié la médecine à l'université d'Auckland, Poole y a rejoint l'équipe "
            "et est devenue professeure titulaire.",
            "Après avoir étudié la médecine à l'université d'Auckland, Poole y a rejoint l'équipe "
            "et est devenu professeur titulaire.",
        ),
    ],
)
def test_name_clause_closed(variant_set: VariantSet, source: str, f: str, m: str) -> None:
    assert variant_set(source, f, "fr") == variant_set(source, m, "fr")


@needs_fr_parser
def test_clause_name_refuses_an_object_or_another_clause() -> None:
    def name(text: str, noun: str) -> tuple[int, int] | None:
        tokens = text.split()
        return clause_name(tokens, tokens.index(noun))

    assert name("Okafor fut engagée comme pathologiste.", "pathologiste.") == (0, 1)
    # the attribute of an object, of another name, or in a relative clause
    assert name("Okafor a engagé son frère comme comptable.", "comptable.") is None
    assert name("Okafor a engagé Lindqvist comme pathologiste.", "pathologiste.") is None
    assert name("Okafor l'a engagée comme pathologiste.", "pathologiste.") is None
    assert name("Okafor connaît une femme qui est devenue pathologiste.", "pathologiste.") is None
    assert name("En tant que journaliste, Okafor a été arrêtée.", "journaliste,") == (4, 5)
    # a finite verb in the fronted stretch: a clause of its own
    assert name("Quand elle était journaliste, Okafor a été arrêtée.", "journaliste,") is None
    tokens = ["Okafor", "a", "servi", "dans", "l'armée,", "a", "été", "blessée", "et", "a", "été", "décorée."]
    assert name_predicates(tokens, (0, 1)) == [7, 11]


@needs_fr_parser
@pytest.mark.parametrize(
    ("source", "f", "m"),
    [
        (
            "The lawyer turned out to be incompetent.",
            "L'avocate s'avère incompétente.",
            "L'avocat s'avère incompétent.",
        ),
        (
            "The chemist finds themselves alone in the lab.",
            "La chimiste se retrouve seule au laboratoire.",
            "Le chimiste se retrouve seul au laboratoire.",
        ),
        (
            "The lawyer appears very careful.",
            "L'avocate se montre très prudente.",
            "L'avocat se montre très prudent.",
        ),
        (  # a place, no attribute: nothing else changes
            "The lawyer is in Paris.",
            "L'avocate se trouve à Paris.",
            "L'avocat se trouve à Paris.",
        ),
    ],
)
def test_pronominal_copulas_closed(variant_set: VariantSet, source: str, f: str, m: str) -> None:
    assert variant_set(source, f, "fr") == variant_set(source, m, "fr")


def test_pronominal_copula_needs_its_reflexive() -> None:
    assert pronominal_copula(["elle", "se", "retrouve", "seule"], 2, {"retrouver"})
    assert pronominal_copula(["elle", "s'avère", "utile"], 1, {"avérer"})
    assert not pronominal_copula(["elle", "retrouve", "la", "clé"], 1, {"retrouver"})
    assert not pronominal_copula(["elle", "se", "lave"], 2, {"laver"})


@needs_fr_parser
@pytest.mark.parametrize(
    ("source", "f", "m"),
    [
        (  # MT-GenEval contextual dev, line 27
            "Gómez was diagnosed with multiple sclerosis as a doctoral student.",
            "Gómez a découvert qu'elle souffrait d'une sclérose en plaque lorsqu'elle était doctorante.",
            "Gómez a découvert qu'il souffrait d'une sclérose en plaque lorsqu'il était doctorant.",
        ),
        (
            "Okafor was treated for a fracture as a young athlete.",
            "Okafor a soigné une fracture lorsqu'elle était une jeune sportive.",
            "Okafor a soigné une fracture lorsqu'il était un jeune sportif.",
        ),
    ],
)
def test_pronoun_after_an_invariable_participle(variant_set: VariantSet, source: str, f: str, m: str) -> None:
    assert variant_set(source, f, "fr") == variant_set(source, m, "fr")
