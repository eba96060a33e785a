"""Predicatives of one dropped subject joined by "ma" and over "un po'" (it-inflect-43, issue 12).

"Ero stanca ma soddisfatta", "Erano sorprese e un po' preoccupate": coordinated predicatives
share the subject they are said of, whether the coordination is copulative (*e*) or
adversative (*ma*, *però*; Serianni, *Grammatica italiana*, XIV.13-17), and a degree adverb
may stand before the second one, also the locution *un po'* ("a little": Treccani, "po'").
The speaker's and a dropped third-person subject's predicatives
(:mod:`fairmt.inflect.italian_persons`) were joined only by *e* right before the next
adjective, so "soddisfatta" and "preoccupate" kept the original's gender: each side of the
pair got a variant the other never wrote.

:func:`coordinated_predicative` finds the predicative after such a conjunction (over degree
adverbs, :func:`degree_words`), when it shows the subject's number; the callers keep their
own tests of what a predicative is.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from fairmt.inflect.base import Word

__all__ = ["PREDICATE_JOINS", "coordinated_predicative", "degree_words"]

#: Conjunctions that join predicatives of one subject (it-inflect-46: also the disjunctive "o",
#: "oppure" and the negative "né": "stanca o malata"; Serianni XIV.13-20).
PREDICATE_JOINS = frozenset(["e", "ed", "ma", "però", "o", "oppure", "né"])


def degree_words(words: Sequence[Word], k: int, adverbs: Collection[str]) -> int:
    """How many words from ``k`` on are a degree adverb between predicatives: one of
    ``adverbs``, or the locution "un po'", two words; 0 when none (or punctuation follows)."""
    xl = words[k].core.lower()
    if xl in adverbs:
        return 0 if words[k].post.strip() else 1
    locution = xl == "un" and k + 1 < len(words) and not words[k].post.strip()
    if locution and words[k + 1].core.lower() in ("po'", "po", "pò") and not words[k + 1].post.strip():
        return 2
    return 0


def coordinated_predicative(
    words: Sequence[Word], k: int, number: str, adverbs: Collection[str], agreeing: Callable[[str], str]
) -> int | None:
    """The index of the predicative joined at ``k`` by a conjunction of
    :data:`PREDICATE_JOINS` (over degree adverbs: "e un po' preoccupate"), when ``agreeing``
    (a word's number as a gendered adjective or participle, ``""`` for none) gives it
    ``number``; ``None`` when ``k`` is no such conjunction."""
    if k >= len(words) or words[k].core.lower() not in PREDICATE_JOINS or words[k].post.strip():
        return None
    m = k + 1
    while m < len(words) and (step := degree_words(words, m, adverbs)):
        m += step
    if m < len(words) and number and agreeing(words[m].core.lower()) == number:
        return m
    return None
