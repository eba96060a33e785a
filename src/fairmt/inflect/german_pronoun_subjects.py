"""A bare name after a subject pronoun is the object (de-inflect-45, session 41).

A German clause has one subject, and an unstressed personal pronoun stands at the very start of
the Mittelfeld, before the noun phrases and names (Duden, Die Grammatik: Wortstellung im
Mittelfeld, Pronomen vor Nominalphrasen). When that pronoun is one that is only nominative ("ich",
"du", "er", "wir", "man"), it is the subject, and a bare name right after it is an object: "Am
Montag besuchten wir Tom und seine Kollegin", "Dann traf ich Anna Berg, eine Malerin", "weil er
Lisa, eine Ingenieurin, kannte". Its apposition and conjunct are then accusative too ("seinen
Kollegen", "einen Maler"; :mod:`fairmt.inflect.german_name_objects`). The first position held
something else (an adverbial), so the tests of the first position there do not see the subject.

"sie", "es" and "ihr" are left out: each is also an object form ("Gestern besuchte sie Tom" can
read "Tom visited her"). Nor in a clause with a copula, whose name is the nominative predicate
("weil er Tom Berg hieß" is no object; :func:`fairmt.inflect.german_case.has_copula`).

The relative pronoun "der" of a masculine noun does the same in a relative clause:
:func:`fairmt.inflect.german_relative_subjects.after_masculine_relative`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect import german_case
from fairmt.inflect.base import Word

__all__ = ["after_subject_pronoun"]

#: Personal pronouns that are only nominative: no accusative or dative reading.
_NOMINATIVE_ONLY = frozenset(["ich", "du", "er", "wir", "man"])


def after_subject_pronoun(
    words: Sequence[Word],
    start: int,
    is_det: Callable[[str], str | None],
    adjective: Callable[[str], bool],
) -> bool:
    """Whether the bare name at ``start`` follows a personal pronoun that is only nominative
    (middle adverbs may stand between: "traf er dann Anna Berg"), which follows a finite verb
    (main clause: "besuchten wir Tom") or a subordinating conjunction ("weil er Tom"), with no
    punctuation in between and no copula in the clause (module docstring)."""
    p = start - 1
    while p > 0 and words[p].core.lower() in german_case._MIDDLE_ADVERBS and not words[p].post:
        p -= 1
    if p < 1 or words[p].post or words[p].pre:
        return False
    if words[p].core not in _NOMINATIVE_ONLY:
        return False  # lower case only: a capitalised "Er" opens the sentence, read elsewhere
    before = p - 1
    if words[before].post:
        return False
    opener = words[before].core.lower() in german_case._CLAUSE_OPENERS
    if not (opener or german_case._finite_verb(words, before, is_det, adjective)):
        return False
    return not german_case.has_copula(words, start, start)
