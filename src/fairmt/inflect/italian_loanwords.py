"""English nouns kept in Italian are invariable; prefixed kinship nouns inflect as their base
(it-inflect-45, helper ex41, issue 13).

Italian borrows English person nouns unchanged ("il detective", "la detective", "i detective";
"il/la manager", "il/la leader") and leaves them invariable in gender and number: only the
determiner and the agreeing words show the person's gender (Serianni, *Grammatica italiana*,
III.36 and III.130 on unadapted loanwords; Treccani, "detective", s.m. e f. invar.).

The Italian dictionary lacks most of them, and a word it lacks was given a gender by its
ending, as an Italian adjective would be: "detective" ends like the feminine plural of an
adjective in -ivo ("attive"), so "la detective" became "il detectivi". A word the Italian
dictionary lacks and that the English dictionary reads as a noun only (not as an adjective:
"massive", "abusive" are Italian feminine plurals too) is such a loanword: it stays as it is.

Italian names the kin one generation further off with a prefix on the kinship noun: "bis-" and
"tris-" for ancestors ("bisnonna", "trisnonno"), "pro-" for descendants and collaterals
("pronipote", "prozia"; Serianni, *Grammatica italiana*, XV.130-XV.131). The dictionary lacks
most of them, and their endings misled the guess ("i pronipoti" -> "le pronipote", "i
bisnonni" -> "le bisnonnie"); the prefix leaves the inflection of the base noun as it is, so
the noun after it is inflected instead (:func:`kin_base`).
"""

from __future__ import annotations

from fairmt.inflect.apertium_morph import Morphology, morphology

__all__ = ["english_loanword", "kin_base"]

#: The kinship prefixes of the further generation (module docstring).
_KIN_PREFIXES = ("tris", "bis", "pro")
#: The kinship nouns they are put on, by lemma.
_KIN_LEMMAS = frozenset(["nonno", "nonna", "nipote", "zio", "zia", "cugino", "cugina"])


def english_loanword(word: str) -> bool:
    """Whether ``word`` (lower case), which the Italian dictionary lacks, is an English noun kept
    in Italian: the English dictionary reads it, and only as a noun (module docstring)."""
    en = morphology("en")
    if en is None or not word.isalpha():
        return False
    pos = {r.pos for r in en.readings(word)}
    return pos == {"n"}


def kin_base(word: str, morph: Morphology) -> str | None:
    """The kinship noun after a "bis-"/"tris-"/"pro-" prefix of ``word`` (lower case, which the
    caller has found the dictionary lacks) when the dictionary reads the rest as one of
    :data:`_KIN_LEMMAS`: "pronipoti" -> "nipoti", "bisnonna" -> "nonna"; else ``None``."""
    for p in _KIN_PREFIXES:
        rest = word[len(p) :]
        if word.startswith(p) and any(r.lemma in _KIN_LEMMAS for r in morph.noun_readings(rest)):
            return rest
    return None
