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
  not *tous les deux jours*, "every other day", whose numeral determines a noun), in the *vous*
  subject's own clause or detached at the sentence end (not *... que vos fils soient tous les
  trois là*, where it counts the sons). *Vous tous* followed by *les* + a noun is no apposition
  (*Je pense à vous tous les jours*: the adverbial *tous les jours*).

Either makes the *vous* subject plural, so its attribute is realised in the plural
(*chanceuses*, *chanceux*).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from fairmt.inflect.french_group_pronouns import _CARDINALS

__all__ = ["plural_vous"]

#: Words apposed right after "vous" that make it plural (the cardinals two to ten: one person is
#: never "vous un").
_APPOSED = _CARDINALS | frozenset(["tous", "toutes", "autres"])
#: Subject pronouns of another clause ("Je pense à vous tous les jours, et je ...").
_OTHER_SUBJECTS = frozenset(["je", "j'", "tu", "il", "elle", "on", "nous", "ils", "elles"])


def _noun(tokens: Sequence[str], low: Sequence[str], k: int, morph: Any) -> bool:
    """Whether ``low[k]`` is a noun and no verb, not after punctuation ending ``tokens[k - 1]``."""
    if k >= len(low) or tokens[k - 1].rstrip()[-1:] in ",.;:!?":
        return False
    rs = morph.readings(low[k])
    return any(r.pos == "n" for r in rs) and not any(r.pos.startswith("vb") for r in rs)


def _same_clause(tokens: Sequence[str], low: Sequence[str], a: int, b: int) -> bool:
    """Whether nothing between tokens ``a`` and ``b`` opens another clause: no "que"/"qui", no
    other subject pronoun, no ";" (Grevisse and Goosse, *Le Bon Usage*: an apposition belongs
    to the clause of the noun or pronoun it is apposed to)."""
    lo, hi = min(a, b), max(a, b)
    for m in range(lo, hi):
        w = low[m]
        if m > lo and (w in ("que", "qui") or w.startswith(("qu'", "qu’")) or w in _OTHER_SUBJECTS):
            return False
        if ";" in tokens[m]:
            return False
    return True


def _detached_at_end(tokens: Sequence[str], k: int) -> bool:
    """Whether the quantifier opening at ``k`` follows a comma and ends the sentence
    (``..., toutes les trois.``), three words at most."""
    return k > 0 and tokens[k - 1].rstrip().endswith(",") and len(tokens) - k <= 4


def plural_vous(tokens: Sequence[str], low: Sequence[str], morph: Any, s: int) -> bool:
    """Whether the *vous* subject at ``s`` is shown plural by an apposed quantifier (module
    docstring). ``low`` holds the lower-cased cores of ``tokens``; a cardinal followed by
    punctuation or the sentence end heads no noun. The quantifier must be in that subject's
    own clause (:func:`_same_clause`), or detached at the sentence end: in *Vous êtes surpris
    que vos parents soient tous les deux partis*, "tous les deux" is the parents'."""
    for k, w in enumerate(low):
        if w == "vous" and k + 1 < len(low) and low[k + 1] in _APPOSED and _same_clause(tokens, low, k, s):
            q = low[k + 1]
            if q in _CARDINALS and _noun(tokens, low, k + 2, morph):
                continue  # "vous deux jours"
            adverbial = q in ("tous", "toutes") and k + 3 < len(low) and low[k + 2] == "les"
            if adverbial and low[k + 3] not in _CARDINALS and _noun(tokens, low, k + 3, morph):
                continue  # "Je pense à vous tous les jours": "tous les jours" is an adverbial
            return True
        if (
            w in ("tous", "toutes")
            and k + 2 < len(low)
            and low[k + 1] == "les"
            and low[k + 2] in _CARDINALS
            and not _noun(tokens, low, k + 3, morph)
            and (_same_clause(tokens, low, k, s) or _detached_at_end(tokens, k))
        ):
            return True
    return False
