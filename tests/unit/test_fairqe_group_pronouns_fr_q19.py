"""rules-12 / fr-inflect-17 (branch frq19): French group pronouns before the partitive "de nous/vous"
(Grevisse § 737: "chacun de nous"), before a singular finite "est"/"a" the MT left ("Quelques-uns est
né"), the stressed "eux-mêmes", and the être predicate of a one-form quantity pronoun ("beaucoup",
"plusieurs", "peu": Grevisse §§ 727-737), which has no feminine of its own. The sentences are written
for these tests (not from any evaluation set); the realisations are checked on the translation as a
whole with :class:`fairmt.fairqe.realise.SentenceRealiser`."""

from __future__ import annotations

import pytest
from french_helpers import needs_fr

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect.french_group_pronouns import group_pronoun_spans, one_form_predicate_spans


@needs_fr
@pytest.mark.parametrize(
    ("sentence", "spans"),
    [
        ("Chacun de nous a reçu un cadeau .", [(0, 1)]),
        ("Aucun de vous est venu .", [(0, 1)]),
        ("Quelques-uns est parti hier .", [(0, 1)]),
        ("Ils eux-mêmes ont été surpris .", [(0, 1), (1, 2)]),
        ("Chacun de ces livres est cher .", []),  # "de" + a noun phrase: left to the noun
    ],
)
def test_group_pronoun_spans_q19(sentence: str, spans: list[tuple[int, int]]) -> None:
    assert group_pronoun_spans(sentence.split()) == spans


@needs_fr
@pytest.mark.parametrize(
    ("sentence", "found"),
    [
        ("Beaucoup étaient contents .", [(0, (2, 3))]),
        ("Plusieurs de nous ont été blessés .", [(0, (5, 6))]),
        ("Peu sont très heureux .", [(0, (2, 4))]),
        ("La plupart étaient contents .", [(1, (3, 4))]),
        ("Il a lu la plupart des livres .", []),  # a determiner phrase, not a subject
        ("Beaucoup ont mangé le gâteau .", []),  # "ont" + a participle with an object: no predicate
        ("Il a beaucoup mangé .", []),  # an adverb, not a subject
        ("Beaucoup d'eux sont partis .", []),  # "eux" is the span and carries the agreement
    ],
)
def test_one_form_predicate_spans(sentence: str, found: list[tuple[int, tuple[int, int]]]) -> None:
    assert one_form_predicate_spans(sentence.split()) == found


@needs_fr
@pytest.mark.parametrize(
    ("source", "mt", "f", "n"),
    [
        (
            "Several were happy with the food.",
            "Plusieurs étaient contents de la nourriture.",
            "Plusieurs étaient contentes de la nourriture.",
            "Plusieurs étaient content·es de la nourriture.",
        ),
        (
            "Few were ready to leave.",
            "Peu étaient prêts à partir.",
            "Peu étaient prêtes à partir.",
            "Peu étaient prêt·es à partir.",
        ),
        (
            "Each of us was invited.",
            "Chacun de nous a été invité.",
            "Chacune de nous a été invitée.",
            "Chacun·e de nous a été invité·e.",
        ),
        (
            "They themselves were hurt.",
            "Ils eux-mêmes ont été blessés.",
            "Elles elles-mêmes ont été blessées.",
            "Ils·Elles eux·elles-mêmes ont été blessé·es.",
        ),
        (
            "Most were tired.",
            "La plupart étaient fatigués.",
            "La plupart étaient fatiguées.",
            "La plupart étaient fatigué·es.",
        ),
        # Dev gold lines (fr-458, fr-477).
        (
            "Several were confident about the result.",
            "Beaucoup étaient sûrs sur le résultat.",
            "Beaucoup étaient sûres sur le résultat.",
            "Beaucoup étaient sûr·es sur le résultat.",
        ),
        (
            "Some of us were forced to stay.",
            "Quelques-uns de nous ont été obligés pour rester.",
            "Quelques-unes de nous ont été obligées pour rester.",
            "Quelques-un·es de nous ont été obligé·es pour rester.",
        ),
    ],
)
def test_realisations(source: str, mt: str, f: str, n: str) -> None:
    realiser = SentenceRealiser()
    item = Item(source, mt, "fr")
    realiser.prepare([item])
    assert realiser.realise(item, "F") == f
    assert realiser.realise(item, "M") == mt
    assert realiser.realise(item, "N") == n


@needs_fr
def test_gendered_source_keeps_the_predicate() -> None:
    """ "Many of the men": the English fixes the group, so nothing varies."""
    realiser = SentenceRealiser()
    item = Item("Many of the men were tired.", "Beaucoup des hommes étaient fatigués.", "fr")
    realiser.prepare([item])
    assert realiser.realise(item, "F") in (None, item.translation)
