"""Predicative adjectives listed with commas after *essere* (it-inflect-35).

A subject's predicative may be a list of adjectives joined by commas as well as by "e" ("La
curatrice era alta, bionda, e con un viso spigoloso"): each member agrees with the subject
(Serianni, *Grammatica italiana*, V.27 on the predicative's agreement, and XIV.4 on asyndetic
coordination, the members joined by a comma alone). The predicate finder of
:mod:`fairmt.inflect.italian_agreement` stopped at the first comma, so the realisation gave
"Il curatore era alto, bionda". Here the word after the comma goes on agreeing when it is an
adjective of the same gender as the predicative before it (one with no noun reading: a noun
after the comma opens another phrase, "era alta, capelli biondi") and it ends its own phrase
(punctuation, "e"/"ma", or the sentence's end follow), so that an adjective of a following
noun ("era alta, bionda ragazza") is left alone. An adjective of both genders ("era stanca,
felice e orgogliosa") keeps the list going. A tag question ("Sei stanca, vero?") is no member
(it-inflect-46).
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Word

__all__ = ["listed_predicative"]

_JOINERS = frozenset({"e", "ed", "ma"})


def _genders(word: str) -> set[str]:
    morph = morphology("it")
    if morph is None:
        return set()
    return {
        r.gender
        for r in morph.readings(word)
        if r.gender in ("m", "f") and (r.pos == "adj" or (r.pos in ("vblex", "vbser") and "pp" in r.tags))
    }


def listed_predicative(tokens: Sequence[str], k: int) -> int | None:
    """The index of the adjective listed after the predicative ``tokens[k]`` (which a comma
    ends) that agrees with the same subject, or ``None`` (module docstring)."""
    morph = morphology("it")
    if morph is None or k + 1 >= len(tokens) or Word.parse(tokens[k]).post.strip() != ",":
        return None
    before = _genders(Word.parse(tokens[k]).core.lower())
    nxt = Word.parse(tokens[k + 1])
    low = nxt.core.lower()
    if nxt.pre or not low.isalpha() or not low.islower() or len(before) != 1:
        return None
    if nxt.post.strip().startswith("?") and k + 2 >= len(tokens):
        # it-inflect-46: one word between the comma and the closing question mark is a tag
        # question asking for confirmation ("Sei stanca, vero?"; Treccani, "vero": "(non è)
        # vero?"), said of the proposition, not of the subject: it keeps its form.
        return None
    rs = morph.readings(low)
    if not rs or any(r.pos == "n" for r in rs) or not all(r.pos == "adj" or "pp" in r.tags for r in rs):
        return None
    if not _genders(low) <= before:
        return None  # (an adjective of both genders, "felice", goes on too)
    ends = (
        bool(nxt.post.strip()) or k + 2 >= len(tokens) or Word.parse(tokens[k + 2]).core.lower() in _JOINERS
    )
    return k + 1 if ends else None
