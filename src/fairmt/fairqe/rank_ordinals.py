"""The ordinal rank after a verb of finishing a race (en-cues-32, helper exp28it, issue 13).

Italian "finire", "arrivare", "giungere" and "classificarsi" take a predicative ordinal, the
rank the subject reached, and the ordinal agrees with the subject in gender and number: "finì
quarta nella gara" (she), "arrivò secondo" (he). This is the subject's predicative complement
after an intransitive verb (Serianni, *Grammatica italiana*, II.37-40, "complemento predicativo
del soggetto" with "verbi intransitivi": "arrivò primo"; Treccani, *Enciclopedia dell'italiano*,
"complemento predicativo"). The ordinal is read only when nothing follows it but punctuation, a
preposition or a conjunction: before a noun it is an attribute ("al quarto posto"), and
"secondo" before an article is the preposition "according to" ("arrivò secondo le previsioni").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.fairqe.types import Realisation
from fairmt.inflect.italian_ordinals import rank_ordinal_gender

__all__ = ["rank_ordinals"]

#: Finite third-person singular forms of the ranking verbs (past, present, imperfect), per language.
_RANK_VERBS: dict[str, frozenset[str]] = {
    "it": frozenset(
        [
            "finì",
            "finisce",
            "finiva",
            "arrivò",
            "arriva",
            "arrivava",
            "giunse",
            "giunge",
            "giungeva",
            "classificò",
            "classifica",
            "classificava",
        ]
    ),
}
#: The gender of a rank ordinal, per language (the stems: :mod:`fairmt.inflect.italian_ordinals`).
_ORDINAL_GENDER: dict[str, Callable[[str], Realisation | None]] = {"it": rank_ordinal_gender}
#: Words an ordinal may stand before and still be the predicative (prepositions, conjunctions).
_AFTER: dict[str, frozenset[str]] = {
    "it": frozenset(
        [
            "a",
            "al",
            "alla",
            "ai",
            "alle",
            "in",
            "nel",
            "nella",
            "nei",
            "nelle",
            "con",
            "col",
            "dietro",
            "davanti",
            "tra",
            "fra",
            "e",
            "ed",
            "o",
            "ma",
            "per",
            "su",
            "sul",
            "sulla",
            "di",
            "del",
            "della",
            "dei",
            "delle",
            "da",
            "dal",
            "dalla",
            "dopo",
        ]
    ),
}


def _ordinal_gender(word: str, lang: str) -> Realisation | None:
    gender = _ORDINAL_GENDER.get(lang)
    return None if gender is None else gender(word)


def rank_ordinals(
    norm: Sequence[str], tokens: Sequence[str], lang: str, subjectless: Callable[[int], bool]
) -> list[tuple[int, Realisation]]:
    """The (token, gender) of each predicative ordinal right after a ranking verb whose clause
    has the one person as subject (``subjectless`` on the verb's token)."""
    verbs = _RANK_VERBS.get(lang)
    if not verbs:
        return []
    after = _AFTER[lang]
    out: list[tuple[int, Realisation]] = []
    for k in range(len(norm) - 1):
        if norm[k] not in verbs or tokens[k].rstrip("\"'»”’)").endswith((",", ";", ":", ".")):
            continue
        g = _ordinal_gender(norm[k + 1], lang)
        if g is None:
            continue
        last = tokens[k + 1].rstrip("\"'»”’)")
        ends = last.endswith((",", ";", ":", ".", "!", "?")) or k + 2 >= len(norm)
        if not ends and norm[k + 2] not in after:
            continue
        if subjectless(k):
            out.append((k + 1, g))
    return out
