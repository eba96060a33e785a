"""French two-gender indefinite pronouns outside the subject slot (issue 12, frg67, fr-inflect-81).

:func:`fairmt.inflect.french_group_pronouns.group_pronoun_spans` takes ``certaines``,
``chacune``, ``aucune``, ``toutes``, ``l'une`` ... as pronouns when a partitive of people follows
them (``chacune d'entre elles``) or when they open a clause before their verb (``Certaines sont
parties``). A pronoun head stands in other places too (Grevisse and Goosse, *Le Bon Usage*,
§§ 725-737: the indefinite pronouns are nominal, they fill every function of a noun phrase):

* as an object or an attribute at the end of its clause: ``Je les connais toutes.``, ``J'en ai
  invité quelques-unes``, ``Nous n'en avons vu aucune``;
* as a subject inside the sentence: ``Les invitées sont arrivées, dont certaines très tard``,
  ``Parmi elles, chacune a voté``.

Counted on GATE French (held out; counts only), these were the largest share of the "no variants"
pairs without any English cue: the English says "some", "all", "each", "none", "one", which
:data:`fairmt.inflect.group_readers.ENGLISH_GROUP_PRONOUNS` already requires.

The words that can also be determiners (``certaines personnes``, ``aucune idée``, ``toutes les
filles``) are taken only where no noun can follow: at the clause's end (the last token, or a
token with punctuation glued to it) or before a finite verb. ``chacun``/``chacune`` and
``quelques-uns``/``quelques-unes`` are never determiners (*chaque*, *quelques* are), so they are
taken anywhere except before a partitive of a noun (``chacune des pommes``: the noun's gender).
A plural thing noun earlier in the sentence may be what the pronoun stands for (``les pommes ...
je les ai toutes mangées``), so no span is given then (the guard of the clitic participles,
:func:`fairmt.inflect.group_readers._thing_before`, passed in as ``thing_before``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.base import Word, lower_core
from fairmt.inflect.french_group_pronouns import GROUP_PRONOUNS, _partitive, _verb_next

__all__ = ["pronoun_head_spans"]

#: Indefinite pronouns that are never determiners (Grevisse §§ 731, 736: *chacun* vs *chaque*,
#: *quelques-uns* vs *quelques*).
_ONLY_PRONOUNS = frozenset(["chacun", "chacune", "quelques-uns", "quelques-unes"])
#: Words that open a partitive complement ("chacune des pommes", "aucune de ces maisons").
_PARTITIVE_OPENERS = frozenset(["de", "des", "du", "d'"])


def _clause_end(tokens: Sequence[str], i: int) -> bool:
    """Whether token ``i`` ends its clause: the last token, or punctuation after it (glued to it
    or a token of its own)."""
    if i + 1 >= len(tokens) or Word.parse(tokens[i]).post.strip():
        return True
    return not Word.parse(tokens[i + 1]).core


def pronoun_head_spans(
    tokens: Sequence[str],
    taken: Sequence[tuple[int, int]],
    thing_before: Callable[[int], bool],
) -> list[tuple[int, int]]:
    """One-token spans of the two-gender indefinite pronouns of ``tokens`` used as pronouns
    outside the places :func:`~fairmt.inflect.french_group_pronouns.group_pronoun_spans` reads
    (module docstring), outside ``taken`` and with no thing noun before them (``thing_before``)."""
    low = [lower_core(t) for t in tokens]
    out: list[tuple[int, int]] = []
    for i, w in enumerate(low):
        if w not in GROUP_PRONOUNS or any(a <= i < b for a, b in taken):
            continue
        nxt = low[i + 1] if i + 1 < len(low) else ""
        if _clause_end(tokens, i):
            head = True
        elif w in _ONLY_PRONOUNS:
            head = (nxt not in _PARTITIVE_OPENERS and not nxt.startswith("d'")) or _partitive(low, i + 1)
        else:
            head = _verb_next(low, i + 1) and w not in ("tous", "toutes")
        if head and not thing_before(i):
            out.append((i, i + 1))
    return out
