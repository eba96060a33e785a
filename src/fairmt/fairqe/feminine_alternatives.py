"""Further feminine variants for person nouns with two feminine forms in use (issues 12 and 13).

fr *auteur* -> *autrice* / *auteure*, it *presidente* -> *presidentessa* / *la presidente*, es
*jefe* -> *jefa* / *la jefe* (the list and its sources: :mod:`fairmt.inflect.feminine_doublets`).
The inflector realises one feminine form; a feminine translation may use the other. Then the
masculine original's feminine variant is not the feminine original, and the two translations of
one source get different sets ({M, F₁} against {F₂, M}): ``b_amb`` (the score range over the
original and its ambiguous variants) and the rules judge (their median) differ for a difference
that is no gender bias.

Decision: every text of the set in which a realised person's noun is feminine and has a doublet
(the original, and each ambiguous variant) gets, as a further ambiguous variant, the same text
with the other feminine form -- one variant per non-empty subset of such nouns (at most
:data:`MAX_PLACES` nouns, the first ones). So both originals end with {M, F₁, F₂}. The further
variant keeps its base's gender label (it is the same realisation, an alternative spelling of
it) and is marked by :attr:`fairmt.fairqe.types.Variant.alternative` (``"presidentessa ->
presidente"``) in the JSON output; items with no doublet noun get no new variant and the same
bytes as before.

Which words: in the original and in variants of its length (the same token offsets), the words
inside the realised persons' spans; an epicene form (spelt as the masculine: *la sindaco*, *la
jefe*, *la chef*) only where the span reads feminine. In a variant whose length changed, only the
non-epicene feminine forms that the original does not have (the realisation wrote them). The
swap changes one word for another of the same gender and number, so no agreement changes and
the validity gate is not asked (an analyser that lacks one of the two attested forms would
otherwise reopen the set).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import TYPE_CHECKING

from fairmt.fairqe.types import Realisation, Variant
from fairmt.inflect.base import match_case
from fairmt.inflect.feminine_doublets import token_parts

if TYPE_CHECKING:
    from fairmt.inflect.base import Inflector

__all__ = ["MAX_PLACES", "doublet_variants"]

#: The most doublet nouns of one text that get alternatives (2**3 - 1 = 7 further texts at most).
MAX_PLACES = 3


def _swap(inflector: Inflector, token: str) -> tuple[str, bool, str] | None:
    """The token with the other feminine form of its word (case kept), whether its word is the
    epicene form, and the note ``"presidentessa -> presidente"``; ``None`` when the word has no
    doublet."""
    parts = token_parts(token)
    if parts is None:
        return None
    head, word, tail = parts
    found = inflector.feminine_alternative(word.lower())
    if found is None:
        return None
    other, epicene = found
    other = match_case(word, other)
    return head + other + tail, epicene, f"{word} -> {other}"


def _feminine(inflector: Inflector, tokens: Sequence[str], span: tuple[int, int]) -> bool:
    return (
        inflector.gender_of(tokens, span) or inflector.gender_of(tokens, inflector.phrase_span(tokens, span))
    ) == "F"


def _places(
    inflector: Inflector,
    tokens: Sequence[str],
    original: Sequence[str],
    had: set[str],
    spans: Sequence[tuple[int, int]],
) -> list[tuple[int, str, str]]:
    """The feminine nouns with a doublet in ``tokens`` (the original or one of its variants; see
    the module docstring), first :data:`MAX_PLACES`: (position, swapped token, note). ``had``:
    the original's tokens in lower case."""
    found: dict[int, tuple[str, str]] = {}
    if len(tokens) == len(original):
        for sp in spans:
            feminine: bool | None = None
            for k in range(sp[0], min(sp[1], len(tokens))):
                swap = _swap(inflector, tokens[k])
                if swap is None:
                    continue
                if swap[1]:
                    if feminine is None:
                        feminine = _feminine(inflector, tokens, sp)
                    if not feminine:
                        continue
                found[k] = (swap[0], swap[2])
    else:
        for k, t in enumerate(tokens):
            swap = _swap(inflector, t)
            if swap is not None and not swap[1] and t.lower() not in had:
                found[k] = (swap[0], swap[2])
    return [(k, *found[k]) for k in sorted(found)[:MAX_PLACES]]


def doublet_variants(
    inflector: Inflector,
    tokens: Sequence[str],
    spans: Sequence[tuple[int, int]],
    original_gender: Realisation | None,
    variants: Sequence[Variant],
    seen: set[str],
) -> list[Variant]:
    """The further ambiguous variants of the original ``tokens`` and of its ambiguous
    ``variants`` that use the other feminine form of a doublet noun (texts not in ``seen``,
    which gets them)."""
    if not spans:
        return []
    out: list[Variant] = []
    bases: list[tuple[list[str], Realisation]] = [(list(tokens), original_gender or "F")]
    bases += [(v.text.split(), v.gender) for v in variants]
    had = {t.lower() for t in tokens}
    for base, gender in bases:
        places = _places(inflector, base, tokens, had, spans)
        for size in range(1, len(places) + 1):
            for subset in combinations(places, size):
                new = list(base)
                notes = []
                for k, swapped, note in subset:
                    new[k] = swapped
                    notes.append(note)
                text = " ".join(new)
                if text in seen:
                    continue
                seen.add(text)
                out.append(Variant(text, gender, "ambiguous", alternative="; ".join(notes)))
    return out
