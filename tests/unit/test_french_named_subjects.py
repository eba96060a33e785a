"""fr-inflect-40 (closedfr33): a French name's participles and adjectives change with the
realisation when the English genders nobody (:mod:`fairmt.inflect.french_named_subjects`)."""

from __future__ import annotations

import pytest

from fairmt.inflect import get_inflector
from fairmt.inflect.apertium_morph import morphology

pytestmark = pytest.mark.skipif(morphology("fr") is None, reason="Apertium French is not installed")

# (English source, feminine translation, masculine translation): both originals of one source get
# one closed set. The first three are MT-GenEval dev proxy lines (362, 347, 289); the others are
# written for this test.
PAIRS = [
    (
        "As well as being resident physician at two hospitals, Gorrie was active in the community.",
        "En plus d'être interne dans deux hôpitaux, Gorrie était active au sein de la communauté.",
        "En plus d'être interne dans deux hôpitaux, Gorrie était actif au sein de la communauté.",
    ),
    (
        "Keenly interested in music, Eulenburg enjoyed considerable success as a writer of ballads.",
        "Profondément intéressée par la musique, Eulenburg a connu un succès considérable en tant "
        "qu'auteure de ballades.",
        "Profondément intéressé par la musique, Eulenburg a connu un succès considérable en tant "
        "qu'auteur de ballades.",
    ),
    (
        "After retiring from the playing field in 1967, Gasnier was involved in the media side of rugby "
        "league, becoming a sports writer and broadcaster.",
        "Après avoir quitté le terrain de jeu en 1967, Gasnier s'est impliquée dans le côté médiatique "
        "de la ligue de rugby, en devenant journaliste et présentatrice sportive.",
        "Après avoir quitté le terrain de jeu en 1967, Gasnier s'est impliqué dans le côté médiatique "
        "de la ligue de rugby, en devenant journaliste et présentateur sportif.",
    ),
    (
        "After two years in Lyon, Moreau was appointed to the court of appeal.",
        "Après deux ans à Lyon, Moreau a été nommée à la cour d'appel.",
        "Après deux ans à Lyon, Moreau a été nommé à la cour d'appel.",
    ),
    (
        "Deeply attached to the region, Lefebvre remained there until 1950.",
        "Profondément attachée à la région, Lefebvre y resta jusqu'en 1950.",
        "Profondément attaché à la région, Lefebvre y resta jusqu'en 1950.",
    ),
]


@pytest.mark.parametrize(("source", "fem", "masc"), PAIRS)
def test_one_closed_set(variant_set, source: str, fem: str, masc: str) -> None:
    assert variant_set(source, fem, "fr") == variant_set(source, masc, "fr")


def test_avoir_participle_is_not_the_names() -> None:
    """A participle with *avoir* does not agree with the subject: no change is found."""
    fr = get_inflector("fr")
    tokens = ["Martin", "a", "publié", "trois", "romans", "."]
    assert fr.name_predicate_changes(tokens, (0, 1)) is None


def test_name_after_preposition_is_no_subject() -> None:
    fr = get_inflector("fr")
    tokens = ["La", "maison", "de", "Moreau", "était", "fermée", "."]
    assert fr.subject_name_spans(tokens, frozenset(["Moreau"])) == []
    tokens = ["Moreau", "était", "fermée", "."]
    assert fr.subject_name_spans(tokens, frozenset(["Moreau"])) == [(0, 1)]


@pytest.mark.parametrize(
    ("text", "at", "expected"),
    [
        ("Gorrie était une artiste connue .", 3, True),
        ("Sigall travailla comme encreuse .", 3, True),
        ("en devenant journaliste et présentatrice sportive .", 4, True),
        ("Elle parla avec la directrice .", 4, False),
    ],
)
def test_predicate_noun(text: str, at: int, expected: bool) -> None:
    assert get_inflector("fr").predicate_noun(text.split(), (at, at + 1)) is expected


def test_one_of_is_a_predicate_noun() -> None:
    """ "comme l'une des artistes": the partitive "one of" names the subject (dev proxy line 95)."""
    tokens = ["Uka", "est", "considérée", "comme", "l'une", "des", "artistes", "modernes", "."]
    assert get_inflector("fr").predicate_noun(tokens, (5, 7)) is True


def test_apposition_before_the_verb_group() -> None:
    """ "Skelton, également auteure comique, fut choisie": the verb group after the apposition."""
    tokens = [
        "Skelton,",
        "également",
        "auteure",
        "comique,",
        "fut",
        "choisie",
        "comme",
        "participante",
        "au",
        "vol.",
    ]
    assert get_inflector("fr").name_predicate_changes(tokens, (0, 1)) == ("F", [(5, 6)])
