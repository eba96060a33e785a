"""The gender of a noun after an elided singular article, where its form alone is two-way (it62).

An Italian noun in ``-iere`` is the masculine singular of its pair and the feminine plural of the
other one: "infermiere" is "l'infermiere" (he) and "le infermiere" (they, women); likewise
"cameriere", "parrucchiere". Before a consonant the article tells ("il"/"le"); before a vowel the
elided "l'" (and "quell'", "quest'", "bell'", "sant'") is the singular "lo" or "la", whatever the
gender (Serianni, *Grammatica italiana*, I.68-72 on elision), so it reads no gender
(:data:`~fairmt.inflect.italian_word_tables._BOTH_GENDERS_ELIDED`) -- but it does say the noun is
singular, and of the homograph's readings only the singular one is left, with its gender.

Before it62 "l'infermiere" read no gender while "l'infermiera" read feminine: the masculine
translation of "I am glad that the nurse is here" ("Sono contento che l'infermiere ...") had a
person of no gender and was never split into the speaker and the nurse as its feminine
counterpart was, and the two translations of one source got different variant sets (issue 12).

Kept narrow: only a noun whose dictionary readings hold both numbers, all its singular ones of
one gender and a plural one of the other (the homograph itself); an epicene ("l'insegnante",
``mf``) or a noun of one reading is left to the rules that read it already.
"""

from __future__ import annotations

from typing import Any

from fairmt.gender.types import Realisation

__all__ = ["elided_singular_gender"]


def elided_singular_gender(morph: Any, noun: str) -> Realisation | None:
    """The gender of ``noun`` (lower case) after an elided singular determiner: that of its
    singular noun readings when they all name one gender and a plural reading names the other
    (the ``-iere`` homograph, "infermiere": masculine singular, feminine plural); else ``None``."""
    if morph is None:
        return None
    readings = morph.noun_readings(noun) or ()
    singular = {r.gender for r in readings if r.number == "sg"}
    plural = {r.gender for r in readings if r.number == "pl"}
    if singular == {"m"} and "f" in plural:
        return "M"
    if singular == {"f"} and "m" in plural:
        return "F"
    return None
