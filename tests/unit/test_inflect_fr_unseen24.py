"""fr-inflect-24 / rules-17 (branch fr24): general causes of misses on 50 unseen French dev lines.

* A determiner agrees with its noun across the epicene indefinite adjectives *autre* and
  *même* (``un autre ami`` -> ``une autre amie``; TLFi *autre*, *même*; Grevisse and Goosse,
  *Le Bon Usage*, indefinite adjectives).
* A role noun that is the attribute of a pronoun the source genders stays with it, also after a
  prenominal adjective (``parce qu'elle était une employée efficace``, ``il était un bon
  travailleur``; Grevisse and Goosse, the subject attribute).
* The attribute of a compound *sembler*/*paraître* agrees with the subject (``a semblé
  soucieuse``, ``a paru satisfaite``; Grevisse and Goosse, attributive verbs).
* A "They" + predicate whose nearest antecedent is a plural the English genders ("The girls
  came home. They were happy.") keeps the pronoun and its predicate (rules-17).
* A role noun whose English attribute is a noun of lexical gender ("Our neighbour is a very
  old man") is fixed by the source (rules-17).
* The attribute of ``d'être`` after the object of a verb of command agrees with that object
  (``a demandé au médecin d'être prudente``; Grevisse, the infinitive's implicit subject).
* Neutral of a plural in -aux: ``amicaux·ales`` (Grevisse and Goosse, plural of adjectives in -al).

Sentences written for these tests (not from any evaluation set).
"""

from __future__ import annotations

import pytest
from french_helpers import needs_fr_parser

from fairmt.fairqe.realise import SentenceRealiser
from fairmt.fairqe.types import Item
from fairmt.inflect import get_inflector
from fairmt.inflect.french_lexicon import _middle_dot


def _realise(sentence: str, span: tuple[int, int], gender: str) -> str | None:
    got = get_inflector("fr").realise(sentence.split(), span, gender)  # type: ignore[arg-type]
    return None if got is None else " ".join(got)


@needs_fr_parser
@pytest.mark.parametrize(
    ("sentence", "span", "gender", "want"),
    [
        ("J'ai rencontré un autre avocat hier .", (4, 5), "F", "J'ai rencontré une autre avocate hier ."),
        ("Le même étudiant est revenu .", (2, 3), "F", "La même étudiante est revenue ."),
        ("Une autre voisine est partie .", (2, 3), "M", "Un autre voisin est parti ."),
        ("L'inspecteur a semblé soucieux .", (0, 1), "F", "L'inspectrice a semblé soucieuse ."),
        ("Le juge a paru satisfait .", (0, 2), "F", "La juge a paru satisfaite ."),
    ],
)
def test_inflector(sentence: str, span: tuple[int, int], gender: str, want: str) -> None:
    assert _realise(sentence, span, gender) == want


def test_neutral_plural_in_aux() -> None:
    assert _middle_dot("amicaux", "amicales") == "amicaux·ales"
    assert _middle_dot("loyaux.", "loyales.") == "loyaux·ales."
    assert _middle_dot("nouveaux", "nouvelles") == "nouveaux·elles"


@needs_fr_parser
@pytest.mark.parametrize(
    ("source", "mt", "gender", "want"),
    [
        (
            "The baker hired the tailor because she was a reliable employee.",
            "Le boulanger a embauché le tailleur parce qu'elle était une employée fiable.",
            "M",
            "Le boulanger a embauché le tailleur parce qu'elle était une employée fiable.",
        ),
        (
            "The doctor hired the cook because he was a good worker.",
            "Le médecin a embauché la cuisinière parce qu'il était un bon travailleur.",
            "F",
            "La médecin a embauché la cuisinière parce qu'il était un bon travailleur.",
        ),
        (
            "Another guest was waiting at the door.",
            "Un autre invité attendait à la porte.",
            "N",
            "Un·e autre invité·e attendait à la porte.",
        ),
        (
            "The girls came home. They were very happy.",
            "Les filles sont venues à la maison. Elles étaient très heureuses.",
            "M",
            "Les filles sont venues à la maison. Elles étaient très heureuses.",
        ),
        (
            "The nurse was a young woman.",
            "L'infirmière était une jeune femme.",
            "M",
            "L'infirmière était une jeune femme.",
        ),
        (
            "The teacher is a good friend.",
            "Le professeur est un bon ami.",
            "F",
            "La professeure est une bonne amie.",
        ),
        (
            "He asked the doctor to be careful.",
            "Il a demandé au médecin d'être prudent.",
            "F",
            "Il a demandé à la médecin d'être prudente.",
        ),
        (
            "The manager told the workers to be careful.",
            "Le directeur a dit aux ouvriers d'être prudents.",
            "F",
            "La directrice a dit aux ouvrières d'être prudentes.",
        ),
        (
            "The teachers arrived. They were tired.",
            "Les enseignants sont arrivés. Ils étaient fatigués.",
            "F",
            "Les enseignantes sont arrivées. Elles étaient fatiguées.",
        ),
    ],
)
def test_realiser(source: str, mt: str, gender: str, want: str) -> None:
    realiser = SentenceRealiser()
    item = Item(source, mt, "fr")
    realiser.prepare([item])
    assert realiser.realise(item, gender) == want  # type: ignore[arg-type]
