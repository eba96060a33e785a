"""An adjective of one form for both numbers takes the number of the plural noun it follows,
past a noun complement (fr-inflect-81, fr67).

A masculine adjective in -s or -x ("néerlandais", "heureux") says no number; realised alone in
the feminine it came out singular ("les hommes d'affaires néerlandais" -> "les femmes d'affaires
néerlandaise"). The epithet takes the number of its noun (Grevisse and Goosse, *Le Bon Usage*,
the agreement of the adjective): when the word right before it, or the head before a *de*
complement ("hommes d'affaires", "membres de droit"), is a noun the dictionary reads only in the
plural, the adjective is plural. The complement's own number does not count: "un homme
d'affaires néerlandais" stays singular, since its head "homme" is. Only an adjective whose
plural in the new gender is another word counts: "mâles", of one form, is left to the lexicon's
pair ("femelles"), and the caller leaves "masculins", whose stem swaps, to the stem rule.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import Morphology
from fairmt.inflect.base import Word

__all__ = ["plural_head_before"]


def plural_head_before(tokens: Sequence[str], k: int, morph: Morphology, gender: str) -> bool:
    """Whether the noun that ``tokens[k]`` follows (past a "de"/"d'" complement) is plural only,
    and ``tokens[k]`` has a plural of its own in ``gender``."""
    if k < 1 or Word.parse(tokens[k - 1]).post.strip():
        return False
    word = Word.parse(tokens[k]).core.lower()
    if morph.agree(word, gender, "pl") in (None, word):
        return False
    head = k - 1
    before = Word.parse(tokens[head]).core.lower()
    if before.startswith(("d'", "d’")):
        head -= 1  # "hommes d'affaires"
    elif head >= 2 and Word.parse(tokens[head - 1]).core.lower() in ("de", "d'", "d’"):
        head -= 2  # "membres de droit"
    if head < 0 or Word.parse(tokens[head]).post.strip():
        return False
    # Only a word the dictionary reads as nothing but a plural noun: "mais" is also the plural of
    # "mai", and a conjunction ("épuisé mais heureux").
    readings = morph.readings(Word.parse(tokens[head]).core.lower())
    return bool(readings) and all(r.pos == "n" and r.number == "pl" for r in readings)
