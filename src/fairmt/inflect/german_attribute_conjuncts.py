"""A person noun after "und" that follows another person noun's prepositional attribute (de-inflect-40).

In "Berg ist Professorin für Medizin und Spezialistin für Krebs" the preposition "für" is an
attribute of the person noun before it and governs the thing noun alone; the bare person noun
after "und" is coordinated with the first person noun (persons coordinate with persons: Duden,
Die Grammatik, Koordination), so it takes that noun's case, not the preposition's. Read as the
preposition's list it went to the accusative in M ("und Spezialisten für Krebs").

:func:`attribute_conjunct` says so where the words between the preposition and "und" name no
person (the caller tests that: "von Kindern und Pflegerinnen" stays the preposition's list), a
bare person noun stands right before the preposition, and nothing before that noun gives it a
case of its own: no article, preposition or adjective before it (its case is then the
clause's: subject, predicate or loose apposition after a comma). A list the preposition governs
has no person noun before the preposition ("mit Waffen und Helferinnen" -> "mit Waffen und
Helfern"). The two conjuncts have the same number: a plural person noun after a singular one
("Beraterin von Banken und Politikerinnen") is a further member of the preposition's list, a
second post of the one person is singular like the first ("Beraterin von Firmen und Studentin").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.base import Word

__all__ = ["attribute_conjunct"]


def attribute_conjunct(
    words: Sequence[Word],
    first: int,
    prep: str,
    preps: frozenset[str],
    number: str | None,
    person_number: Callable[[str], str | None],
    is_det: Callable[[str], object],
    adjective: Callable[[str], bool],
) -> bool:
    """Whether the bare conjunct at ``first`` (after "und") is coordinated with the person noun
    before the preposition ``prep`` that :func:`german_case.list_preposition` found for it, not
    governed by that preposition (module docstring). ``preps`` are the prepositions and their
    contractions, ``number`` the conjunct noun's number, ``person_number`` the number of a person
    noun (None for a word that is none), ``is_det`` the caller's determiner test and
    ``adjective`` its test for an attributive adjective (lower case: "neue Professorin" has its
    case from an article or the ending)."""
    p = first - 2
    while p >= 0 and words[p].core[:1].isupper() and words[p].core.lower() not in preps:
        p -= 1
    if p < 1 or p == first - 2 or words[p].core.lower() != prep or words[p].post or words[p - 1].post:
        return False
    if number is None or person_number(words[p - 1].core) != number:
        return False
    if p < 2 or words[p - 2].post:
        return True
    low = words[p - 2].core.lower()
    return low not in preps and is_det(low) is None and not adjective(low)
