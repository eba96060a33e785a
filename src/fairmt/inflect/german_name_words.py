"""German: the shape of a bare name, and stepping over one (de66).

:func:`name_word` says that a word can be part of a bare name (capitalised letters and hyphens,
no punctuation around it); :mod:`fairmt.inflect.german_name_subjects` reads the Vorfeld with it.

:func:`skip_name` serves the "als" phrase of a verb of naming
(:func:`fairmt.inflect.german_case.als_after_object`): in "Im Verein sah sich Yilmaz immer als
die Erfinderin" the subject name stands between the reflexive object "sich" and "als", and the
phrase still describes that accusative object ("als den Erfinder"; Duden, *Die Grammatik*:
Kongruenz der als-Phrase). With a verb of naming the "als" phrase describes the accusative
whichever of pronoun and name is the subject ("beschrieb sie Berg als ..."), so the name is
stepped over without asking which it is. A word Wiktionary lists as a noun, unless also as a given
name, is no part of such a name ("sich die Ärztin als ..." is a noun phrase, left to the rules
that read one).

This module imports only the lexicon, so that the case rules can use it.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect import german_lexicon
from fairmt.inflect.base import Word

__all__ = ["name_word", "skip_name"]

#: The most words a bare name may have.
MAX_NAME = 3


def name_word(word: Word) -> bool:
    """Whether ``word`` can be part of a bare name: capitalised letters (and hyphens), with no
    punctuation around it."""
    core = word.core
    if not core or word.pre or word.post:
        return False
    return core[:1].isupper() and core.replace("-", "").isalpha()


def _unlisted_name_word(word: Word) -> bool:
    """A name word that Wiktionary lists as a given name, or not as a noun at all."""
    if not name_word(word):
        return False
    return german_lexicon.given_name(word.core) or not german_lexicon.known_noun(word.core)


def skip_name(words: Sequence[Word], k: int) -> int:
    """The index before the run of one to :data:`MAX_NAME` unlisted name words that ends at
    ``k``; ``k`` itself when no such run ends there or the run is longer (module docstring)."""
    j = k
    while j > 0 and k - j < MAX_NAME and _unlisted_name_word(words[j]):
        j -= 1
    if j == k or (j > 0 and _unlisted_name_word(words[j])):
        return k
    return j
