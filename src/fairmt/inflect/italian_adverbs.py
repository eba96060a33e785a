"""Italian adverbs in *-mente* between a verb and its predicative (it-inflect-30, issue 12).

An adverb in *-mente* is formed on the feminine singular of an adjective (*grave* ->
*gravemente*, *ripetuta* -> *ripetutamente*, *particolare* -> *particolarmente*; Serianni,
*Grammatica italiana*, XII.9-13) and may stand between *essere* and the participle or adjective
that agrees with the subject ("è stata gravemente ferita", "era particolarmente stanca"). The
predicate rule skipped only a short list of adverbs (:data:`fairmt.inflect.italian_persons.ADVERBS`),
so a predicative after any other adverb kept the original's gender.

:func:`mente_adverb` reads such a word from Apertium's Italian dictionary (only adverb
readings), or, for a word the dictionary lacks, from the three endings the formation gives
(*-amente*, *-lmente*, *-rmente*); adjectives in *-mente* ("clemente", "veemente", "demente")
are read by the dictionary or end otherwise, and the noun *mente* is too short.
"""

from __future__ import annotations

from fairmt.inflect.apertium_morph import morphology

__all__ = ["mente_adverb"]

#: The endings of adverbs formed on -a adjectives and on -le/-re adjectives (Serianni XII.9-13).
_FORMED = ("amente", "lmente", "rmente")


def mente_adverb(word: str) -> bool:
    """Whether ``word`` (lower case) is an adverb in *-mente* (module docstring)."""
    if not word.endswith("mente") or len(word) < 8 or not word.isalpha():
        return False
    morph = morphology("it")
    if morph is None:
        return False
    readings = morph.readings(word)
    if readings:
        return all(r.pos == "adv" for r in readings)
    return word.endswith(_FORMED)
