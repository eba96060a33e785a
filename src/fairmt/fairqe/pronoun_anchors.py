"""The spans a target subject pronoun may follow: those that show the person's gender (rules-44).

:meth:`fairmt.fairqe.realise.SentenceRealiser._target_pronouns` lets a subject pronoun that no
English pronoun fixes follow the nearest realised span before it (or the first after it) when
both read the same gender now. A span whose words have one form for both genders, such as the
participle after *avoir* that a predicate cue sits on (``Gómez a découvert qu'elle ...`` for
"Gómez was diagnosed": ``découvert`` is invariable, Grevisse and Goosse, *Le Bon Usage*, the
participle with *avoir*), still *reads* masculine, since its one form is the masculine one. It
then let ``qu'il`` follow it but not ``qu'elle``, and the feminine and masculine translations of
one source got different variant sets (MT-GenEval contextual dev proxy, line 27). Only a span
the inflector can put in the other gender says anything about the person; the others are no
anchor for a pronoun where another span is. When none has two forms, the spans all stay anchors
(``Il a parlé avec quelqu'un``: the invariable pronoun is the only person the pronoun can follow,
gold dev line fr-536), as before rules-44.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Inflector

__all__ = ["gendered_anchors"]


def gendered_anchors(
    tokens: Sequence[str], spans: Sequence[tuple[int, int]], inflector: Inflector
) -> list[tuple[int, int]]:
    """The spans of ``spans`` whose realisation in F or in M changes ``tokens``; all of
    ``spans`` when there is none."""
    out = []
    for s in spans:
        if any(inflector.realise(list(tokens), s, g) not in (None, list(tokens)) for g in ("F", "M")):
            out.append(s)
    return out or list(spans)
