"""fr64: the attribute of an infinitive *être* that the parse tags a noun or calls a ``ccomp``
agrees with the subject ("veut essayer d'être attentive", "d'être sincère et discret", "va tenter
d'être plus patiente"); the impersonal *il* of "Il est arrivé un accident" never flips. The
sentences are written for these tests.
"""

from __future__ import annotations

import pytest
from french_helpers import needs_fr_parser, realise_fr

#: Each: sentence, person phrase, target gender, expected realisation.
ATTRIBUTES = [
    # "sincère" tagged a noun, so its conjunct was left in the old gender.
    (
        "Le boucher essaie d'être sincère et discret .",
        "Le boucher",
        "F",
        "La bouchère essaie d'être sincère et discrète .",
    ),
    (
        "Le facteur essaie d'être sincère et prudent .",
        "Le facteur",
        "F",
        "La factrice essaie d'être sincère et prudente .",
    ),
    # "attentive" tagged a noun two infinitives down.
    (
        "Ma cousine veut essayer d'être attentive .",
        "Ma cousine",
        "M",
        "Mon cousin veut essayer d'être attentif .",
    ),
    # "patiente" the ccomp of "tenter".
    (
        "La serveuse va tenter d'être plus patiente .",
        "La serveuse",
        "M",
        "Le serveur va tenter d'être plus patient .",
    ),
]


@needs_fr_parser
@pytest.mark.parametrize(("sentence", "words", "gender", "want"), ATTRIBUTES)
def test_misparsed_infinitive_attribute_agrees(sentence: str, words: str, gender: str, want: str) -> None:
    assert realise_fr(sentence, words, gender) == want


@needs_fr_parser
def test_attribute_of_the_person_asked_stays() -> None:
    """Negative control: with a dative person the one asked controls the infinitive, so the
    subject's flip leaves the noun-tagged attribute and its conjunct alone."""
    got = realise_fr("La directrice lui demande d'être sincère et discret .", "La directrice", "M")
    assert got == "Le directeur lui demande d'être sincère et discret ."


@needs_fr_parser
@pytest.mark.parametrize(
    "sentence",
    [
        "Il est arrivé un accident .",
        "Il était arrivé des choses étranges .",
        "Il est arrivé quelque chose de grave .",
        # The parse gives these participles aux:pass; they are impersonal all the same.
        "Il est né trois enfants .",
        "Il est survenu un incident .",
    ],
)
def test_impersonal_il_with_real_subject_never_flips(sentence: str) -> None:
    assert realise_fr(sentence, "Il", "F") is None


@needs_fr_parser
@pytest.mark.parametrize(
    ("sentence", "want"),
    [
        # A definite phrase is the personal subject's attribute, a time noun an adverbial.
        ("Il est arrivé le premier .", "Elle est arrivée la première ."),
        ("Il est arrivé deux heures plus tard .", "Elle est arrivée deux heures plus tard ."),
        # Copular verb: the noun phrase is an attribute of a personal "il".
        ("Il est devenu un grand chef .", "Elle est devenue un grand chef ."),
        # Reflexive: "être" comes with the clitic, the verb keeps its object.
        ("Il s'est acheté une voiture .", "Elle s'est acheté une voiture ."),
        # Measure of a difference (structural: followed by "plus tard", "en retard", "après"...).
        ("Il est arrivé une demi-heure en retard .", "Elle est arrivée une demi-heure en retard ."),
        ("Il est arrivé un quart d'heure plus tard .", "Elle est arrivée un quart d'heure plus tard ."),
        (
            "Il est arrivé trois quarts d'heure en retard .",
            "Elle est arrivée trois quarts d'heure en retard .",
        ),
        ("Il est revenu une décennie plus tard .", "Elle est revenue une décennie plus tard ."),
        (
            "Il est revenu une dizaine de jours plus tard .",
            "Elle est revenue une dizaine de jours plus tard .",
        ),
        (
            "Il est arrivé une éternité après les autres .",
            "Elle est arrivée une éternité après les autres .",
        ),
        ("Il est monté un étage plus haut .", "Elle est montée un étage plus haut ."),
        ("Il est revenu trois saisons plus tard .", "Elle est revenue trois saisons plus tard ."),
        # Time or measure noun anywhere in the phrase, or the last part of a compound.
        ("Il est venu un après-midi .", "Elle est venue un après-midi ."),
        ("Il est mort un beau matin de mai .", "Elle est morte un beau matin de mai ."),
        ("Il est descendu deux étages .", "Elle est descendue deux étages ."),
        # Passive of a verb of naming: the phrase is the personal subject's attribute.
        ("Il est appelé un héros par ses voisins .", "Elle est appelée un héros par ses voisins ."),
    ],
)
def test_personal_il_still_flips(sentence: str, want: str) -> None:
    assert realise_fr(sentence, "Il", "F") == want
