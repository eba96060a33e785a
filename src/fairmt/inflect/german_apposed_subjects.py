"""de-inflect-37: an "als" phrase after a subject with an apposition describes the object.

"1720 schickte Ajítsingh, der Vizekönig, Anopsingh Bhandári als seine Stellvertreterin nach
Gujarát": after the finite verb of a verb-second clause the subject comes first in the
Mittelfeld (Duden, Die Grammatik: Wortstellung im Mittelfeld), here with an apposition set off
by commas ("der Vizekönig"); the name or noun phrase after the apposition is then the accusative
object, and a predicate after "als" agrees with what it describes (Duden: Kongruenz der
als-Phrase), so its masculine is "als seinen Stellvertreter", not the nominative "sein".

``german_case.als_after_object`` takes only a clause with no comma between its verb and "als";
this module adds the one shape with a comma-delimited apposition. The apposition must be a noun
phrase or name (a relative clause ", der in Rom lebte," has a lower-case verb and is none), the
subject or the apposition must carry a determiner that can be nominative (not "den", "dem",
...), and the object must be a plain noun phrase or name (not "mit Anna", a prepositional
phrase).
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Word
from fairmt.inflect.german_case import (
    _NOT_NOMINATIVE_DETS,
    IsAdjective,
    IsDet,
    _finite_verb,
    _noun_phrase,
)

#: The longest noun phrase or name (in words) taken as subject, apposition or object.
_MAX_PHRASE = 6


def _comma_before(words: Sequence[Word], end: int) -> int | None:
    """The first index of the stretch without punctuation that ends at ``end`` (exclusive)
    when a plain comma closes the word before it; None otherwise."""
    k = end - 1
    while k > 0 and end - k < _MAX_PHRASE and not words[k - 1].post:
        k -= 1
    if k < 1 or words[k - 1].post.strip() != ",":
        return None
    return k


def als_after_apposed_subject(
    words: Sequence[Word], als: int, is_det: IsDet, adjective: IsAdjective, preps: frozenset[str]
) -> bool:
    """Whether "als" at ``als`` follows the object of a clause "VERB SUBJECT, APPOSITION,
    OBJECT als ..." ("schickte Ajítsingh, der Vizekönig, Anopsingh Bhandári als ...")."""
    if als < 5 or words[als - 1].post:
        return False
    obj = _comma_before(words, als)
    if obj is None or not _noun_phrase(words, obj, als, is_det, adjective, preps):
        return False
    app = _comma_before(words, obj)
    if app is None or not _noun_phrase(words, app, obj, is_det, adjective, preps):
        return False
    low = app - 1
    while low > 1 and app - low < _MAX_PHRASE and not words[low - 1].post:
        low -= 1
    # The longest phrase first: a past tense in -te looks like an adjective ("der neue Trainer").
    for subj in range(low, app):
        v = subj - 1
        if v < 1 or not _finite_verb(words, v, is_det, adjective):
            continue
        if not _noun_phrase(words, subj, app, is_det, adjective, preps):
            continue
        dets = [d for d in (words[subj].core.lower(), words[app].core.lower()) if is_det(d) is not None]
        return bool(dets) and not any(d in _NOT_NOMINATIVE_DETS for d in dets)
    return False
