"""A one-form quantifier and its partitive pronoun: "Peu d'entre elles étaient conscientes" (fr-inflect-47).

The quantifiers *peu*, *beaucoup* and *plusieurs* have one form for both genders; with a
partitive "d'entre eux/elles" (or "d'eux", "d'elles") they are the subject, and the verb and
attribute agree with the people the pronoun names: "Peu d'entre elles étaient conscientes",
"Beaucoup d'entre eux sont partis" (Grevisse and Goosse, *Le Bon Usage*, §431 on the agreement
after a collective or quantifier with its complement). Realising the pronoun alone changed
only "eux"/"elles" (its parse makes it the quantifier's modifier, not the subject), and
realising the quantifier alone changed only the attribute: one variant mixed the genders
("Peu d'entre eux étaient conscientes").

:func:`partitive_group` finds both words from either one; the inflector realises the
quantifier's clause and puts the pronoun in the same gender.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Word, lower_core

__all__ = ["partitive_group", "pronoun_in"]

#: The quantifiers of one form that take a partitive of people (Grevisse §431).
_ONE_FORM = frozenset(["peu", "beaucoup", "plusieurs"])
_PRONOUNS = {"F": {"eux": "elles", "elles": "elles"}, "M": {"eux": "eux", "elles": "eux"}}


def partitive_group(tokens: Sequence[str], span: tuple[int, int]) -> tuple[int, int] | None:
    """(quantifier index, pronoun index) when ``span`` is one of the two words of "peu
    d'entre elles" / "beaucoup d'eux" (the pronoun may be glued to its "d'"); else ``None``."""
    s, e = span
    if e - s != 1:
        return None
    n = len(tokens)
    for q in (s, s - 1, s - 2):
        if not 0 <= q < n or lower_core(tokens[q]) not in _ONE_FORM or Word.parse(tokens[q]).post.strip():
            continue
        nxt = lower_core(tokens[q + 1]) if q + 1 < n else ""
        if nxt in ("d'eux", "d'elles"):
            p = q + 1
        elif nxt in ("d'entre", "de") and q + 2 < n and lower_core(tokens[q + 2]) in ("eux", "elles"):
            p = q + 2
        else:
            continue
        if s in (q, p) or (s == q + 1 and p == q + 2):
            return q, p
    return None


def pronoun_in(tokens: Sequence[str], out: list[str], p: int, gender: str) -> list[str]:
    """``out`` with the partitive pronoun at ``p`` ("eux", "elles", "d'eux", "d'elles") in
    ``gender``."""
    w = Word.parse(tokens[p])
    low = lower_core(tokens[p])
    prefix = low[:2] if low.startswith("d'") else ""
    new = _PRONOUNS[gender].get(low[len(prefix) :])
    if new is None:
        return out
    result = list(out)
    result[p] = w.render(w.core[: len(prefix)] + new)
    return result
