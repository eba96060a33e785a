"""A finite verb shows no gender: a cue the aligner placed on one is not read (helper ex40, issue
13).

A predicate cue ("she was regarded as ...", C6/C10) is placed on the target word the aligner
links to the English participle, and the gender analyser reads that word's ending. When the
translation turned the passive into an active with an impersonal subject ("Se lo consideraba
una pionera", "lo si considerava"), the linked word is the finite verb, and the analyser read the
imperfect's -a ("consideraba", "considerava") as a feminine ending: the masculine "lo" went
unread beside it, and a right masculine translation was flagged.

Spanish and Italian finite verbs agree with their subject in person and number only, never in
gender (RAE, *Nueva gramática* 4.1 on the verb's inflection; Serianni, *Grammatica italiana*,
XI.1); only participles and adjectives agree in gender. So a word whose every dictionary reading
is a finite verb form, none with a gender (``fairmt.inflect.apertium_morph.only_finite_verb``;
Spanish through ``fairmt.inflect.spanish_morph``), gives no reading. A word that is also a noun,
adjective or participle ("lava", "attiva", "era") is read as before.
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["finite_verbs_only"]

_GENDER_TAGS = frozenset({"m", "f", "mf", "nt"})


def finite_verbs_only(words: Sequence[str], lang: str) -> bool:
    """Whether every one of the target ``words`` (normalised, lower case) is a finite verb
    form only, with no gendered reading (es, it; ``False`` elsewhere or without a dictionary)."""
    if lang not in ("es", "it") or not words:
        return False
    from fairmt.fairqe.cue_target import target_morphology
    from fairmt.inflect.apertium_morph import only_finite_verb

    morph = target_morphology(lang)
    if morph is None:
        return False
    for w in words:
        readings = morph.readings(w) or ()
        if not only_finite_verb(readings) or any(_GENDER_TAGS & set(r.tags) for r in readings):
            return False
    return True
