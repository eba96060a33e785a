"""The shared predicate seen from the second of two coordinated subjects (fr-inflect-50).

``coordinated_subject_predicates`` in :mod:`fairmt.inflect.french_agreement` finds the predicate
of "X et Y + verbe" from the first phrase X. When only the second person changes gender, as
when the first is fixed by the source ("My sister and her friend were very tired": *sister*
is feminine, *friend* may be either), the realiser rewrites Y alone and nothing reached the
predicate: "Ma sœur et son ami étaient très fatiguées" was made. The predicate of subjects of
different genders is masculine plural, and feminine only when every subject is feminine
(Grevisse and Goosse, *Le Bon Usage*, agreement with several subjects), so a realisation of Y
takes the predicate to the masculine whatever X is, and to the feminine only when X reads
feminine.

The first phrase is found by walking back from *et*/*ou* to its determiner (at most three
words: the same short phrases the forward search accepts), and the forward search is then
asked whether that phrase and Y are one subject; so both directions read the same clauses.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Word

__all__ = ["second_conjunct_predicates"]

_NONE: tuple[tuple[int, ...], tuple[int, int]] = ((), (0, 0))


def second_conjunct_predicates(
    tokens: Sequence[str], start: int, end: int
) -> tuple[tuple[int, ...], tuple[int, int]]:
    """The shared predicate of the clause whose subject coordinates an earlier noun phrase with
    ``tokens[start:end]`` ("Ma sœur et **son ami** étaient fatiguées"), with the earlier
    phrase's token range; ``((), (0, 0))`` when ``tokens[start:end]`` is not such a second
    subject."""
    from fairmt.inflect.french_agreement import _DETERMINERS, _elided, coordinated_subject_predicates

    if start < 2 or end <= start:
        return _NONE
    low = [Word.parse(t).core.lower().replace("’", "'") for t in tokens]
    if low[start - 1] not in ("et", "ou") or Word.parse(tokens[start - 2]).post:
        return _NONE
    for first in range(start - 2, max(start - 5, -1), -1):
        det, _ = _elided(low[first])
        if low[first] not in _DETERMINERS and det != "l'":
            continue
        shared, other = coordinated_subject_predicates(tuple(tokens), first, start - 1)
        if shared and other[0] == start and end <= other[1]:
            return shared, (first, start - 1)
        return _NONE  # the nearest determiner opens the first phrase, or there is none
    return _NONE
