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
("weil er Tom Berg hieß" is no object; :func:`fairmt.inflect.german_case.has_copula`), every
form of "heißen" included ("Seit gestern heiße ich Anna Berg, eine Sängerin": :data:`_NAMING`).
The present of "werden" is a copula ("Dann werde ich Anna Berg, eine Sängerin") unless an
infinitive closes the sentence, where it is the future's auxiliary ("Morgen werde ich Anna
Berg, eine Sängerin, besuchen": an object; :data:`_PRESENT_WERDEN`). (de-inflect-46) So a present
"werden" before the pronoun is the finite verb there, as a full verb is: "Morgen werden wir Anna
Berg, eine Sängerin, besuchen" (before, only "werde" passed, since "werden" and "wird" are
listed copula forms, which a full verb's test refuses).

The relative pronoun "der" of a masculine noun does the same in a relative clause:
:func:`fairmt.inflect.german_relative_subjects.after_masculine_relative`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect import german_case
from fairmt.inflect.base import Word
from fairmt.inflect.german_relative_subjects import NOMINATIVE_ONLY

__all__ = ["after_subject_pronoun"]

#: Pronouns that are only nominative: the personal ones and the indefinite "man".
_SUBJECT_PRONOUNS = NOMINATIVE_ONLY | {"man"}
#: The forms of "heißen", the naming copula (german_case.COPULA_FORMS has "heißt", "hieß").
_NAMING = frozenset(["heiße", "heißt", "heißen", "heißest", "heißet", "hieß", "hießen", "hießt", "hießest"])
#: The present of "werden": a copula, or the future's auxiliary before an infinitive.
_PRESENT_WERDEN = frozenset(["werde", "wirst", "wird", "werden", "werdet"])
#: Infinitives of the copulas: a sentence that ends in one keeps "werden" a copula ("werde
#: ich ... sein").
_COPULA_INFINITIVES = frozenset(["sein", "werden", "bleiben", "heißen"])


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
    if words[p].core not in _SUBJECT_PRONOUNS:
        return False  # lower case only: a capitalised "Er" opens the sentence, read elsewhere
    before = p - 1
    if words[before].post:
        return False
    opener = words[before].core.lower() in german_case._CLAUSE_OPENERS
    # (de-inflect-46) The present of "werden" is a copula form, which _finite_verb refuses; as
    # the future's auxiliary it is the finite verb ("Morgen werden wir Anna Berg, ...,
    # besuchen"), and _copula_clause keeps it a copula unless an infinitive closes the sentence.
    werden = words[before].core.lower() in _PRESENT_WERDEN
    if not (opener or werden or german_case._finite_verb(words, before, is_det, adjective)):
        return False
    return not _copula_clause(words, start)


def _copula_clause(words: Sequence[Word], start: int) -> bool:
    """Whether the clause around ``start`` has a copula (module docstring): a form of
    :data:`german_case.COPULA_FORMS` or :data:`_NAMING`, or a present form of "werden" in a
    sentence that does not end in an infinitive."""
    s, e = german_case._clause_start(words, start), german_case._clause_end(words, start)
    lows = [words[i].core.lower() for i in range(s, e)]
    if any(w in _NAMING or (w in german_case.COPULA_FORMS and w not in _PRESENT_WERDEN) for w in lows):
        return True
    return any(w in _PRESENT_WERDEN for w in lows) and not _infinitive_end(words, start)


def _infinitive_end(words: Sequence[Word], start: int) -> bool:
    """Whether the sentence from ``start`` on ends (before ".", "!", "?", ";" or ":") in a
    lower-case infinitive in -n that is no copula's ("besuchen", "treffen", "einladen")."""
    k = start
    while k < len(words) - 1 and not any(c in words[k].post for c in ".!?;:"):
        k += 1
    last = words[k].core
    return last.isalpha() and last.islower() and last.endswith("n") and last not in _COPULA_INFINITIVES
