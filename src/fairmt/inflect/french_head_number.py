"""An adjective of one form for both numbers takes the number of the plural noun it follows,
past a noun complement (fr-inflect-81, fr67).

A masculine adjective in -s or -x ("japonais", "heureux") says no number; realised alone in
the feminine it came out singular ("les chefs d'orchestre japonais" -> "les cheffes d'orchestre
japonaise"). The epithet takes the number of its noun (Grevisse and Goosse, *Le Bon Usage*,
the agreement of the adjective): when the word right before it, or the head before a *de*
complement ("chefs d'orchestre", "membres de droit"), is a noun the dictionary reads only in the
plural, the adjective is plural. The complement's own number does not count: "un chef
d'orchestre japonais" stays singular, since its head "chef" is. Only an adjective whose
plural in the new gender is another word counts: "mâles", of one form, is left to the lexicon's
pair ("femelles"), and the caller leaves "masculins", whose stem swaps, to the stem rule.

Only a head that names persons counts (the inflector's ``person_noun``). The adjective realised
alone is the one the MT gave the flipped person's gender; after a plural thing noun it is
usually a detached attribute of the singular subject ("Le guide a quitté les quais soucieux"),
and the thing's plural says nothing of its number.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.apertium_morph import Morphology
from fairmt.inflect.base import Word

__all__ = ["plural_head_before"]


def plural_head_before(
    tokens: Sequence[str], k: int, morph: Morphology, gender: str, person: Callable[[str], bool]
) -> bool:
    """Whether the noun that ``tokens[k]`` follows (past a "de"/"d'" complement) is plural only
    and a person noun (``person``), and ``tokens[k]`` has a plural of its own in ``gender``."""
    if k < 1 or Word.parse(tokens[k - 1]).post.strip():
        return False
    word = Word.parse(tokens[k]).core.lower()
    if morph.agree(word, gender, "pl") in (None, word):
        return False
    head = k - 1
    before = Word.parse(tokens[head]).core.lower()
    if before.startswith(("d'", "d’")):
        head -= 1  # "chefs d'orchestre"
    elif head >= 2 and Word.parse(tokens[head - 1]).core.lower() in ("de", "d'", "d’"):
        head -= 2  # "membres de droit"
    if head < 0 or Word.parse(tokens[head]).post.strip():
        return False
    # Only a word the dictionary reads as nothing but a plural noun: "mais" is also the plural of
    # "mai", and a conjunction ("épuisé mais heureux").
    noun = Word.parse(tokens[head]).core.lower()
    readings = morph.readings(noun)
    return bool(readings) and all(r.pos == "n" and r.number == "pl" for r in readings) and person(noun)
