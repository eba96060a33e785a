"""A plural nominalised adjective that opens its clause as a person span (es-inflect-34, issue 12).

"Those who are interested should call us" -> "Las interesadas deben llamarnos": Spanish makes
an adjective or participle a noun with the definite article, and in the plural with no noun
before it in the clause such a phrase names people ("los interesados", "las heridas"; RAE,
*Nueva gramática* §13.10, adjetivos sustantivados que designan personas). The English "those
who" is a cue the aligner often leaves without a target word, and the person nouns the realiser
offers such a cue (:meth:`fairmt.inflect.spanish_persons.SpanishPersonSpans.person_spans`) had
only nouns, so the phrase, the only place the group's gender shows, kept it in every variant.

:func:`nominalised_subject_spans` gives the adjective of "los"/"las" + adjective or participle
(every reading of the word one of those, plural) when the article opens the sentence or follows
punctuation or "y"/"pero", and the next word is "que" or a finite verb (the phrase is the
subject; "las rojas de la tienda" is no such phrase). A singular ("la interesada") is left out:
it more often stands for a thing named before ("la roja").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from fairmt.inflect.base import Word

__all__ = ["nominalised_subject_spans"]

_FINITE_POS = ("vblex", "vbser", "vbhaver", "vbmod")
_NON_FINITE = frozenset(["pp", "inf", "ger"])


class _Reading(Protocol):
    """A dictionary reading (:class:`fairmt.inflect.spanish_morph.Reading`)."""

    @property
    def pos(self) -> str: ...

    @property
    def number(self) -> str: ...

    @property
    def tags(self) -> tuple[str, ...]: ...


def nominalised_subject_spans(
    tokens: Sequence[str], read: Callable[[str], Sequence[_Reading]]
) -> list[tuple[int, int]]:
    """One-token spans of the adjectives of plural nominalised subjects (module docstring)."""
    words = [Word.parse(t) for t in tokens]
    out: list[tuple[int, int]] = []
    for t in range(len(words) - 2):
        art, adj, nxt = words[t], words[t + 1], words[t + 2]
        if art.lower not in ("los", "las") or art.post or adj.post:
            continue
        if t > 0 and not words[t - 1].post.strip() and words[t - 1].lower not in ("y", "e", "pero"):
            continue
        rs = read(adj.lower)
        if not rs or not all(r.pos == "adj" or (r.pos.startswith("vb") and "pp" in r.tags) for r in rs):
            continue
        if not any(r.number in ("pl", "sp") for r in rs):
            continue
        after = read(nxt.lower)
        finite = bool(after) and all(r.pos in _FINITE_POS and not _NON_FINITE & set(r.tags) for r in after)
        if nxt.lower == "que" or finite:
            out.append((t + 1, t + 2))
    return out
