"""A plural nominalised adjective that opens its clause as a person span, Spanish and Italian (es-inflect-34,
it-inflect-43; issue 12).

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
it more often stands for a thing named before ("la roja"). The Italian inflector uses the same
reading for "Le interessate devono chiamarci" (Serianni, *Grammatica italiana*, V.6, the
adjective used as a noun; it-inflect-43).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from fairmt.inflect.base import Word
from fairmt.inflect.readings import Reading, finite_only

__all__ = ["nominalised_subject_spans"]


def _adjectival(r: Reading) -> bool:
    return r.pos == "adj" or (r.pos.startswith("vb") and "pp" in r.tags)


def nominalised_subject_spans(
    tokens: Sequence[str],
    read: Callable[[str], Sequence[Reading]],
    articles: Collection[str] = ("los", "las"),
    joins: Collection[str] = ("y", "e", "pero"),
    relative: str = "que",
    every_reading: bool = True,
) -> list[tuple[int, int]]:
    """One-token spans of the adjectives of plural nominalised subjects (module docstring).
    Italian passes its plural articles ("le", "gli", "i"), joins and "che", and
    ``every_reading=False``: a participle there is also a finite form ("interessate", "you
    interest"), which cannot stand before the clause's finite verb, so one plural adjective or
    participle reading is enough."""
    words = [Word.parse(t) for t in tokens]
    out: list[tuple[int, int]] = []
    for t in range(len(words) - 2):
        art, adj, nxt = words[t], words[t + 1], words[t + 2]
        if art.lower not in articles or art.post or adj.post:
            continue
        if t > 0 and not words[t - 1].post.strip() and words[t - 1].lower not in joins:
            continue
        rs = read(adj.lower)
        plural = [r for r in rs if _adjectival(r) and r.number in ("pl", "sp")]
        if not plural or (every_reading and not all(_adjectival(r) for r in rs)):
            continue
        after = read(nxt.lower)
        finite = finite_only(after)
        if nxt.lower == relative or finite:
            out.append((t + 1, t + 2))
    return out
