"""An agreement cue stays with its noun when the noun has no other-gender form (helper es62).

The violating flip (:mod:`fairmt.fairqe.agents.explicit_flip`) realises each explicit span in
the other gender; a span whose realisation the validity gate rejects is left as it is
(:func:`.span_realisation.apply_spans`: "tipo" has no feminine "tipa"). The agreement cue of that noun's
predicate ("The guy is very nice": C6 "nice" must agree with "guy") was still flipped, and the
explicit variant was "El tipo es muy simpática": a predicate that disagrees with its own
subject, no translation in either gender. A predicate agrees with its subject (the
predicative's agreement, RAE, *Nueva gramática* ch. 37), so when the noun keeps its gender its
agreement cues keep theirs; where the noun does change ("El modelo es guapo" -> "La modelo es
guapa") they flip with it as before.

An agreement cue names the English word it agrees with in its note ("predicate 'nice' must
agree with 'guy' (M)"), which is how it is tied to the noun cue (C2 kinship and C3 lexical-pair
nouns, whose target is the person's noun).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.fairqe.taxonomy import Category
from fairmt.fairqe.types import Cue

__all__ = ["without_orphan_agreement"]

#: Cue categories whose target span is the person's gendered noun.
_NOUN_CUES = (Category.C2, Category.C3)


def _agrees_with(agreement: Cue, noun: Cue) -> bool:
    """Whether the agreement cue's note names a word of ``noun``'s English span."""
    words = [w.strip(".,;:!?\"'()") for w in noun.source_span.split()]
    return any(w and f"must agree with '{w}'" in agreement.note for w in words)


def without_orphan_agreement(cues: Sequence[Cue], realisable: Callable[[Cue], bool]) -> list[Cue]:
    """``cues`` without the agreement cues (C6) of a noun cue (C2/C3) that ``realisable`` says has
    no accepted realisation in the other gender (module docstring)."""
    fixed = [c for c in cues if c.category in _NOUN_CUES and not realisable(c)]
    if not fixed:
        return list(cues)
    return [c for c in cues if not (c.category is Category.C6 and any(_agrees_with(c, n) for n in fixed))]
