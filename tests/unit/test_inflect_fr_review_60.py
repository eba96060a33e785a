"""fr-inflect-62 (branch fr60): general causes of French realisation errors, on sentences written
for these tests (never rows of an evaluation set).

* ``vieux`` is one form in both numbers: a two-gender noun after it keeps its plural ("de vieux
  artistes" -> "de vieilles artistes", not "de vieille artistese"; french_plural_forms).
* An epithet before the noun that the dictionary also reads as a noun or a participle
  ("précédent", "brillant"), or several coordinated ones ("le jeune et brillant pianiste"),
  joins the noun's phrase with its determiner (french_prenominal_chain).
* The superlative before a partitive complement agrees with its noun ("la plus célèbre des
  danseuses"; french_partitive_superlative).
* A passive infinitive after "à" agrees with the subject, and so does a participle coordinated
  with it that the parse hung on the main verb ("veut être promue et payée";
  french_stray_conjuncts).
* "qui nous a soignés": "nous" before a third-person "avoir" is the object clitic, and the
  participle does not agree with the antecedent (french_object_clitic_relatives).
* The stressed pronoun repeating the subject follows it after a complex inversion or a
  negation's "pas" too ("La juge n'a-t-elle pas elle aussi refusé ?"; french_emphatic_pronouns),
  also on the realiser's span, which ends on the inverted verb.
* Review fixes: "le plus souvent" (an adverb after "plus") keeps its article; "que nous a
  présenté X" (after "que", "nous" is no object of the participle) agrees as before.
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
    # vieux + a two-gender plural noun
    (
        "Old colleagues visited the museum.",
        "De vieux collègues ont visité le musée.",
        "F",
        "De vieilles collègues ont visité le musée.",
    ),
    (
        "The boss thanked the old tourists.",
        "Le patron a remercié les vieux touristes.",
        "F",
        "La patronne a remercié les vieilles touristes.",
    ),
    (
        "Old colleagues visited the museum.",
        "De vieilles collègues ont visité le musée.",
        "M",
        "De vieux collègues ont visité le musée.",
    ),
    # prenominal epithets read also as nouns or participles, and coordinated ones
    (
        "The previous coach was tired.",
        "Le précédent entraîneur était fatigué.",
        "F",
        "La précédente entraîneuse était fatiguée.",
    ),
    (
        "The previous coach was tired.",
        "Le précédent entraîneur était fatigué.",
        "N",
        "Le·La précédent·e entraîneur·euse était fatigué·e.",
    ),
    (
        "The young and brilliant pianist arrived late.",
        "Le jeune et brillant pianiste est arrivé en retard.",
        "F",
        "La jeune et brillante pianiste est arrivée en retard.",
    ),
    (
        "I met the charming neighbour.",
        "J'ai rencontré le charmant voisin.",
        "F",
        "J'ai rencontré la charmante voisine.",
    ),
    # the superlative before a partitive complement
    (
        "The tallest of the players came.",
        "Le plus grand des joueurs est venu.",
        "F",
        "La plus grande des joueuses est venue.",
    ),
    (
        "The tallest of the players came.",
        "Le plus grand des joueurs est venu.",
        "N",
        "Le·La plus grand·e des joueur·euses est venu·e.",
    ),
    # passive infinitives after "à", and stray coordinated participles
    (
        "The nurse managed to be transferred.",
        "L'infirmier a réussi à être muté.",
        "F",
        "L'infirmière a réussi à être mutée.",
    ),
    (
        "The lawyer asked to be heard and treated fairly.",
        "L'avocat a demandé à être entendu et traité équitablement.",
        "F",
        "L'avocate a demandé à être entendue et traitée équitablement.",
    ),
    (
        "The manager wants to be promoted and paid more.",
        "Le directeur veut être promu et payé davantage.",
        "N",
        "Le·La directeur·rice veut être promu·e et payé·e davantage.",
    ),
    # "nous"/"vous" before a third-person "avoir" after "qui": the object
    (
        "The doctor who treated us was kind.",
        "Le médecin qui nous a soignés était gentil.",
        "F",
        "La médecin qui nous a soignés était gentille.",
    ),
    (
        "The lawyer who chose you is competent.",
        "L'avocat qui vous a choisi est compétent.",
        "F",
        "L'avocate qui vous a choisi est compétente.",
    ),
    # review of fr-inflect-62: "le plus souvent" is the adverb's superlative, no adjective's
    (
        "Most often it is waiters who complain.",
        "Ce sont le plus souvent des serveurs qui se plaignent.",
        "F",
        "Ce sont le plus souvent des serveuses qui se plaignent.",
    ),
    (
        "Least often it is cooks who complain.",
        "Ce sont le moins souvent des cuisiniers qui se plaignent.",
        "F",
        "Ce sont le moins souvent des cuisinières qui se plaignent.",
    ),
    # review: after "que", "nous" + third-person "avoir" is the indirect object of an inverted
    # subject ("que nous a recommandé Paul"): "que" is the object, and the participle agrees
    (
        "The actor whom Paul recommended to us is funny.",
        "L'acteur que nous a recommandé Paul est drôle.",
        "F",
        "L'actrice que nous a recommandée Paul est drôle.",
    ),
    (
        "The singer whom Claire introduced to you is shy.",
        "Le chanteur que vous a présenté Claire est timide.",
        "F",
        "La chanteuse que vous a présentée Claire est timide.",
    ),
    # review: the realiser's span of the subject ends on the inverted verb ("Le juge n'a-t-il")
    (
        "Didn't the judge also protest?",
        "Le juge n'a-t-il pas lui aussi protesté ?",
        "F",
        "La juge n'a-t-elle pas elle aussi protesté ?",
    ),
    (
        "Did the minister also resign?",
        "Le ministre a-t-il lui aussi démissionné ?",
        "F",
        "La ministre a-t-elle elle aussi démissionné ?",
    ),
]


@pytest.mark.parametrize(("source", "translation", "gender", "want"), CASES)
def test_realisation(
    realiser: SentenceRealiser, source: str, translation: str, gender: str, want: str
) -> None:
    assert realiser.realise(Item(source, translation, "fr"), gender) == want  # type: ignore[arg-type]


def test_object_relative_with_its_subject_still_agrees(realiser: SentenceRealiser) -> None:
    # "nous" + first-person "avons": the subject; the participle agrees with the antecedent.
    item = Item("The doctor we treated was kind.", "Le médecin que nous avons soigné était gentil.", "fr")
    assert realiser.realise(item, "F") == "La médecin que nous avons soignée était gentille."


def test_coordinated_participle_sharing_avoir_stays(realiser: SentenceRealiser) -> None:
    # The main verb is a participle: "obtenu" shares its "a" and agrees with nothing.
    item = Item(
        "The lawyer asked to be heard and won the case.",
        "L'avocat a demandé à être entendu et obtenu gain de cause.",
        "fr",
    )
    got = realiser.realise(item, "F")
    assert got is not None and "obtenu " in got and "obtenue" not in got


def _span(sentence: str, gender: str) -> str | None:
    from fairmt.inflect import get_inflector

    got = get_inflector("fr").realise(sentence.split(), (0, 2), gender)  # type: ignore[arg-type]
    return None if got is None else " ".join(got)


@pytest.mark.parametrize(
    ("sentence", "gender", "want"),
    [
        ("Le maire n'a-t-il pas lui aussi voté ?", "F", "La maire n'a-t-elle pas elle aussi voté ?"),
        ("La maire n'a pas elle non plus voté .", "M", "Le maire n'a pas lui non plus voté ."),
        ("Le greffier a-t-il lui aussi signé ?", "F", "La greffière a-t-elle elle aussi signé ?"),
    ],
)
def test_stressed_pronoun_after_inversion_or_negation(sentence: str, gender: str, want: str) -> None:
    assert _span(sentence, gender) == want


def test_stressed_pronoun_of_no_apposition_stays() -> None:
    # No "aussi"/"non plus"/"même": the pronoun is the verb's complement, nobody's apposition.
    assert _span("Le maire ne voit pas lui .", "F") == "La maire ne voit pas lui ."
