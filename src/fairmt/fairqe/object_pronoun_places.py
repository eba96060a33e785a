"""Where an English object pronoun stands in a Romance translation when the seed lexicon put it
on a possessive (rules of en-cues-44).

The seed forms of "her" include the Italian and Spanish possessives ("suo", "sua", "su"), since
a possessive "her" becomes one. An object "her" ("They would then ask her to dress like this
character") never does: the object of a verb is an atonic pronoun in Italian, "le chiedevano" or
"la invitarono" (Serianni, *Grammatica italiana*, VII.33-VII.41 on the atonic pronouns; VI on the
possessives, which modify a noun and never stand for a verb's object). A possessive the seed
match or the aligner lands on near such a pronoun is another noun's ("come il suo personaggio"),
so the object pronoun is looked for at the place its position projects to, not at the
possessive, and a possessive counts as near only if it is near that place.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe.cue_target import _POSSESSED


def misplaced_on_possessive(norm: Sequence[str], chosen: Sequence[int], how: str, lang: str) -> bool:
    """Whether the word ``chosen`` for a non-possessive object pronoun, by the seed lexicon or
    the aligner, is a possessive of the target (the caller has checked that the English pronoun
    is not a possessive)."""
    return how in ("seed", "aligner") and bool(chosen) and norm[chosen[0]] in _POSSESSED.get(lang, ())


def possessive_within(norm: Sequence[str], place: float, lang: str, reach: float = 3) -> bool:
    """Whether a possessive of the target stands within ``reach`` tokens of ``place``."""
    forms = _POSSESSED.get(lang, frozenset())
    return any(norm[j] in forms for j in range(len(norm)) if abs(j - place) <= reach)
