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
"""

from __future__ import annotations

from fairmt.inflect import german_lexicon
from fairmt.inflect.german_predicates import _monosyllabic

__all__ = ["strong_genitive"]

#: Endings after which the genitive is always "-es" (a sibilant: Duden, as above).
_SIBILANTS = ("s", "ß", "z", "x", "sch")


def _listed_form(noun: str, form: str) -> bool:
    """Whether ``form`` is a listed form of the person noun ``noun`` itself (no compound)."""
    found = german_lexicon.lookup(form)
    return found is not None and found[0] == "" and found[1].forms[0] == noun


def strong_genitive(noun: str) -> str:
    """``noun`` (a masculine or neuter nominative singular) with its strong genitive ending
    (module docstring): "Chef" -> "Chefs", "Arzt" -> "Arztes", "Lehrer" -> "Lehrers"."""
    if noun.lower().endswith(_SIBILANTS):
        return noun + "es"
    if not _monosyllabic(noun):
        return noun + "s"
    if _listed_form(noun, noun + "s") and not _listed_form(noun, noun + "es"):
        return noun + "s"
    return noun + "es"
