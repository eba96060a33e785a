"""The spans of a sentence after a realisation that changed its number of tokens.

A language whose neutral is built on one realisation (Spanish: :attr:`Inflector.neutral_base`
is ``"F"``, since the *persona* periphrasis agrees in the feminine: "la persona nadadora
cansada") realises that base first and then the neutral on it. Both steps read the person
spans found on the original tokens, so the base used to be kept only when it had as many
tokens as the original. A Spanish contraction splits in the feminine, though ("al nadador" ->
"a la nadadora", "del vecino" -> "de la vecina"), and a masculine original with one then got
its neutral from the masculine words: "a la persona nadadora cansado", where the feminine
original gets "a la persona nadadora cansada" (es49; the two originals of one source then
had different variant sets).

:func:`shifted_spans` moves each span onto the realised tokens instead, by an exact walk of
both token lists: a contraction of the original ("al", "del", any case) that stands before
"a la" / "de la" in the base is the two tokens it became, and a span that starts or ends on
it starts or ends on the article ("al nadador" -> "la nadadora", the preposition left out as
the aligner leaves it out of "a la nadadora", which the neutral reads); every other token
stands for the token at the same place. (A first version matched the unchanged tokens with
:class:`difflib.SequenceMatcher`, which merges a changed word and the contraction right after
it into one block, "El abogado del" -> "La abogada de la", and guessed the shift at the
block's start: "abogado" moved onto "de", es49 review.)

The walk gives ``None`` (the caller keeps the original tokens, as before) unless both lists
end together and every other pair of tokens can be one word in two genders. A gender form can
be any word ("padre" / "madre", "él" / "ella"), so only the shape is checked: a token without
letters (punctuation, a number) must stay as it is, and a word must stay a word.
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["shifted_spans"]

#: The contractions that split in the feminine, with the preposition they start with:
#: "al" = "a el" -> "a la", "del" = "de el" -> "de la" (RAE, *Ortografía* §4.2.4.1.1).
_CONTRACTIONS = {"al": "a", "del": "de"}


def _same_word(a: str, b: str) -> bool:
    """Whether ``a`` and ``b`` can be one token in two genders (module docstring): equal, or
    both words (with a letter); a token without letters is never realised."""
    if a == b:
        return True
    return any(c.isalpha() for c in a) and any(c.isalpha() for c in b)


def _align(before: Sequence[str], after: Sequence[str]) -> list[int] | None:
    """For each token of ``before``, the offset in ``after`` of the token it became (for a
    split contraction, its article); ``None`` when the lists do not align word for word."""
    places: list[int] = []
    j = 0
    for tok in before:
        prep = _CONTRACTIONS.get(tok.lower())
        if (
            prep is not None
            and j + 1 < len(after)
            and after[j].lower() == prep
            and after[j + 1].lower() == "la"
        ):
            places.append(j + 1)
            j += 2
            continue
        if j >= len(after) or not _same_word(tok, after[j]):
            return None
        places.append(j)
        j += 1
    return places if j == len(after) else None


def shifted_spans(
    before: Sequence[str], after: Sequence[str], spans: Sequence[tuple[int, int]]
) -> list[tuple[int, int]] | None:
    """``spans`` (token offsets ``[s, e)`` into ``before``) as offsets into ``after``, the same
    sentence with some words realised; ``None`` when the two do not align (module docstring).
    With as many tokens on both sides, the spans are returned as they are."""
    if len(before) == len(after):
        return list(spans)
    places = _align(before, after)
    if places is None:
        return None
    out: list[tuple[int, int]] = []
    for s, e in spans:
        if not 0 <= s < e <= len(before):
            return None
        out.append((places[s], places[e - 1] + 1))
    return out
