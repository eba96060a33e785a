"""The greeting *Bienvenue* is invariable (fr-inflect-51).

"Welcome!" is translated by the feminine noun *bienvenue* used alone as a formula of welcome:
"Bienvenue !", "Bienvenue à toutes et à tous", "Bienvenue chez nous", "Bienvenue à la maison,
tu dois être fatiguée". It is the noun of *souhaiter la bienvenue* (TLFi *bienvenue*, subst.
fém.; the Académie française, *Dire, ne pas dire*, "Bienvenue à tous": the formula is the noun
and does not agree with the people welcomed), so it keeps its form in every realisation. The
adjective *bienvenu* agrees: as an attribute ("Tu es la bienvenue", "Soyez les bienvenus",
"Vous êtes bienvenues") it follows *être* or a determiner. So *bienvenue* counts as the greeting
when it opens its sentence or a stretch after punctuation, with no determiner and no verb
before it; the realiser's cue for the English "Welcome" (an addressee's predicate) then changes
nothing there.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Word

__all__ = ["greeting_bienvenue"]

#: What may stand before the greeting in its stretch: an interjection or a coordinator.
_BEFORE = frozenset({"oh", "ah", "eh", "et", "alors", "donc", "encore", "re", "«", '"', "“", "—", "-"})


def greeting_bienvenue(tokens: Sequence[str], span: tuple[int, int]) -> bool:
    """Whether ``span`` is the one word *bienvenue* used as the greeting (module docstring)."""
    s, e = span
    if e - s != 1 or not 0 <= s < len(tokens):
        return False
    word = Word.parse(tokens[s])
    if word.core.lower() != "bienvenue":
        return False
    k = s - 1
    while k >= 0 and Word.parse(tokens[k]).core.lower() in _BEFORE and not Word.parse(tokens[k]).post.strip():
        k -= 1
    if k < 0:
        return True
    prev = Word.parse(tokens[k])
    return any(ch in prev.post for ch in ".!?,;:") or (not prev.core and bool(prev.post.strip()))
