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
