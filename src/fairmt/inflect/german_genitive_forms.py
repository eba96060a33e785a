"""The strong genitive singular ending of a masculine or neuter noun: "-es" or "-s" (de-inflect-46).

Duden (Die Grammatik: Genitiv Singular der starken Substantive) asks for "-es" after a sibilant
("des Bosses", "des Kreuzes", "des Fisches"); elsewhere a monosyllabic native noun takes "-es"
or "-s" ("des Mannes", "des Freundes"), and a noun of more syllables, or a loanword, takes "-s"
("des Lehrers", "des Chefs", "des Lords"). The inflector wrote "-es" after every monosyllable,
so the masculine of "der Chefin" came out "des Chefes", a form no dictionary has.

Whether a monosyllable is a loanword shows in Wiktionary's declension table
(:mod:`fairmt.inflect.german_lexicon`): where its person-noun pair lists the "-s" form of the
same noun and no "-es" form ("Chefs"), the noun takes "-s"; where it lists "-es" ("Arztes",
"Mannes", both "Koches" and "Kochs") or the noun is not listed, "-es" stays.

(de-inflect-49) An unlisted monosyllable that ends in one vowel letter and "r" or "n" after a
consonant is an English loanword ("Star": Wiktionary lists it as a noun of one gender for
everyone, so no pair gives its forms): like "Chef" and "Lord" it takes "-s" in the genitive and
its plural ("der Starin" -> "des Stars", "die Starinnen" -> "die Stars"; Duden: "der Star; des
Stars, die Stars"), where the native ending gave "des Stares" and "die Stare". (The fallback for
an unlisted feminine in -in reads stems of four letters or more, so a three-letter stem of the
same shape, "Fan", does not come here; "Fan" is one of the nouns of one gender for everyone.)
A native monosyllable of that shape lengthens its vowel in writing ("Sohn", "Herr", "Mann",
"Moor"), so the shape does not take it in.
"""

from __future__ import annotations

import re

from fairmt.inflect import german_lexicon
from fairmt.inflect.german_predicates import _monosyllabic

__all__ = ["loan_monosyllable", "strong_genitive"]

#: Endings after which the genitive is always "-es" (a sibilant: Duden, as above).
_SIBILANTS = ("s", "ß", "z", "x", "sch")
#: A consonant, one vowel letter and "r" or "n" at the end (module docstring: "Star").
_LOAN_SHAPE = re.compile(r"[^aeiouäöüy][aeiouy][rn]$")


def _listed_form(noun: str, form: str) -> bool:
    """Whether ``form`` is a listed form of the person noun ``noun`` itself (no compound)."""
    found = german_lexicon.lookup(form)
    return found is not None and found[0] == "" and found[1].forms[0] == noun


def loan_monosyllable(noun: str) -> bool:
    """Whether ``noun`` is a monosyllable of the loanword shape (module docstring) that no
    Wiktionary pair lists with a native "-es" genitive: its genitive and plural take "-s"."""
    return (
        _monosyllabic(noun)
        and _LOAN_SHAPE.search(noun.lower()) is not None
        and not _listed_form(noun, noun + "es")
    )


def strong_genitive(noun: str) -> str:
    """``noun`` (a masculine or neuter nominative singular) with its strong genitive ending
    (module docstring): "Chef" -> "Chefs", "Arzt" -> "Arztes", "Lehrer" -> "Lehrers"."""
    if noun.lower().endswith(_SIBILANTS):
        return noun + "es"
    if not _monosyllabic(noun):
        return noun + "s"
    if _listed_form(noun, noun + "s") and not _listed_form(noun, noun + "es"):
        return noun + "s"
    if loan_monosyllable(noun):
        return noun + "s"  # (de-inflect-49) "des Stars"
    return noun + "es"
