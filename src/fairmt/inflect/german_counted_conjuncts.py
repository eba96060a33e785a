"""Counted conjuncts of a list governed by one preposition (de-inflect-35).

A German preposition governs every conjunct of the noun phrase it takes, also when a conjunct is
counted by a cardinal or an indefinite numeral of its own: "aus 22 Baptistinnen, fünf Quäkerinnen und
vier Bischöfinnen", "mit zwei Lehrerinnen und drei Schülerinnen" (Duden, Die Grammatik: the
preposition's case reaches the whole coordinated phrase; a cardinal is an undeclined determiner-like
word before the noun, "mit drei Schülern"). So where :func:`german_case.list_preposition` walks back
from a later conjunct to the preposition, the count words before each conjunct are part of it, and
the masculine of "und drei Schülerinnen" after "mit" is the dative "und drei Schülern", not "drei
Schüler".

Only uninflected count words are skipped: digits ("22", "1.000") and the numerals of
:data:`german_words.NUMERALS` (zwei ... zwölf, hundert, beide, viele, einige, mehrere, wenige); an
inflected "vielen"/"einigen" is read as an adjective of the phrase already.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Word


def count_word(w: Word) -> bool:
    """Whether ``w`` is an uninflected count word inside a noun phrase (no punctuation after it)."""
    from fairmt.inflect.german_words import NUMERALS  # (german_words imports german_case, which uses this)

    if w.pre or w.post:
        return False
    core = w.core
    return core.lower() in NUMERALS or core.replace(".", "").isdigit()


def before_counts(words: Sequence[Word], k: int) -> int:
    """The index of the word before the count words that end at ``k`` (``k`` itself if it is none):
    for "und drei" at k pointing to "drei", the index of "und"."""
    while k >= 0 and count_word(words[k]):
        k -= 1
    return k
