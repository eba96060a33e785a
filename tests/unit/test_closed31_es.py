"""Closed variant sets in Spanish (issue 12, point 4), session 23 (branch closedes31).

rules-36: independent persons (agents/independent_persons.py) are two to four English nouns, one of
them may be a predicate noun, and a noun in a prepositional phrase after another one is another
referent. A feminine translation that leaves the other persons masculine and the masculine one
then get the same set. Sentences written for this test, except where a comment names the
MT-GenEval *dev* line (a development set) that motivated the rule.
"""

from __future__ import annotations

import pytest

from fairmt.fairqe.agents.independent_persons import independent_persons
from fairmt.fairqe.taxonomy import Category
from fairmt.fairqe.types import Cue, Item

pytest.importorskip("spacy")


def _set(source: str, translation: str) -> set[str]:
    from fairmt.fairqe.agents.rules import RuleAgents

    items = [Item(source, translation, "es")]
    agents = RuleAgents()
    agents.prepare(items)
    return {translation} | {v.text for v in agents.analyse(items)[0].variants.all}


@pytest.mark.parametrize(
    ("source", "fem", "masc"),
    [
        (  # a predicate noun and a noun in a prepositional phrase (MT-GenEval dev line 99)
            "Pletneva is the author of numerous books on Eurasian nomads, particularly the Khazars.",
            "Pletneva es autora de numerosos libros sobre los nómadas euroasiáticos, sobre todo los jázaros.",
            "Pletneva es autor de numerosos libros sobre los nómadas euroasiáticos, sobre todo los jázaros.",
        ),
        (  # a predicate noun and another person with a verb between
            "As a nurse, Ortega looked after the patients.",
            "Como enfermera, Ortega cuidaba a los pacientes.",
            "Como enfermero, Ortega cuidaba a los pacientes.",
        ),
        (  # three persons (MT-GenEval dev line 439 has teacher, assistant teachers, students)
            "Lopez remained a teacher and hired two assistant teachers to look after the students.",
            "López siguió siendo una maestra y contrató a dos maestros asistentes para cuidar a los alumnos.",
            "López siguió siendo un maestro y contrató a dos maestros asistentes para cuidar a los alumnos.",
        ),
    ],
)
def test_mixed_and_uniform_translations_get_one_set(source: str, fem: str, masc: str) -> None:
    f_set, m_set = _set(source, fem), _set(source, masc)
    assert {fem, masc} <= f_set
    assert f_set == m_set


def _cues(words: list[tuple[str, int]]) -> list[Cue]:
    """Role-noun cues on the English token ``k`` of each word, each on the target token ``k``."""
    return [Cue(w, Category.C7, w, (k, k + 1), (k, k + 1), None, "M", "occupation") for w, k in words]


def test_two_subject_complements_are_one_person() -> None:
    # "is a teacher ..., and is a former vice-president": one subject's two roles, never
    # realised apart (MT-GenEval dev line 58 has this shape).
    src = [
        "Roy",
        "is",
        "a",
        "teacher",
        "at",
        "the",
        "local",
        "college",
        ",",
        "and",
        "is",
        "a",
        "former",
        "president",
        "of",
        "the",
        "club",
        ".",
    ]
    cues = _cues([("teacher", 3), ("president", 12)])
    assert independent_persons(cues, [(3, 4), (12, 13)], [], src) is None
    # a role noun and a noun in a prepositional phrase after it are two referents
    src = ["Roy", "is", "the", "author", "of", "many", "books", "on", "nomads", "."]
    cues = _cues([("author", 3), ("nomads", 8)])
    assert independent_persons(cues, [(3, 4), (8, 9)], [], src) == [[0], [1]]
    # ... but not an apposition with no preposition or verb between
    src = ["Roy", ",", "a", "teacher", "and", "poet", ",", "died", "."]
    cues = _cues([("teacher", 3), ("poet", 5)])
    assert independent_persons(cues, [(3, 4), (5, 6)], [], src) is None


def test_an_as_clause_subject_is_no_complement() -> None:
    from fairmt.fairqe.agents.independent_persons import _subject_complement

    src = ["She", "worked", "as", "a", "nurse", ",", "as", "doctors", "were", "scarce", "."]
    assert _subject_complement(src, (4, 5))
    assert not _subject_complement(src, (7, 8))


def test_five_persons_are_too_many() -> None:
    cues = _cues([(w, 2 * k) for k, w in enumerate(["teacher", "nurse", "doctor", "pilot", "farmer"])])
    spans = [(2 * k, 2 * k + 1) for k in range(5)]
    assert independent_persons(cues, spans, []) is None
    assert independent_persons(cues[:4], spans[:4], []) is not None
