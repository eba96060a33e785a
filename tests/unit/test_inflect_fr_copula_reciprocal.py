"""French agreement of two words the parse hides from the subject (fr-inflect-47).

* The attribute of a compound *sembler* / *paraître* with an adverb before it (``a semblé
  très fatigué``): the small model makes ``semblé`` the ``cop`` of the adjective and hangs the
  subject on ``semblé``, so the attribute was never reached from the subject. *Sembler* takes
  a subject attribute, which agrees with the subject (Grevisse and Goosse, *Le Bon Usage*, the
  attributive verbs).
* The word-for-word reciprocal ``chacun autre`` ("each other"): its ``chacun`` is the
  indefinite pronoun, which takes the gender of the group it distributes
  (:mod:`fairmt.inflect.french_reciprocal`).

Sentences written for these tests (not from any evaluation set).
"""

from __future__ import annotations

import pytest
from french_helpers import needs_fr_parser

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect.apertium_morph import morphology


@needs_fr_parser
@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        (
            "The singer seemed very tired.",
            "Le chanteur a semblé très fatigué.",
            "F",
            "La chanteuse a semblé très fatiguée.",
        ),
        (
            "The singer seemed very tired.",
            "Le chanteur a semblé très fatigué.",
            "N",
            "Le·La chanteur·euse a semblé très fatigué·e.",
        ),
        (
            "The singer seemed very tired.",
            "La chanteuse a semblé très fatiguée.",
            "M",
            "Le chanteur a semblé très fatigué.",
        ),
        # without the adverb (the parse differs) it agreed already, and still does
        (
            "The teacher seemed tired.",
            "Le professeur a semblé fatigué.",
            "F",
            "La professeure a semblé fatiguée.",
        ),
        # the attribute of a thing after "a semblé très" stays
        (
            "The teacher said that the house seemed very old.",
            "Le professeur a dit que la maison a semblé très ancienne.",
            "F",
            "La professeure a dit que la maison a semblé très ancienne.",
        ),
    ],
)
def test_compound_sembler_attribute_after_adverb(
    realiser: SentenceRealiser, source: str, mt: str, gender: str, want: str
) -> None:
    assert realiser.realise(Item(source, mt, "fr"), gender) == want  # type: ignore[arg-type]


@needs_fr_parser
@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        (
            "The two friends talked with each other yesterday.",
            "Les deux amis ont parlé avec chacun autre hier.",
            "F",
            "Les deux amies ont parlé avec chacune autre hier.",
        ),
        (
            "The two friends talked with each other yesterday.",
            "Les deux amies ont parlé avec chacune autre hier.",
            "M",
            "Les deux amis ont parlé avec chacun autre hier.",
        ),
        (
            "The two friends talked with each other yesterday.",
            "Les deux amis ont parlé avec chacun autre hier.",
            "N",
            "Les deux ami·es ont parlé avec chacun·e autre hier.",
        ),
        (
            "The students helped each other.",
            "Les étudiants ont aidé chacun autre.",
            "F",
            "Les étudiantes ont aidé chacune autre.",
        ),
        # a group with a woman named by the English: feminine only when all are women
        (
            "The actress and the producer talked with each other for many hours.",
            "L'actrice et le producteur ont parlé avec chacun autre beaucoup d'heures.",
            "F",
            "L'actrice et la productrice ont parlé avec chacune autre beaucoup d'heures.",
        ),
        (
            "The actress and the producer talked with each other for many hours.",
            "L'actrice et la productrice ont parlé avec chacune autre beaucoup d'heures.",
            "M",
            "L'actrice et le producteur ont parlé avec chacun autre beaucoup d'heures.",
        ),
    ],
)
def test_reciprocal_chacun_agrees_with_group(
    realiser: SentenceRealiser, source: str, mt: str, gender: str, want: str
) -> None:
    assert realiser.realise(Item(source, mt, "fr"), gender) == want  # type: ignore[arg-type]


@needs_fr_parser
def test_reciprocal_chacun_of_a_mixed_group_stays_masculine() -> None:
    """The realised man of a group with a man the English names ("the king") leaves the
    group mixed: ``chacun`` stays masculine in F."""
    from fairmt.inflect.french_reciprocal import reciprocal_chacun

    morph = morphology("fr")
    assert morph is not None
    base = ["Le", "roi", "et", "la", "chanteuse", "ont", "parlé", "avec", "chacun", "autre", "."]
    assert reciprocal_chacun(base, (3, 5), "F", morph) == base
    women = ["La", "reine", "et", "la", "chanteuse", "ont", "parlé", "avec", "chacun", "autre", "."]
    assert reciprocal_chacun(women, (3, 5), "F", morph)[8] == "chacune"
