"""A *vous* subject that an apposed quantifier shows to be plural (fr-inflect-79, frg66).

*Vous* is the polite singular as well as the plural, so the speaker-predicate walk
(:func:`fairmt.inflect.french_agreement.speaker_predicates`) leaves its number open and lets the
attribute's own form decide. A masculine attribute whose singular and plural are one form
(*heureux*, *chanceux*, *surpris*) then decides nothing, and its feminine is realised in the
singular (*chanceuse*), even where the sentence says that *vous* is several people. French says
so with a quantifier in apposition to the pronoun (Grevisse and Goosse, *Le Bon Usage*, the
cardinal numeral and *tous* as apposed pronouns; *vous autres*):

* a cardinal, *tous*/*toutes* or *autres* right after *vous* (*Vous deux, vous êtes chanceuses*;
  *Vous trois êtes prêtes*; *Vous autres, vous êtes fatiguées*);
* *tous les* / *toutes les* + a cardinal that heads no noun (*Vous êtes prêtes, toutes les deux*;
  not *tous les deux jours*, "every other day", whose numeral determines a noun).

Either makes the *vous* subject plural, so its attribute is realised in the plural
(*chanceuses*, *chanceux*).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

__all__ = ["plural_vous"]

#: Cardinals from two to ten (one person is never "vous un").
_CARDINALS = frozenset(["deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix"])
#: Words apposed right after "vous" that make it plural.
_APPOSED = _CARDINALS | frozenset(["tous", "toutes", "autres"])


def _determines(tokens: Sequence[str], low: Sequence[str], k: int, morph: Any) -> bool:
    """Whether the cardinal at ``k`` determines the noun after it ("deux jours"); not before
    punctuation or at the end."""
    if k + 1 >= len(low) or tokens[k].rstrip()[-1:] in ",.;:!?":
        return False
    rs = morph.readings(low[k + 1])
    return any(r.pos == "n" for r in rs) and not any(r.pos.startswith("vb") for r in rs)


def plural_vous(tokens: Sequence[str], low: Sequence[str], morph: Any) -> bool:
    """Whether the sentence's *vous* is shown plural by an apposed quantifier (module
    docstring). ``low`` holds the lower-cased cores of ``tokens``; a cardinal followed by a
    comma or the sentence end heads no noun."""
    for k, w in enumerate(low):
        if (
            w == "vous"
            and k + 1 < len(low)
            and low[k + 1] in _APPOSED
            and (low[k + 1] not in _CARDINALS or not _determines(tokens, low, k + 1, morph))
        ):
            return True
        if (
            w in ("tous", "toutes")
            and k + 2 < len(low)
            and low[k + 1] == "les"
            and low[k + 2] in _CARDINALS
            and not _determines(tokens, low, k + 2, morph)
        ):
            return True
    return False
