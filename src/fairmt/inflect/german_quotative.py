"""Quotative inversion after a comma: the phrase after a verb of saying is its subject
(de-inflect-41, session 38).

"Das Team will gewinnen, sagt die Trainerin": the quoted clause fills the first position and
the phrase after "sagt" is the subject ("sagt der Trainer"), not the accusative object of a
second verb that shares the sentence's subject ("Tom öffnete die Tür, begrüßte die Lehrerin"
-> "den Lehrer"). Used by :func:`fairmt.inflect.german_case.object_after_subject`; split from
it to keep that module about clause structure.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Word

__all__ = ["quotative_inversion", "quotative_verb"]


def quotative_verb(low: str) -> bool:
    """Whether ``low`` is a finite verb of saying ("sagt", "sagte", "erklärten", "schrieb"):
    after a comma it is the verb of a quotative inversion ("Das Team will gewinnen, sagt die
    Trainerin"), whose first position is the quoted clause and whose subject follows it (Duden,
    Die Grammatik: Redeeinleitung, Verbzweitstellung nach dem Zitat), not a second verb sharing
    the sentence's subject (de-inflect-41). The present singular is the stem of the forms in
    -e/-en of :data:`fairmt.inflect.german_words.REPORTING_VERBS`; (de-inflect-46) the present
    plural is listed (:data:`~fairmt.inflect.german_words.REPORTING_PRESENT_PL`: "..., sagen die
    Beamtinnen"). "fragen" is left out: "...,
    fragte die Lehrerin nach dem Weg" has its person object as often."""
    # (german_words imports german_case, which imports this module: imported when first needed.)
    from fairmt.inflect.german_words import REPORTING_PRESENT_PL, REPORTING_VERBS

    if low.startswith("frag"):
        return False
    return low in REPORTING_VERBS or low + "e" in REPORTING_VERBS or low in REPORTING_PRESENT_PL


#: Stems of verbs of saying that also take a person as accusative object ("warnte die
#: Lehrerin", "bestätigte die Ärztin" in her post, "kommentierte die Autorin", "sprach die
#: Lehrerin an"): after a comma they are a quotative only where the phrase ends the clause.
_PERSON_OBJECT_SAYING = ("warn", "bestätig", "kommentier", "sprach")


def quotative_inversion(words: Sequence[Word], v: int) -> bool:
    """Whether the verb at ``v``, after a comma, opens a quotative inversion whose subject
    follows it (:func:`quotative_verb`). A verb that also takes a person object
    (:data:`_PERSON_OBJECT_SAYING`) is one only where the phrase after it ends the clause: up to
    the next punctuation its last word is capitalised (a noun or name: "..., warnte die
    Lehrerin."), with no "und"/"oder" and a verb after it ("Tom stand auf, warnte die Lehrerin
    und ging": a second verb of Tom's, its object "den Lehrer"; nor "sprach die Lehrerin an")
    (de-inflect-41)."""
    low = words[v].core.lower()
    if not quotative_verb(low):
        return False
    if not low.startswith(_PERSON_OBJECT_SAYING):
        return True
    j = v + 1
    while j < len(words) - 1 and not words[j].post:
        if words[j].core.lower() in ("und", "oder") and words[j + 1].core[:1].islower():
            return False
        j += 1
    return j > v + 1 and words[j].core[:1].isupper()
