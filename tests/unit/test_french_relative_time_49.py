"""fr-inflect-58 (fr49): a noun phrase of time after the participle of an object relative clause
is no object of the participle, which still agrees with the person noun before ``que``
(:mod:`fairmt.inflect.french_relative_gaps`). Sentences written for this test."""

from __future__ import annotations

import pytest

from fairmt.inflect import get_inflector
from fairmt.inflect.apertium_morph import morphology

pytestmark = pytest.mark.skipif(morphology("fr") is None, reason="Apertium French is not installed")


@pytest.mark.parametrize(
    ("text", "span", "gender", "expected"),
    [
        (
            "Le chanteur que j'ai rencontré la semaine dernière était gentil .",
            (0, 2),
            "F",
            "La chanteuse que j'ai rencontrée la semaine dernière était gentille .",
        ),
        (
            "La chanteuse que j'ai rencontrée la semaine dernière était gentille .",
            (0, 2),
            "M",
            "Le chanteur que j'ai rencontré la semaine dernière était gentil .",
        ),
        (
            "Les professeurs que nous avons invités cette année étaient contents .",
            (0, 2),
            "F",
            "Les professeures que nous avons invitées cette année étaient contentes .",
        ),
        (
            "L'avocat que le juge a écouté l'été dernier est parti .",
            (0, 1),
            "N",
            "L'avocat·e que le juge a écouté·e l'été dernier est parti·e .",
        ),
    ],
)
def test_time_phrase_is_no_object(text: str, span: tuple[int, int], gender: str, expected: str) -> None:
    got = get_inflector("fr").realise(text.split(), span, gender)  # type: ignore[arg-type]
    assert got is not None
    assert " ".join(got) == expected


def test_object_after_participle_still_blocks() -> None:
    # "informé le patient": the participle has its own object, "que" is completive, nothing agrees.
    text = "L'infirmier que j'ai informé le patient était malade est ici ."
    got = get_inflector("fr").realise(text.split(), (0, 1), "F")
    assert got is not None
    assert got[3] == "informé"


@pytest.mark.parametrize(
    ("text", "span", "gender", "expected"),
    [
        # passer/mettre/consacrer/prendre + a length of time: the time is the participle's object,
        # the relative is the infinitive's object, and the participle does not agree.
        (
            "Le stagiaire que j'ai passé la semaine à former est fatigué .",
            (0, 2),
            "F",
            "La stagiaire que j'ai passé la semaine à former est fatiguée .",
        ),
        (
            "Le client que nous avons mis la nuit à convaincre est parti .",
            (0, 2),
            "F",
            "La cliente que nous avons mis la nuit à convaincre est partie .",
        ),
        (
            "Le voisin que tu as pris le week-end pour aider est gentil .",
            (0, 2),
            "F",
            "La voisine que tu as pris le week-end pour aider est gentille .",
        ),
        # Any verb: a phrase of time followed by "à" + infinitive is the time spent on it.
        (
            "Le stagiaire que nous avons employé l'année entière à former est content .",
            (0, 2),
            "F",
            "La stagiaire que nous avons employé l'année entière à former est contente .",
        ),
        # A quantity that is no time ("les 20 euros") is the participle's own object.
        (
            "L'ouvrier que j'ai payé les 30 euros est content .",
            (0, 1),
            "F",
            "L'ouvrière que j'ai payé les 30 euros est contente .",
        ),
    ],
)
def test_time_phrase_as_object(text: str, span: tuple[int, int], gender: str, expected: str) -> None:
    got = get_inflector("fr").realise(text.split(), span, gender)  # type: ignore[arg-type]
    assert got is not None
    assert " ".join(got) == expected


def test_day_and_month_is_still_time() -> None:
    # "le 3 juin": a number followed by a month is a date, an adverbial; the participle agrees.
    text = "Le chanteur que nous avons applaudi le 3 juin était content ."
    got = get_inflector("fr").realise(text.split(), (0, 2), "F")
    assert got is not None
    assert " ".join(got) == "La chanteuse que nous avons applaudie le 3 juin était contente ."


def test_time_phrase_before_a_place_still_agrees() -> None:
    # "à Lyon" is no infinitive: "la semaine dernière" stays an adverbial and the participle agrees.
    text = "Le chanteur que j'ai rencontré la semaine dernière à Lyon était gentil ."
    got = get_inflector("fr").realise(text.split(), (0, 2), "F")
    assert got is not None
    assert " ".join(got) == "La chanteuse que j'ai rencontrée la semaine dernière à Lyon était gentille ."
