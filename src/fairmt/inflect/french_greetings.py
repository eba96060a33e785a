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
_BEFORE = frozenset({"oh", "ah", "eh", "et", "alors", "donc", "encore", "re"})
#: Opening quotes and dialogue dashes, which may stand before it as tokens of their own ("« Bienvenue
#: à tous ! »", "— Bienvenue !"). (fr-inflect-52: they were in :data:`_BEFORE`, which is matched on
#: a token's letters, and a punctuation token has none: the greeting was missed after them.)
_OPENERS = frozenset('«"“„‹—–-')


def _parts(token: str) -> tuple[str, str]:
    """A token's lower-cased letters and its punctuation (all of it for a punctuation token)."""
    w = Word.parse(token)
    return w.core.lower(), (w.post if w.core else w.pre + w.post).strip()


def greeting_bienvenue(tokens: Sequence[str], span: tuple[int, int]) -> bool:
    """Whether ``span`` is the one word *bienvenue* used as the greeting (module docstring)."""
    s, e = span
    if e - s != 1 or not 0 <= s < len(tokens):
        return False
    word = Word.parse(tokens[s])
    if word.core.lower() != "bienvenue":
        return False
    k = s - 1
    while k >= 0:
        core, punct = _parts(tokens[k])
        if (core in _BEFORE and not punct) or (not core and punct and set(punct) <= _OPENERS):
            k -= 1
        else:
            break
    if k < 0:
        return True
    core, punct = _parts(tokens[k])
    return any(ch in punct for ch in ".!?,;:") or (not core and bool(punct))
