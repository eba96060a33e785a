"""Branch gfr48: the participle or adjective of an adverbial infinitive clause (*sans*, *avant de*,
*après*, *pour*) agrees with the main subject, its understood subject (Grevisse and Goosse, *Le Bon
Usage*, on the infinitive's implied subject); so does a compound passive infinitive *avoir été* +
participle after *de*. A finite clause with its own subject, and an infinitive controlled by a
person complement, stay. Sentences written for these tests (not from any evaluation set).
"""

from __future__ import annotations

import pytest
from french_helpers import needs_fr_parser

from fairmt.inflect import get_inflector

pytestmark = needs_fr_parser


def _realise(sentence: str, span: tuple[int, int], gender: str) -> str | None:
    got = get_inflector("fr").realise(sentence.split(), span, gender)  # type: ignore[arg-type]
    return None if got is None else " ".join(got)


@pytest.mark.parametrize(
    ("sentence", "span", "gender", "want"),
    [
        (
            "L'infirmier est rentré avant d'être payé .",
            (0, 1),
            "F",
            "L'infirmière est rentrée avant d'être payée .",
        ),
        ("Le serveur est parti sans être payé .", (0, 2), "F", "La serveuse est partie sans être payée ."),
        (
            "La chanteuse est revenue après avoir été blessée .",
            (0, 2),
            "M",
            "Le chanteur est revenu après avoir été blessé .",
        ),
        ("La joueuse est tombée sans être blessée .", (0, 2), "M", "Le joueur est tombé sans être blessé ."),
        ("Le client est venu pour être servi .", (0, 2), "F", "La cliente est venue pour être servie ."),
        (
            "Les étudiants se sont plaints de ne pas avoir été informés .",
            (0, 2),
            "F",
            "Les étudiantes se sont plaintes de ne pas avoir été informées .",
        ),
    ],
)
def test_adverbial_infinitive_agrees_with_subject(
    sentence: str, span: tuple[int, int], gender: str, want: str
) -> None:
    assert _realise(sentence, span, gender) == want


@pytest.mark.parametrize(
    ("sentence", "span", "gender", "want"),
    [
        # A finite clause with a subject of its own.
        (
            "Le directeur a licencié l'employée sans qu'elle soit prévenue .",
            (0, 2),
            "F",
            "La directrice a licencié l'employée sans qu'elle soit prévenue .",
        ),
        # A person complement controls the infinitive it governs.
        (
            "Le médecin a demandé à l'infirmier de partir avant d'être appelé .",
            (0, 2),
            "F",
            "La médecin a demandé à l'infirmier de partir avant d'être appelé .",
        ),
        # A verb with an object: the infinitive is often the object's in real text.
        (
            "Le réalisateur a envoyé le film pour être évalué .",
            (0, 2),
            "F",
            "La réalisatrice a envoyé le film pour être évalué .",
        ),
        # The speaker's comment set off by a comma ("to be precise"): the speaker's, not the subject's.
        (
            "L'infirmier est arrivé en retard , pour être précis .",
            (0, 1),
            "F",
            "L'infirmière est arrivée en retard , pour être précis .",
        ),
        (
            "Le médecin est parti à midi , pour être exact , a dit ma mère .",
            (0, 2),
            "F",
            "La médecin est partie à midi , pour être exact , a dit ma mère .",
        ),
        # The thing of a purpose clause with its own subject.
        (
            "Le candidat a envoyé la lettre pour qu'elle soit lue .",
            (0, 2),
            "F",
            "La candidate a envoyé la lettre pour qu'elle soit lue .",
        ),
    ],
)
def test_other_controller_stays(sentence: str, span: tuple[int, int], gender: str, want: str) -> None:
    assert _realise(sentence, span, gender) == want
