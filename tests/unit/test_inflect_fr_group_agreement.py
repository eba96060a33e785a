"""fr-inflect-15: group agreement (branch fr17, numbered fr-inflect-14 there).

* The feminine of the adjectives in -oux/-aux comes from Apertium's dictionary (Grevisse:
  jaloux/jalouse, doux/douce, roux/rousse, faux/fausse; the analyser keeps the real form).
* ``tout le monde`` takes masculine singular agreement whoever it covers (Grevisse; TLFi
  *monde*): nothing in it or agreeing with it varies.
* After ``Chacun d'eux``/``Aucun d'entre eux`` the predicate agrees with the singular
  quantifier, not with ``eux``.
* A two-gender quantifier pronoun before ``de`` and a plural determiner of one form
  (``Certains de mes collègues``) follows the people it quantifies.

Sentences written for these tests (not lines of the gold set, not from an evaluation set).
"""

from __future__ import annotations

import pytest

from fairmt.inflect import get_inflector
from fairmt.inflect.apertium_morph import morphology

pytestmark = pytest.mark.skipif(morphology("fr") is None, reason="apertium-fra-cat not installed")


def realise(sentence: str, span: tuple[int, int], gender: str) -> str | None:
    out = get_inflector("fr").realise(sentence.split(), span, gender)  # type: ignore[arg-type]
    return None if out is None else " ".join(out)


@pytest.mark.parametrize(
    ("word", "gender", "number", "want"),
    [
        ("jaloux", "f", "pl", "jalouses"),
        ("jaloux", "f", "sg", "jalouse"),
        ("jalouses", "m", "pl", "jaloux"),
        ("douce", "m", "sg", "doux"),
        ("rousses", "m", "pl", "roux"),
        ("fausse", "m", "sg", "faux"),
        ("heureux", "f", "pl", "heureuses"),
    ],
)
def test_adjectives_in_x(word: str, gender: str, number: str, want: str) -> None:
    morph = morphology("fr")
    assert morph is not None
    assert morph.agree(word, gender, number) == want


@pytest.mark.parametrize(
    ("sentence", "span", "want"),
    [
        ("Mes voisins sont jaloux .", (0, 2), "Mes voisines sont jalouses ."),
        ("Tu étais jaloux de lui .", (2, 3), "Tu étais jalouse de lui ."),
    ],
)
def test_jaloux_agrees(sentence: str, span: tuple[int, int], want: str) -> None:
    assert realise(sentence, span, "F") == want


@pytest.mark.parametrize(
    ("sentence", "span"),
    [
        ("Tout le monde était content .", (0, 1)),
        ("Tout le monde était content .", (0, 3)),
        ("Hier , tout le monde a été surpris .", (2, 5)),
        ("Tout le monde est parti .", (2, 3)),
    ],
)
def test_tout_le_monde_never_varies(sentence: str, span: tuple[int, int]) -> None:
    inflector = get_inflector("fr")
    for gender in ("F", "M", "N"):
        assert realise(sentence, span, gender) is None
    assert inflector.gender_of(sentence.split(), span) is None


def test_le_monde_alone_is_not_touched_by_the_rule() -> None:
    # Only the collective "tout le monde": the rule does not fire for "le monde entier".
    from fairmt.inflect.french import _in_tout_le_monde

    assert not _in_tout_le_monde(["Le", "monde", "entier", "était", "surpris", "."], (0, 2))


@pytest.mark.parametrize(
    ("sentence", "span", "want"),
    [
        ("Chacun d'eux était content .", (1, 2), "Chacune d'elles était content ."),
        ("Chacune d'elles était contente .", (0, 1), "Chacun d'elles était content ."),
        ("Aucun d'entre eux n'était prêt .", (2, 3), "Aucun d'entre elles n'était prêt ."),
    ],
)
def test_partitive_after_a_singular_quantifier(sentence: str, span: tuple[int, int], want: str) -> None:
    # "eux" is not the subject: its span may change the quantifier right before it (as before) but
    # not the predicate, which the quantifier's own span puts in its singular.
    gender = "M" if sentence.startswith("Chacune") else "F"
    assert realise(sentence, span, gender) == want


def test_plural_partitive_without_a_two_gender_quantifier_still_agrees() -> None:
    # "Trois" has one form: "eux" carries the group, and the predicate agrees with it.
    assert realise("Trois d'eux étaient contents .", (1, 2), "F") == "Trois d'elles étaient contentes ."


@pytest.mark.parametrize(
    ("sentence", "span", "want"),
    [
        (
            "Certains de mes collègues sont paresseux .",
            (3, 4),
            "Certaines de mes collègues sont paresseuses .",
        ),
        ("Chacun de ses élèves a été invité .", (3, 4), "Chacune de ses élèves a été invitée ."),
        ("Certains de ces clients sont partis .", (2, 4), "Certaines de ces clientes sont parties ."),
    ],
)
def test_quantifier_before_a_possessive(sentence: str, span: tuple[int, int], want: str) -> None:
    assert realise(sentence, span, "F") == want


def test_determiner_quantifier_is_not_a_pronoun() -> None:
    # "certains" as a determiner of a thing: nothing quantifies people.
    assert realise("Il a lu certains de ces livres .", (0, 1), "F") == "Elle a lu certains de ces livres ."


def test_ete_and_participle_span_takes_the_plural() -> None:
    # The aligner may give "été pris" for "were taken": the participle of one form for both
    # numbers still takes the plural of "ont" (as the lone participle does since fr-inflect-13).
    assert realise("Ils ont été pris en photo .", (2, 4), "F") == "Ils ont été prises en photo ."
    assert realise("Il a été pris en photo .", (2, 4), "F") == "Il a été prise en photo ."
    assert realise("Ils ont été pris en photo .", (2, 4), "N") == "Ils ont été pris·es en photo ."
