"""Coordinated first parts of a compound written apart, before a person noun (de-inflect-30).

German coordinates two compounds that share their head by writing the head once, with a hyphen
for the left-out part: "Rockabilly- und Swing-Gitarrist" (Duden, Rechtschreibung: Ergänzungsstrich;
Duden, Die Grammatik: Koordination von Wortteilen). MT output often drops the hyphens and writes
the parts apart: "amerikanischer Rockabilly und Swing Gitarrist" for "American rockabilly and
swing guitarist". The phrase is still one noun phrase whose head is the person noun, so the
adjective before the first part agrees with that head ("amerikanische Rockabilly und Swing
Gitarristin"). The single first part written apart ("der Chef Inspektor") is
``GermanContext._open_compound_modifier``; this module adds its coordinated form.

:func:`coordinated_first_parts` says whether the word at ``k``, right before the person noun, is
the second of two such parts: written together with the noun it is a compound Wiktionary's
data pairs (``german_lexicon.lookup``: "Swinggitarrist"), ``und``/``oder`` stands before it, a
capitalised word before that, and a determiner or a declined adjective before the first part.
No punctuation may stand between any of them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect import german_lexicon
from fairmt.inflect.base import Word

__all__ = ["coordinated_first_parts"]


def _part(w: Word) -> bool:
    """A capitalised word with no punctuation around it, the shape of a compound's first part."""
    core = w.core
    return (
        not w.pre
        and not w.post
        and len(core) > 2
        and core.isalpha()
        and core[:1].isupper()
        and core[1:].islower()
    )


def coordinated_first_parts(
    words: Sequence[Word], k: int, is_det: Callable[[str], str | None], adjective: Callable[[str], bool]
) -> bool:
    """Whether ``words[k - 2 : k + 1]`` are coordinated first parts of the compound whose head is
    the person noun at ``k + 1`` (module docstring)."""
    if k < 3 or k + 1 >= len(words) or not german_lexicon.available():
        return False
    second, conj, first, before = words[k], words[k - 1], words[k - 2], words[k - 3]
    if not (_part(second) and _part(first)) or conj.pre or conj.post or conj.core not in ("und", "oder"):
        return False
    head = words[k + 1].core
    if not head.isalpha() or german_lexicon.lookup(second.core + head.lower()) is None:
        return False
    if before.post:
        return False
    return is_det(before.core.lower()) is not None or (before.core[:1].islower() and adjective(before.core))
