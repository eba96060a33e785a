"""Plurals of the person nouns in -co/-go the dictionary has only in the masculine (it-inflect-60,
branch it65).

A masculine noun in -co or -go makes its plural in -ci or -chi (-gi or -ghi) by a choice of usage
("sindaci", "monaci", but "cuochi", "chirurghi"), while its feminine in -ca/-ga always makes
-che/-ghe (Serianni, *Grammatica italiana*, III.94-104 on the plural of the nouns in -co/-go and
-ca/-ga). The rules guessed from the ending alone: "sindaci" was read as an epicene plural in
-aci ("capaci", "audaci") and kept its form ("le sindaci"), and "sindache" became "sindachi".
Where Apertium's dictionary reads the masculine plural as the plural of a noun in -co/-go
(``sindaco<n><m><pl>``), :func:`co_plural` gives the feminine plural from the lemma
("sindaco" -> "sindache"), and for a feminine plural in -che/-ghe the dictionary lacks, the one
of -ci/-chi (-gi/-ghi) that the dictionary reads as that lemma's masculine plural
("sindache" -> "sindaci", "monache" -> "monaci"; the -chi form asked first). A feminine in
-ghe is left to the ending rules ("-ghe" -> "-ghi"): the dictionary lists rare variants in -gi
as the only plural of some nouns in -go ("profugi", not "profughi"), and the nouns in -go make
-ghi but for those in -ologo/-ofago (Serianni III.101-103), which the ending rules know.
"""

from __future__ import annotations

from fairmt.inflect.apertium_morph import Morphology
from fairmt.inflect.romance import Gender

__all__ = ["co_plural"]


def _co_lemma(morph: Morphology, word: str) -> str | None:
    """The lemma in -co/-go of ``word`` read as a masculine plural noun (one lemma only)."""
    lemmas = {
        r.lemma
        for r in morph.readings(word)
        if r.pos == "n" and r.gender == "m" and r.number == "pl" and r.lemma.endswith(("co", "go"))
    }
    return next(iter(lemmas)) if len(lemmas) == 1 else None


def co_plural(morph: Morphology, word: str, gender: Gender) -> str | None:
    """The plural of the person noun ``word`` (a plural in -ci/-chi/-gi/-ghi, or -che) in
    ``gender`` by its lemma in -co/-go; ``None`` where the dictionary does not settle it."""
    if not word.isalpha() or not word.islower():
        return None
    if gender == "F" and word.endswith(("ci", "gi", "chi", "ghi")):
        lemma = _co_lemma(morph, word)
        return None if lemma is None else lemma[:-1] + "he"
    if gender == "M" and word.endswith("che") and not morph.readings(word):
        stem = word[:-3]
        for cand in (stem + "chi", stem + "ci"):
            if _co_lemma(morph, cand) == stem + "co":
                return cand
    return None
