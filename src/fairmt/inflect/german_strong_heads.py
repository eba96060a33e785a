"""A person noun with a weak-looking suffix that Wiktionary declines strong (de-inflect-49).

Most masculines in -ant, -ent, -ist, -at ... are weak ("der Demonstrant, des Demonstranten, die
Demonstranten": Duden, Die Grammatik, schwache Maskulina), and the inflector guesses so from the
suffix (german_nouns.WEAK_ENDINGS) where Wiktionary pairs no feminine. A few are strong:
"der Leutnant, des Leutnants, die Leutnante/Leutnants", "der Oberstleutnant, des
Oberstleutnants" (Duden). The guess made the masculine of "einer Oberstleutnantin" the weak
"eines Oberstleutnanten" and the plural of "Leutnantinnen" "Leutnanten".

Wiktionary's declension table decides where it has one: when the stem, or its head of six
letters or more after a compound boundary (the head of a determinative compound gives it its
declension: "Armeeoberstleutnant" is declined as "Oberstleutnant"), is a masculine that Wiktionary lists
without its feminine and declines strong, its singular and plural are Wiktionary's. Only a
stem already read as a person noun (a feminine in -in, a masculine agent noun) comes here, so a
thing Wiktionary lists in the same table ("der Diamant") is never made a person by it.

A boundary is where the part before the head is a noun Wiktionary lists (with or without a
linking "s": "Armee", "Regierungs"), or a hyphen. A tail that merely looks like a listed noun is
no head: "Assistent" ends in "stent" (der Stent, strong), but it is the weak "Assistent", not a
compound of "Assi" and "Stent"; the six letters keep such short nouns out as well.
"""

from __future__ import annotations

from fairmt.inflect import german_lexicon

__all__ = ["strong_listed_masculine"]

#: The shortest head read (shorter tails of a word are mostly no nouns of their own).
_MIN_HEAD = 6


def _boundary(prefix: str) -> bool:
    """Whether a compound's head can start after ``prefix`` (module docstring)."""
    if not prefix or prefix.endswith("-"):
        return True
    for part in (prefix, prefix[:-1] if prefix.endswith("s") else ""):
        if len(part) >= 3 and german_lexicon.whole_genus(part[:1].upper() + part[1:]):
            return True
    return False


def strong_listed_masculine(stem: str) -> tuple[str, str] | None:
    """``(singular, plural)`` of the masculine ``stem`` where Wiktionary declines it, or its
    longest head, strong (module docstring); ``None`` otherwise."""
    for i in range(len(stem) - _MIN_HEAD + 1):
        head = stem[i:]
        entry = german_lexicon.masculine_only(head)
        if entry is None or entry.forms[0].lower() != head.lower() or not _boundary(stem[:i]):
            continue
        if entry.weak:
            return None  # the longest listed head is weak: the suffix's guess stands
        prefix, plural = stem[:i], entry.forms[1]
        if prefix and not prefix.endswith("-"):
            plural = plural[:1].lower() + plural[1:]
        return stem, prefix + plural
    return None
