"""Two persons the English names with two different nouns, realised independently (closed sets).

"The nurses were worried about the patient": both nouns are gender-ambiguous, and a translation
may give them different genders ("Le infermiere erano preoccupate per il paziente"). The rules
agents realise every ambiguous span in one gender at a time, and a *mixed* original gets both
uniform realisations while a uniform one gets only the other: the feminine and the masculine
translation of one source then get different variant sets (issue 12: the feminine original,
mixed, is no variant of the masculine one). Two persons are two referents, each free in gender
(Serianni, *Grammatica italiana*, V.27 and XI.9: agreement goes with each noun's own referent),
so every combination of their genders is a valid realisation; with the combinations added the
set is the same from every original.

Kept narrow: exactly two groups of spans, each reached by a role or relation noun cue of the
English (categories C7, C11, C12), two different English words, no span left without such a
cue, and none a predicate noun of the other's clause ("My neighbour is a teacher": one person);
and no explicit cue in the sentence ("The chief thanked the housekeeper because he ...": the
pronoun names one of them, which the explicit agent reads; the caller checks this).
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe.taxonomy import Category
from fairmt.fairqe.types import Cue

_NOUN_CUES = frozenset([Category.C7, Category.C11, Category.C12])


def two_persons(
    cues: Sequence[Cue], spans: Sequence[tuple[int, int]], predicates: Sequence[tuple[int, int]]
) -> tuple[list[int], list[int]] | None:
    """The indices of ``spans`` split into the two persons, or ``None`` when the spans are not
    two persons named by two different English nouns."""
    keys: list[str] = []
    for sp in spans:
        if any(not (sp[1] <= p[0] or sp[0] >= p[1]) for p in predicates):
            return None
        found = {
            c.source_span.lower()
            for c in cues
            if c.category in _NOUN_CUES
            and c.target_tokens is not None
            and not (sp[1] <= c.target_tokens[0] or sp[0] >= c.target_tokens[1])
        }
        if len(found) != 1:
            return None
        keys.append(found.pop())
    distinct = list(dict.fromkeys(keys))
    if len(distinct) != 2:
        return None
    first = [i for i, k in enumerate(keys) if k == distinct[0]]
    second = [i for i, k in enumerate(keys) if k == distinct[1]]
    return first, second
