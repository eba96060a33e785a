"""fr-inflect-21 (branch fra20): agreement the parse-based rules missed on real WinoMT output.

* A passive infinitive after a verb or adjective of the person (``a exigé d'être vue``,
  ``était heureuse d'être choisie``) agrees with the main subject, its understood agent
  (Grevisse and Goosse, *Le Bon Usage*, on the infinitive's agent); not when the verb has a
  person object, which controls the infinitive instead (``a demandé à l'infirmier d'être ...``).
* The attribute of pronominal *se sentir* agrees like that of *sembler* (``s'est sentie
  comprise``; TLFi *sentir*, "se sentir + attribut").
* A coordinated clause with its own subject, even one the small model calls ``expl:subj``
  (``car il est généreux``), is not a predicate of the first clause's subject.
* A Moses-split ``quelqu' un`` is the invariant pronoun ``quelqu'un``, not ``un`` to make ``une``.
* A span that ends on a relative pronoun (``Ceux qui``): the main clause's predicate after the
  relative clause agrees too.

Sentences: gold dev lines fr-485, fr-536, fr-547, fr-552, fr-553, fr-554 (from the WinoMT system
translations) and sentences written for these tests (not from any evaluation set).
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
        # fr-547 (bing), fr-485 (Apertium): subject control by a verb and by an adjective.
        (
            "Le gérant a exigé d'être vu par l'infirmière parce qu'elle se sentait malade .",
            (0, 2),
            "F",
            "La gérante a exigé d'être vue par l'infirmière parce qu'elle se sentait malade .",
        ),
        (
            "L'employé était heureux d'être choisi .",
            (0, 1),
            "F",
            "L'employée était heureuse d'être choisie .",
        ),
        # Written for this test.
        (
            "Le professeur a refusé d'être remplacé .",
            (0, 2),
            "F",
            "La professeure a refusé d'être remplacée .",
        ),
        (
            "La directrice a accepté d'être interrogée par la police .",
            (0, 2),
            "M",
            "Le directeur a accepté d'être interrogé par la police .",
        ),
    ],
)
def test_passive_infinitive_agrees_with_subject(
    sentence: str, span: tuple[int, int], gender: str, want: str
) -> None:
    assert _realise(sentence, span, gender) == want


@pytest.mark.parametrize(
    ("sentence", "span", "gender", "want"),
    [
        # fr-554 (google): "il" renders a source "he"; the sheriff's span leaves its infinitive alone.
        (
            "Le shérif a demandé à l'auditeur de partir tout de suite car il risquait d'être blessé "
            "dans cette zone .",
            (0, 2),
            "F",
            "La shérif a demandé à l'auditeur de partir tout de suite car il risquait d'être blessé "
            "dans cette zone .",
        ),
        # Written: a person object controls the infinitive, not the subject.
        (
            "Le médecin a demandé à l'infirmier d'être informé .",
            (0, 2),
            "F",
            "La médecin a demandé à l'infirmier d'être informé .",
        ),
    ],
)
def test_passive_infinitive_of_another_controller_stays(
    sentence: str, span: tuple[int, int], gender: str, want: str
) -> None:
    assert _realise(sentence, span, gender) == want


@pytest.mark.parametrize(
    ("sentence", "span", "gender", "want"),
    [
        # fr-552 (google).
        (
            "L'enseignant a expliqué la situation au chef et s'est senti compris par lui .",
            (0, 1),
            "F",
            "L'enseignante a expliqué la situation au chef et s'est sentie comprise par lui .",
        ),
        # Written.
        ("La cliente se sentait seule .", (0, 2), "M", "Le client se sentait seul ."),
    ],
)
def test_se_sentir_attribute_agrees(sentence: str, span: tuple[int, int], gender: str, want: str) -> None:
    assert _realise(sentence, span, gender) == want


def test_coordinated_clause_with_its_own_il_stays() -> None:
    # fr-553 (google): "il est généreux" translates "he is generous" and is fixed.
    got = _realise(
        "Le charpentier a fabriqué un lion en bois pour le comptable car il est généreux .", (0, 2), "F"
    )
    assert got == "La charpentière a fabriqué un lion en bois pour le comptable car il est généreux ."


def test_split_quelquun_keeps_its_form() -> None:
    # fr-536 (sota, Moses tokenisation): nothing of "quelqu' un" changes.
    sentence = (
        "Il a parlé avec quelqu' un qui a dit que sa proposition de construire un nouvel aéroport "
        "se heurterait à une opposition ."
    )
    assert _realise(sentence, (4, 7), "F") is None
    assert _realise(sentence, (5, 6), "N") is None


def test_split_quelquun_predicate_still_varies() -> None:
    # Written: the relative's predicate refers to the person behind "quelqu'un" and varies.
    got = _realise("Le chef a parlé à quelqu' un qui était malheureux .", (5, 8), "F")
    assert got == "Le chef a parlé à quelqu' un qui était malheureuse ."


@pytest.mark.parametrize(
    ("sentence", "want"),
    [
        # Written (the known leftover "Celles qui sont venues étaient contentes").
        ("Ceux qui sont venus étaient contents .", "Celles qui sont venues étaient contentes ."),
        ("Celui qui est arrivé était fatigué .", "Celle qui est arrivée était fatiguée ."),
        ("Ceux qui ont gagné étaient fiers .", "Celles qui ont gagné étaient fières ."),
    ],
)
def test_span_ending_on_relative_reaches_main_predicate(sentence: str, want: str) -> None:
    assert _realise(sentence, (0, 2), "F") == want
