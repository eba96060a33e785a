"""fr-inflect-73 (branch fr63b): two general causes of French realisation errors, on sentences
written for these tests (never rows of an evaluation set).

* A lone predicative participle or adjective reads as the gender its form shows
  (french_predicate_gender): "né", "venue", "objective" read as no gender, so a subject pronoun
  no English pronoun fixes did not follow its changed participle ("Il est née à Paris").
* A bare participle the parse hangs on an *être* verb as ``advcl``, ``amod`` or ``obl:mod``
  agrees with the subject (french_adverbial_participles): "qu'ils sont tombés endormis".
* A participle the parse coordinates with a passive's agent noun, or with a finite passive
  across its agent, shares the passive's auxiliary and agrees (french_stray_conjuncts):
  "être choisie par le jury et invitée ensuite".
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
    # the subject pronoun follows the participle whose form shows its gender
    ("They were born in Paris.", "Il est né à Paris.", "F", "Elle est née à Paris."),
    (
        "They were born in a small village.",
        "Elle est née dans un petit village.",
        "M",
        "Il est né dans un petit village.",
    ),
    # ... and the attribute after two chained infinitives
    (
        "They should try to be objective.",
        "Elle devrait essayer d'être objective.",
        "M",
        "Il devrait essayer d'être objectif.",
    ),
    # the participle after an être verb of a subordinate clause, however the parse labels it
    (
        "I think they fell asleep.",
        "Je crois qu'elles sont tombées endormies.",
        "M",
        "Je crois qu'ils sont tombés endormis.",
    ),
]

CASES += [
    (
        "The nurse hopes to be chosen by the jury and then invited.",
        "L'infirmier espère être choisi par le jury et invité ensuite.",
        "F",
        "L'infirmière espère être choisie par le jury et invitée ensuite.",
    ),
    (
        "The nurse was chosen by the jury and then invited.",
        "L'infirmier a été choisi par le jury et invité ensuite.",
        "F",
        "L'infirmière a été choisie par le jury et invitée ensuite.",
    ),
]

#: Sentences whose realisation must stay as before (the guards of the rules).
KEPT = [
    # a participle with an object is a clause of its own; the door's adjective is the door's
    (
        "The nurse arrived, leaving the door open.",
        "L'infirmier est arrivé, laissant la porte ouverte.",
        "F",
        "L'infirmière est arrivée, laissant la porte ouverte.",
    ),
    # the participle of a thing subject stays
    (
        "The nurse said the parcel arrived damaged.",
        "L'infirmier a dit que le colis est arrivé endommagé.",
        "F",
        "L'infirmière a dit que le colis est arrivé endommagé.",
    ),
    (
        "The nurse said that the box was heavy.",
        "L'infirmière a dit que la boîte était lourde.",
        "M",
        "L'infirmier a dit que la boîte était lourde.",
    ),
    # a main clause, as before
    ("The nurse left angry.", "L'infirmier est parti fâché.", "F", "L'infirmière est partie fâchée."),
    # a conjunct with its own auxiliary is a clause of its own; two agents are two nouns
    (
        "The nurse was chosen by the jury and thanked the public.",
        "L'infirmier a été choisi par le jury et a remercié le public.",
        "F",
        "L'infirmière a été choisie par le jury et a remercié le public.",
    ),
    (
        "The nurse hopes to be chosen by the jury and the public.",
        "L'infirmier espère être choisi par le jury et le public.",
        "F",
        "L'infirmière espère être choisie par le jury et le public.",
    ),
    (
        "The nurse will be chosen by the jury and invited afterwards.",
        "L'infirmier sera choisi par le jury et invité ensuite.",
        "F",
        "L'infirmière sera choisie par le jury et invitée ensuite.",
    ),
]


@pytest.mark.parametrize(("source", "translation", "gender", "want"), CASES + KEPT)
def test_realisation(
    realiser: SentenceRealiser, source: str, translation: str, gender: str, want: str
) -> None:
    assert realiser.realise(Item(source, translation, "fr"), gender) == want  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("sentence", "span", "gender"),
    [
        ("Il est né à Paris .", (2, 3), "M"),
        ("Elle est venue hier .", (2, 3), "F"),
        ("Elle devrait essayer d'être objective .", (4, 5), "F"),
        ("Il est calme .", (2, 3), None),
        ("Ils sont jeunes .", (2, 3), None),
    ],
)
def test_predicative_gender(sentence: str, span: tuple[int, int], gender: str | None) -> None:
    from fairmt.inflect import get_inflector

    assert get_inflector("fr").gender_of(sentence.split(), span) == gender


@pytest.mark.parametrize(
    ("sentence", "span", "gender"),
    [
        ("Elle est vraiment objective .", (3, 4), "F"),
        ("Il n'est pas né ici .", (3, 4), "M"),
        # after a noun: the noun's epithet, no person's gender
        ("C'est une analyse vraiment objective .", (4, 5), None),
        # after a determiner: a noun
        ("La venue du roi .", (1, 2), None),
    ],
)
def test_predicative_gender_position(sentence: str, span: tuple[int, int], gender: str | None) -> None:
    from fairmt.inflect.french import FrenchInflector
    from fairmt.inflect.french_predicate_gender import predicative_gender

    morph = morphology("fr")
    assert morph is not None
    assert predicative_gender(sentence.split(), span, FrenchInflector.DETS, morph) == gender
