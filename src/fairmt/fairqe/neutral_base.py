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

:func:`shifted_spans` moves each span onto the realised tokens instead. Unchanged tokens are
matched by :class:`difflib.SequenceMatcher`; a block of changed tokens that grew is read as
grown at its start (a contraction split before its noun: the determiner comes first in the
noun phrase), so a span keeps its distance from the block's end: a span that starts on the
contraction starts on the article it became ("al nadador" -> "la nadadora", the preposition
left out as the aligner leaves it out of "a la nadadora", which the neutral reads). A block
that shrank or a span that cannot be placed gives ``None``: the caller keeps the original
tokens, as before.
"""

from __future__ import annotations

import difflib
from collections.abc import Sequence

__all__ = ["shifted_spans"]


def shifted_spans(
    before: Sequence[str], after: Sequence[str], spans: Sequence[tuple[int, int]]
) -> list[tuple[int, int]] | None:
    """``spans`` (token offsets ``[s, e)`` into ``before``) as offsets into ``after``, the same
    sentence with some words realised; ``None`` when a span cannot be placed (module
    docstring). With as many tokens on both sides, the spans are returned as they are."""
    if len(before) == len(after):
        return list(spans)
    blocks = difflib.SequenceMatcher(a=list(before), b=list(after), autojunk=False).get_opcodes()

    def place(i: int) -> int | None:
        for tag, i1, i2, j1, j2 in blocks:
            if not i1 <= i < i2:
                continue
            if tag == "equal" or i2 - i1 == j2 - j1:
                return j1 + (i - i1)
            if tag != "replace" or j2 - j1 < i2 - i1:
                return None  # words removed: no place is sure
            return j2 - (i2 - i)
        return None

    out: list[tuple[int, int]] = []
    for s, e in spans:
        if not 0 <= s < e <= len(before):
            return None
        start, last = place(s), place(e - 1)
        if start is None or last is None or last < start:
            return None
        out.append((start, last + 1))
    return out
