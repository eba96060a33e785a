"""Where one member of a list of bare appositions to a name starts (de-inflect-15; deb64).

Obituaries and captions list a person's appositions after the name, each closed by a comma:
"Abdallah Deerow, 56, somalischer Politiker, Minister für ...". A member is a noun with its
lower-case adjectives before it, or two nouns joined by "und"/"oder" under those adjectives,
one person's two roles ("tschechischer Maler und Schriftsteller,"; Duden, Die Grammatik:
Koordination im Nominalphrasenkern): both are singular, since an apposition agrees with the one
person it names. The phrase reader walks back over members to the name to tell that a later
bare noun of the list is singular too (GermanUnitReader._apposition_list_member).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.base import Word

__all__ = ["member_start"]


def member_start(
    words: Sequence[Word],
    k: int,
    singular_noun: Callable[[str], bool],
    adjective: Callable[[str], bool],
) -> int:
    """The index of the word before the list member whose noun is at ``k``: before its
    lower-case adjectives and, where the noun is the second of two coordinated nouns that are
    no plural by their form (``singular_noun``), before the first noun and its adjectives."""
    j = _before_adjectives(words, k - 1, adjective)
    if (
        j >= 1
        and not words[j].post
        and words[j].core in ("und", "oder")
        and not words[j - 1].post
        and singular_noun(words[j - 1].core)
    ):
        j = _before_adjectives(words, j - 2, adjective)
    return j


def _before_adjectives(words: Sequence[Word], j: int, adjective: Callable[[str], bool]) -> int:
    """``j`` moved back over the unpunctuated lower-case adjectives that end at it."""
    while j >= 0 and not words[j].post and words[j].core.islower() and adjective(words[j].core):
        j -= 1
    return j
