"""A bare weak masculine in ``-en`` before a name is a title, singular or plural (de-inflect-32).

A weak masculine noun has ``-en`` in every case but the nominative singular ("der Kollege,
den/dem/des Kollegen", plural "die Kollegen"; Duden, *Die Grammatik*: schwache Maskulina).
With no article the form usually reads as a plural, since a singular count noun needs one, but
a title before a name takes no article ("mit Kollegen Müller", "schließt sich Kollegen Denny
Hamlin an"): there the ``-en`` form is the accusative, dative or genitive singular as much as
the plural, so the form alone says nothing of the number, and the phrase is read as the title
of one person, as a bare "Lehrer Stephen Luce" is. Other titles may stand between the noun and
the name, written apart, each a noun ("Kollegen Rookie Teamkollegen Denny Hamlin").

:func:`weak_title_before_name` says whether the bare noun at ``noun`` is such a title; the
caller gives the person-noun reader (``noun_info``) and the name test (``name_follows``: a
name right after the word at an index).
"""

from __future__ import annotations

from collections.abc import Callable

from fairmt.inflect import german_lexicon
from fairmt.inflect.base import Word

__all__ = ["weak_title_before_name"]

#: How many further title words may stand between the weak noun and the name.
_MAX_TITLES = 2


def weak_title_before_name(
    words: list[Word],
    noun: int,
    noun_info: Callable[[str], tuple[str, str, tuple[str, str, str, str], bool] | None],
    name_follows: Callable[[list[Word], int], bool],
) -> bool:
    """Whether the bare noun at ``noun`` is a weak masculine in its ``-en`` form (its plural's
    form, not its nominative singular) before a name, directly or after at most
    :data:`_MAX_TITLES` more nouns written apart (see the module text)."""
    head = words[noun].core
    info = noun_info(head)
    if info is None or not info[3] or head.lower() != info[2][1].lower():
        return False
    for k in range(noun, min(noun + 1 + _MAX_TITLES, len(words) - 1)):
        if words[k].post or words[k + 1].pre:
            return False
        if name_follows(words, k):
            return True
        nxt = words[k + 1].core
        if not (nxt[:1].isupper() and (noun_info(nxt) is not None or german_lexicon.known_noun(nxt))):
            return False
    return False
