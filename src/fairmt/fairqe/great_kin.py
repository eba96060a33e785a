"""The target words of an English "great-" kinship noun (helper ex41, issue 13).

English forms the kin one generation further off with "great-" ("great-grandmother",
"great-granddaughter", "great-aunt"); the cue lexicon reads the noun after it, whose seed forms
are the plain kinship words ("nonna", "nipote", "abuela", "nieta"). Spanish and Italian form
the further generation with a prefix on that same word instead: Italian "bis-" and "tris-" for
ancestors ("bisnonna", "trisnonno"), "pro-" for descendants and collaterals ("pronipote",
"prozia"); Spanish "bis-", "tatara-" and "re-" ("bisabuela", "bisnieta", "tatarabuelo",
"rebisabuelo"; RAE, *Nueva gramática* 10.11 on the prefixes of kinship; Serianni, *Grammatica
italiana*, XV.130-XV.131). The prefixed word keeps the gender of the word it is built on, so
each seed form with each prefix is a form of the "great-" noun too. Spanish "tío abuelo" for
"great-uncle" needs nothing: "tío" is already the seed form.
"""

from __future__ import annotations

from collections.abc import Mapping

from fairmt.fairqe.types import Realisation

__all__ = ["great_forms"]

#: The prefixes of the further generation, per language (module docstring).
_PREFIXES: dict[str, tuple[str, ...]] = {"it": ("bis", "tris", "pro"), "es": ("bis", "tatara", "re")}


def great_forms(
    word: str, forms: Mapping[str, Realisation | None], lang: str
) -> dict[str, Realisation | None]:
    """The prefixed forms of a "great-" kinship noun ``word`` (an English token, lower case) from
    the seed ``forms`` of the noun after "great-": empty for another word or language."""
    prefixes = _PREFIXES.get(lang)
    if not prefixes or not word.startswith("great-"):
        return {}
    return {p + f: g for p in prefixes for f, g in forms.items() if f.isalpha()}
