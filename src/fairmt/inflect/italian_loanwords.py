"""English nouns kept in Italian are invariable (it-inflect-45, helper ex41, issue 13).

Italian borrows English person nouns unchanged ("il detective", "la detective", "i detective";
"il/la manager", "il/la leader") and leaves them invariable in gender and number: only the
determiner and the agreeing words show the person's gender (Serianni, *Grammatica italiana*,
III.36 and III.130 on unadapted loanwords; Treccani, "detective", s.m. e f. invar.).

The Italian dictionary lacks most of them, and a word it lacks was given a gender by its
ending, as an Italian adjective would be: "detective" ends like the feminine plural of an
adjective in -ivo ("attive"), so "la detective" became "il detectivi". A word the Italian
dictionary lacks and that the English dictionary reads as a noun only (not as an adjective:
"massive", "abusive" are Italian feminine plurals too) is such a loanword: it stays as it is.
"""

from __future__ import annotations

from fairmt.inflect.apertium_morph import morphology

__all__ = ["english_loanword"]


def english_loanword(word: str) -> bool:
    """Whether ``word`` (lower case), which the Italian dictionary lacks, is an English noun kept
    in Italian: the English dictionary reads it, and only as a noun (module docstring)."""
    en = morphology("en")
    if en is None or not word.isalpha():
        return False
    pos = {r.pos for r in en.readings(word) or ()}
    return pos == {"n"}
