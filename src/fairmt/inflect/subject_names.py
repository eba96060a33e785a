"""The words of a translation that may be a named subject, shared by the Romance inflectors'
:meth:`~fairmt.inflect.base.Inflector.subject_name_spans` (Spanish and French).

A name the English has too is a clause's subject candidate at its last word (the head of a
multi-word name: "Ana *García*"), unless the word before the name is one that makes it part of
another phrase (an article, a preposition: "de Cook") or another subject's coordination ("y Ana").
Which words those are is the language's (``not_before``); French names may be hyphenated
("Jean-Pierre"), Spanish ones are tested as written.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Word

__all__ = ["last_name_word_spans"]


def last_name_word_spans(
    tokens: Sequence[str], names: frozenset[str], not_before: frozenset[str], hyphens: bool = False
) -> list[tuple[int, int]]:
    """One-token spans of the last word of each name of ``names`` in ``tokens`` (capitalised,
    alphabetic, with hyphens where ``hyphens``), not after a word of ``not_before``."""
    out: list[tuple[int, int]] = []
    words = [Word.parse(t) for t in tokens]
    for t, w in enumerate(words):
        core = w.core
        letters = core.replace("-", "") if hyphens else core
        if core not in names or not core[:1].isupper() or not letters.isalpha() or w.pre.strip():
            continue
        if t + 1 < len(words) and not w.post.strip() and words[t + 1].core in names:
            continue  # not the last word of the name
        k = t - 1
        while k >= 0 and not words[k].post.strip() and words[k].core in names:
            k -= 1  # the name's first word
        if k >= 0 and not words[k].post.strip() and words[k].core.lower() in not_before:
            continue
        out.append((t, t + 1))
    return out
