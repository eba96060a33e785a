"""The abbreviated courtesy titles keep French typography when they change (fr-inflect-54, fr44).

French abbreviates *monsieur* and *messieurs* by cutting the word after its first letter, with
an abbreviation period (*M.*, *MM.*), and *madame*, *mademoiselle* and their plurals by keeping
the word's last letter, which takes no period (*Mme*, *Mlle*, *Mmes*, *Mlles*): Imprimerie
nationale, *Lexique des règles typographiques en usage à l'Imprimerie nationale*, the
abbreviations; Grevisse and Goosse, *Le Bon Usage*, the abbreviation period. The lexicon swaps
the word (``m`` <-> ``mme``) and the token kept its punctuation, so "M. Chase" became "Mme.
Chase" and "Mme Chase" became "M Chase". :func:`courtesy_periods` puts the period right on a
title the realisation changed; a title the MT wrote itself is left as it is, and a period that
also ends the sentence stays.

*Monsieur* is also a common noun ("un vieux monsieur", "le Premier monsieur", "un grand monsieur
de la médecine"), whose feminine is *dame*, not the title *madame* ("une vieille dame", "la
Première dame"; TLFi, *monsieur* and *dame*): :func:`common_noun_monsieur` writes "dame" where
the lexicon's "madame" follows a determiner or an adjective. Not after a vocative "cher" with
no determiner before it ("Cher monsieur," -> "Chère madame,"): the address formula of letters
takes the title (TLFi, *cher*; "Chère dame" is no formula).
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import Morphology
from fairmt.inflect.base import Word

__all__ = ["common_noun_monsieur", "courtesy_periods"]

_WITH_PERIOD = frozenset(["m", "mm"])
_WITHOUT_PERIOD = frozenset(["mme", "mmes", "mlle", "mlles"])


def courtesy_periods(base: list[str], tokens: Sequence[str]) -> list[str]:
    """``base`` (a realisation of ``tokens``) with the period of each courtesy title it changed
    put right (module docstring)."""
    out = list(base)
    same_length = len(base) == len(tokens)
    for k, token in enumerate(base):
        if same_length and token == tokens[k]:
            continue
        if not same_length and token in tokens:
            continue
        w = Word.parse(token)
        core = w.core.lower()
        last = k == len(base) - 1
        if core in _WITHOUT_PERIOD and w.post.startswith(".") and not last:
            out[k] = f"{w.pre}{w.core}{w.post[1:]}"
        elif core in _WITH_PERIOD and w.core.isupper() and not w.post.startswith("."):
            out[k] = f"{w.pre}{w.core}.{w.post}"
    return out


#: Feminine determiners before the realised common noun ("la", "une", "cette" ...).
_DETERMINERS = frozenset(
    ["la", "une", "cette", "ma", "ta", "sa", "notre", "votre", "leur", "quelle", "chaque", "aucune"]
)
#: The adjective of the address formula ("Chère madame", "Très chère madame").
_VOCATIVE = frozenset(["chère", "chères"])


def common_noun_monsieur(base: list[str], tokens: Sequence[str], morph: Morphology | None) -> list[str]:
    """``base`` with "dame" for each "madame" that the realisation made of a common noun
    "monsieur" after a determiner or an adjective (module docstring). The realisation may be
    longer than ``tokens`` ("du Premier monsieur" -> "de la Première madame"), so the words
    before it are read in ``base``; a "madame" the MT wrote itself is left alone."""
    original = [Word.parse(t).core.lower() for t in tokens]
    if "monsieur" not in original or "madame" in original:
        return base
    out = list(base)
    for k in range(1, len(base)):
        w = Word.parse(base[k])
        if w.core.lower() != "madame":
            continue
        before = Word.parse(base[k - 1])
        prev = before.core.lower()
        if before.post.strip():
            continue  # "Bonjour, monsieur": the vocative takes "madame"
        if prev in _VOCATIVE and (k == 1 or Word.parse(base[k - 2]).core.lower() not in _DETERMINERS):
            continue  # "Chère madame,": the address formula keeps the title
        adjective = morph is not None and any(r.pos == "adj" for r in morph.readings(prev))
        if prev in _DETERMINERS or adjective:
            out[k] = w.render("dame")
    return out
