"""Realising a translation's person spans in a gender under the validity gate, for the ``rules``
agents and the sentence realiser (split out of :mod:`.rules`).

This module owns :func:`apply_spans` (each span grown over its noun phrase, overlapping spans
merged, realised right to left, a span the gate rejects kept as it is) and :func:`gated` (a whole
realisation checked once more, its rejection recorded). Both Agent_amb and Agent_exp build their
variants with them; :mod:`fairmt.fairqe.realise` calls :func:`apply_spans` too.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from fairmt.fairqe.types import Realisation

if TYPE_CHECKING:
    from fairmt.inflect.base import Inflector


def apply_spans(
    inflector: Inflector,
    tokens: list[str],
    spans: Sequence[tuple[tuple[int, int], Realisation]],
    complete: bool = False,
    numbers: Sequence[str | None] | None = None,
    rejected: list[str] | None = None,
) -> list[str] | None:
    """Realise each ``(span, gender)``, right to left; ``None`` when nothing changed, or,
    with ``complete``, when any span could not be changed.

    A span whose realisation the validity gate (:meth:`Inflector.validate`) rejects is
    left as it is, and the others are realised: one noun the language has no form for
    must not cost the whole sentence its realisation; its reason goes to ``rejected``
    (the item is flagged ``variant_rejected``). The caller validates the whole result
    again (agreement across spans).

    Each span is first grown over the determiners of its noun phrase
    (:meth:`Inflector.phrase_span`); of overlapping spans the longest is kept (``Suo`` and
    ``Suo fratello`` are one phrase), so that right-to-left application stays valid.
    ``complete`` is for neutral realisations: a sentence with one person neutral and
    another still in the original's gender is no member of {F, M, N}, and it would differ
    between the feminine and the masculine original of one source.
    ``numbers`` (one per span, or ``None``) is the number the source gives each span's person
    (:meth:`Inflector.realise_number`).
    """
    grown: list[tuple[tuple[int, int], Realisation, str | None]] = []
    for i, (span, gender) in enumerate(spans):
        if span[0] < 0 or span[1] > len(tokens) or span[0] >= span[1]:
            continue
        number = numbers[i] if numbers is not None and i < len(numbers) else None
        grown.append((inflector.phrase_span(tokens, span), gender, number))
    kept: list[tuple[tuple[int, int], Realisation, str | None]] = []
    for span, gender, number in sorted(grown, key=lambda s: (s[0][0] - s[0][1], s[0][0])):
        if all(span[1] <= k[0] or span[0] >= k[1] for k, _, _ in kept):
            kept.append((span, gender, number))
    changed = False
    out = list(tokens)
    for span, gender, number in sorted(kept, key=lambda s: s[0], reverse=True):
        if number is None:
            new = inflector.realise(out, span, gender)
        else:
            new = inflector.realise_number(out, span, gender, number)
        why = inflector.validate(out, new) if new is not None and new != out else None
        if why is not None:
            # The span's realisation is no word of the language ("alumnada", "mandata": a
            # collective or a thing the cue reached): the span keeps its form, as a noun
            # without a gendered pair does, and the other spans are still realised.
            if rejected is not None:
                rejected.append(f"{gender}: {why} (that word kept)")
            new = None
        if new is not None and new != out:
            out = new
            changed = True
        elif complete and not (
            why is None
            and inflector.realise(out, span, "F") is None
            and inflector.realise(out, span, "M") is None
        ):
            # (closedfr28) A span that no realisation changes any more is no person left in
            # the original's gender: another span's realisation already reached every word
            # that agrees with it ("Peu d'entre eux étaient prêts": "eux" -> "eux·elles"
            # also made "prêt·es", and "Peu" has no form of its own).
            return None
    return out if changed else None


def gated(
    inflector: Inflector,
    tokens: list[str],
    new: list[str] | None,
    gender: Realisation | None,
    rejected: list[str],
) -> list[str] | None:
    """``new`` if the inflector's validity gate accepts it, else ``None`` (the reason recorded)."""
    if new is None:
        return None
    why = inflector.validate(tokens, new)
    if why is None:
        return new
    rejected.append(f"{gender or '?'}: {why}")
    return None
