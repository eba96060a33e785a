"""fr-inflect-56 (branch fr47): French variants (issue 12).

* a *lequel* after the *de*-complement of a thing noun is the thing's when it has that noun's
  gender and number ("l'opinion de l'auteure selon laquelle" stays), the person's when not ("le
  dossier de la patiente sur laquelle" -> "le dossier d'un patient sur lequel"; french_lequel).

(The coordinated epicene subject is tested in test_inflect_fr_coordinated_subjects.py.)
Sentences written for these tests (not from any evaluation set).
"""

from __future__ import annotations

import pytest
from french_helpers import needs_fr

from fairmt.inflect import get_inflector
from fairmt.inflect.french_lequel import relative_lequel


def _lequel(mt: str, realised: str, span: tuple[int, int], gender: str) -> str:
    person = get_inflector("fr").person_noun  # type: ignore[attr-defined]
    return " ".join(relative_lequel(realised.split(), mt.split(), span, gender, person))  # type: ignore[arg-type]


@needs_fr
@pytest.mark.parametrize(
    ("mt", "realised", "span", "gender", "want"),
    [
        # the thing before "de" has the pronoun's gender: the pronoun is the thing's
        (
            "L'opinion de l'auteure selon laquelle le livre est bon",
            "L'opinion de l'auteur selon laquelle le livre est bon",
            (2, 3),
            "M",
            "L'opinion de l'auteur selon laquelle le livre est bon",
        ),
        (
            "Le dossier d'un patient sur lequel il a écrit",
            "Le dossier d'une patiente sur lequel il a écrit",
            (2, 4),
            "F",
            "Le dossier d'une patiente sur lequel il a écrit",
        ),
        # ... the thing has another gender: the pronoun is the person's
        (
            "Le dossier d'une patiente pour laquelle il travaillait",
            "Le dossier d'un patient pour laquelle il travaillait",
            (2, 4),
            "M",
            "Le dossier d'un patient pour lequel il travaillait",
        ),
        # a verb the dictionary also reads as a noun is no thing antecedent ("rêve d'un")
        (
            "Elle rêve d'un patient avec lequel elle parle",
            "Elle rêve d'une patiente avec lequel elle parle",
            (2, 4),
            "F",
            "Elle rêve d'une patiente avec laquelle elle parle",
        ),
        # a person before "de": the nearer person's, as before (fr-inflect-54)
        (
            "l'accompagnateur d'un patient sur lequel elle a effectué un examen",
            "l'accompagnatrice d'une patiente sur lequel elle a effectué un examen",
            (1, 3),
            "F",
            "l'accompagnatrice d'une patiente sur laquelle elle a effectué un examen",
        ),
    ],
)
def test_lequel_after_a_de_complement(
    mt: str, realised: str, span: tuple[int, int], gender: str, want: str
) -> None:
    assert _lequel(mt, realised, span, gender) == want


@needs_fr
def test_thing_relative_kept_in_the_sentence() -> None:
    sentence = "L'opinion de l'auteure selon laquelle le livre est bon a été publiée ."
    out = get_inflector("fr").realise(sentence.split(" "), (2, 3), "M")
    assert out is not None
    assert " ".join(out) == "L'opinion de l'auteur selon laquelle le livre est bon a été publiée ."
