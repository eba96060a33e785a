"""A capitalised ordinal that belongs to a title before a person noun ("Erster Minister").

German capitalises an ordinal adjective that is part of a title or office ("Erster
Bürgermeister", "Zweiter Vorsitzender", "Erster Sekretär"; Duden, Rechtschreibung: adjectives
in titles and names of offices are capitalised), and MT keeps that spelling for English titles
("First Minister"). The ordinal is still an attributive adjective: it declines with the noun
and agrees with the person ("ehemaliger Erster Minister" -> "ehemalige Erste Ministerin").
Only the ordinals are taken (no other capitalised word is an adjective by this test); the
phrase reader asks it for the word right before the person noun.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Word
from fairmt.inflect.german_words import PLURAL_COPULAS

#: Stems of the ordinals first to tenth (Duden, Die Grammatik: Ordinalzahlen, -t/-st).
_ORDINAL_STEMS = frozenset(
    ["erst", "zweit", "dritt", "viert", "fünft", "sechst", "siebt", "siebent", "acht", "neunt", "zehnt"]
)
#: The adjective endings an attributive ordinal can have.
_ENDINGS = ("em", "en", "er", "es", "e")


def title_ordinal(word: str) -> bool:
    """Whether ``word`` is a capitalised, declined ordinal (Erster, Erste, Ersten, Zweiter ...)."""
    if not (word[:1].isupper() and word.isalpha() and word[1:].islower()):
        return False
    low = word.lower()
    return any(low.endswith(e) and low[: -len(e)] in _ORDINAL_STEMS for e in _ENDINGS)


#: Plural finite forms of the copulas (sein, werden, bleiben) a predicative follows (here a rank;
#: german_predicate_relatives: a predicate noun).
PLURAL_COPULA_VERBS = PLURAL_COPULAS | {"werden", "bleiben"}


def rank_of_plural_subject(words: Sequence[Word], t: int) -> bool:
    """(de-inflect-34) Whether the ordinal ``words[t]`` with the strong singular ending -er
    ("Zweiter", "Dritter") follows a plural copula in its clause ("Die Foxes waren im Dezember
    Zweiter und Dritter"): a predicative that agreed with plural persons would be plural too
    ("Sie waren Zweite"; Duden, Die Grammatik: Kongruenz im prädikativen Nominativ), so the
    singular names a rank, a team's place in a table, and no person."""
    w = words[t]
    if not title_ordinal(w.core) or not w.core.lower().endswith("er"):
        return False
    k = t - 1
    while k >= 0 and not words[k].post and t - k <= 8:
        if words[k].core.lower() in PLURAL_COPULA_VERBS:
            return True
        k -= 1
    return False
