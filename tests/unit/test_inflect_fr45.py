"""fr-inflect-55 (branch fr45): French variants (issue 12).

* *fait* before the bare noun of a verbal locution (*se faire mal*, *se faire peur*) is invariable, as
  before an infinitive: "Elle s'est fait mal", not "faite mal" (french_invariable); a bare attribute
  after *se faire* still agrees ("Elle s'est faite avocate").
* an adjective whose feminine Apertium cannot generate (*fou*/*folle*, *blanc*/*blanche*, *grec*/*grecque*)
  takes the rules' form that the dictionary reads ("Elle est devenue folle", not "devenue fou"; french).
* a word the dictionary lacks in *-é* after *la*/*une* is a feminine noun ("la médiumnité"), no person:
  it is no longer made "la médiumnitée" / "le médiumnité" (french, denotes_no_person).
* after an invariable prefix a compound of the lexicon pairs as a whole: "arrière-petite-fille" <->
  "arrière-petit-fils", not "arrière-petit-garçon" (french_forms.compound).

Sentences written for these tests (not from any evaluation set).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from french_helpers import needs_fr_parser

from fairmt.inflect import get_inflector
from fairmt.inflect.evaluate import flip_to

#: the conftest fixture ``variant_set(source, translation, lang)``
VariantSet = Callable[[str, str, str], set[str]]


@needs_fr_parser
@pytest.mark.parametrize(
    ("m", "f"),
    [
        ("Le professeur s'est fait mal au dos hier.", "La professeure s'est fait mal au dos hier."),
        ("Le médecin s'est fait mal en tombant.", "La médecin s'est fait mal en tombant."),
        ("Les étudiants se sont fait peur dans la forêt.", "Les étudiantes se sont fait peur dans la forêt."),
        ("Le vendeur s'est fait plaisir avec ce voyage.", "La vendeuse s'est fait plaisir avec ce voyage."),
        # a bare attribute after "se faire" agrees
        ("L'étudiant s'est fait avocat.", "L'étudiante s'est faite avocate."),
    ],
)
def test_fait_before_locution_noun_is_invariable(m: str, f: str) -> None:
    inflector = get_inflector("fr")
    assert flip_to(inflector, m, f, "F")[0] == f
    assert flip_to(inflector, f, m, "M")[0] == m


@needs_fr_parser
@pytest.mark.parametrize(
    ("m", "f"),
    [
        (
            "Le chirurgien qui est devenu fou a été arrêté.",
            "La chirurgienne qui est devenue folle a été arrêtée.",
        ),
        ("Les musiciens sont devenus fous de joie.", "Les musiciennes sont devenues folles de joie."),
        ("Le gardien était blanc de peur.", "La gardienne était blanche de peur."),
        ("Le juriste grec est arrivé hier.", "La juriste grecque est arrivée hier."),
        ("Le coureur est resté sec et long.", "La coureuse est restée sèche et longue."),
    ],
)
def test_irregular_feminine_adjectives_agree(m: str, f: str) -> None:
    # the person's noun phrase is the first two words; the walk reaches the adjective
    inflector = get_inflector("fr")
    assert inflector.realise(m.split(), (0, 2), "F") == f.split()
    assert inflector.realise(f.split(), (0, 2), "M") == m.split()


@needs_fr_parser
@pytest.mark.parametrize(
    ("m", "f"),
    [
        # the adjectives of a thing or of another person keep their form
        ("Le directeur a lu le texte grec.", "La directrice a lu le texte grec."),
        ("L'infirmier portait un manteau blanc.", "L'infirmière portait un manteau blanc."),
        ("L'avocat a trouvé le dossier sec et long.", "L'avocate a trouvé le dossier sec et long."),
        ("Le plat favori du boulanger était prêt.", "Le plat favori de la boulangère était prêt."),
        (
            "L'étudiant a rencontré Paul, qui est devenu fou.",
            "L'étudiante a rencontré Paul, qui est devenu fou.",
        ),
        # "fait" with its own direct object, or before an adverb, is not the locution
        ("Le médecin l'a mal fait.", "La médecin l'a mal fait."),
        ("Le chauffeur a fait peur à sa sœur.", "La chauffeuse a fait peur à sa sœur."),
    ],
)
def test_what_is_not_the_persons_stays(m: str, f: str) -> None:
    inflector = get_inflector("fr")
    assert flip_to(inflector, m, f, "F")[0] == f
    assert flip_to(inflector, f, m, "M")[0] == m


@needs_fr_parser
@pytest.mark.parametrize(
    ("source", "m", "f"),
    [
        # a noun in -é the dictionary lacks after "la"/"une" is a feminine thing noun (-té, -ité)
        (
            "The author works on mediumship.",
            "L'auteur travaille sur la médiumnité.",
            "L'auteure travaille sur la médiumnité.",
        ),
        (
            "The researcher studies a new employability.",
            "Le chercheur étudie une employabilité nouvelle.",
            "La chercheuse étudie une employabilité nouvelle.",
        ),
        # a person noun in -é still varies
        (
            "The candidate met the delegate.",
            "Le candidat a rencontré le délégué.",
            "La candidate a rencontré la déléguée.",
        ),
    ],
)
def test_unknown_feminine_noun_in_e_is_a_thing(variant_set: VariantSet, source: str, m: str, f: str) -> None:
    for one, other in ((m, f), (f, m)):
        variants = variant_set(source, one, "fr")
        assert other in variants
        assert not any("médiumnitée" in v or "le médiumnité" in v or "employabilitée" in v for v in variants)


@needs_fr_parser
@pytest.mark.parametrize(
    ("m", "f"),
    [
        ("Son arrière-petit-fils est venu hier.", "Son arrière-petite-fille est venue hier."),
        ("Ses arrière-petits-fils sont venus hier.", "Ses arrière-petites-filles sont venues hier."),
        ("Le vice-président est venu hier.", "La vice-présidente est venue hier."),
    ],
)
def test_lexicon_compound_after_invariable_prefix(m: str, f: str) -> None:
    inflector = get_inflector("fr")
    assert inflector.realise(m.split(), (0, 2), "F") == f.split()
    assert inflector.realise(f.split(), (0, 2), "M") == m.split()
