"""en-cues-32 / rules-24 (helper exp28it, issue 13): wrong Italian translations of a gendered
source that the explicit check did not flag. Every sentence here was written for these tests
(none from an evaluation set).

* When the one-person reading of the dropped subject's clauses is skipped (the source has
  another person of unstated gender, "her editor", "The Guest", or another gendered word), a
  clause whose subject is a name copied from the source is still read for the source's singular
  gendered pronouns: a possessive or reflexive pronoun in the name's clause refers to the
  clause's subject, and the predicate after the copula agrees with it.
* A capitalised word before a punctuation mark ends the clause before a copied name ("nel gruppo
  Little Women, Harris è"): the name is the copula's subject.
* The predicative ordinal after a ranking verb ("e finì quarta") agrees with the one person
  (``fairmt.fairqe.rank_ordinals``).
"""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.rules import RuleAgents
from fairmt.fairqe.types import Item


@pytest.fixture(scope="module")
def agents() -> RuleAgents:
    return RuleAgents()


@pytest.mark.parametrize(
    ("source", "wrong", "right"),
    [
        # "The Host": a role noun of unstated gender in a title
        ("Garcia is best known for her role in The Host.",
         "Garcia è conosciuto soprattutto per il suo ruolo in The Host.",
         "Garcia è conosciuta soprattutto per il suo ruolo in The Host."),
        # "her editor": another person of unstated gender, not the name's clause subject
        ("Nevertheless, Morgan proved herself; her editor praised the book.",
         "Tuttavia, Morgan si è dimostrato all'altezza; il suo editor ha lodato il libro.",
         "Tuttavia, Morgan si è dimostrata all'altezza; il suo editor ha lodato il libro."),
        ("During his career, Hughes was elected by the union members twice.",
         "Nel corso della sua carriera, Hughes è stata eletta dai membri del sindacato due volte.",
         "Nel corso della sua carriera, Hughes è stato eletto dai membri del sindacato due volte."),
        # a capitalised word before a comma ends the clause before the name
        ("After a long tour with Little Women, Harris found herself exhausted.",
         "Dopo una lunga tournée con Little Women, Harris si è ritrovato esausto.",
         "Dopo una lunga tournée con Little Women, Harris si è ritrovata esausta."),
        # a ranking verb's predicative ordinal
        ("After a long break he ran again at Ascot and finished fourth.",
         "Dopo una lunga pausa corse di nuovo ad Ascot e finì quarta.",
         "Dopo una lunga pausa corse di nuovo ad Ascot e finì quarto."),
        ("She swam in the relay and came third in the final.",
         "Nuotò nella staffetta e arrivò terzo nella finale.",
         "Nuotò nella staffetta e arrivò terza nella finale."),
    ],
)  # fmt: skip
def test_the_explicit_check_flags_the_wrong_translation_only(
    agents: RuleAgents, source: str, wrong: str, right: str
) -> None:
    bad, good = agents.analyse([Item(source, wrong, "it"), Item(source, right, "it")])
    assert bad.variants.alignment is False
    assert good.variants.alignment is not False


@pytest.mark.parametrize(
    ("source", "translation"),
    [
        # the copula's subject is a common noun, not the name
        ("Garcia thanked her teacher, and the teacher was pleased.",
         "Garcia ha ringraziato il suo insegnante, e l'insegnante è stato contento."),
        # the countess is the pronouns' antecedent; Hughes is another person
        ("In 1820 the countess went herself to Vienna, where Hughes was ill.",
         "Nel 1820 la contessa andò di persona a Vienna, dove Hughes era malato."),
        # "secondo" before an article is the preposition "according to"
        ("She ran the race and came second, as expected.",
         "Corse la gara e arrivò secondo le previsioni."),
        # two names: the pronoun's clause is not read for the other name
        ("Her coach said that Morgan was ready for the final.",
         "Il suo allenatore ha detto che Morgan era pronto per la finale."),
    ],
)  # fmt: skip
def test_a_right_translation_is_not_flagged(agents: RuleAgents, source: str, translation: str) -> None:
    [a] = agents.analyse([Item(source, translation, "it")])
    assert a.variants.alignment is not False
