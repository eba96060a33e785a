"""The verb of an incise after a quotation is finite and agrees with nobody (fr-inflect-83).

In ``« Il est tard », dit le professeur`` or ``Tout ira bien, répondit la directrice`` the words
after the quotation are an incise: a verb of saying with its subject inverted after it (Grevisse
and Goosse, *Le Bon Usage*, § 380 on the incise and § 386 on the inversion of its subject). The
verb is finite and agrees in person only, never in gender. But ``dit`` is also the participle of
*dire*, and :func:`fairmt.inflect.french._detached_attributes` read ``dit le professeur`` as a
detached participle with a complement and made it ``dite`` with the person of the quotation.

:func:`incise_verb` tells the incise from its form, not from a list of verbs: right after a comma
or a closing quotation mark, a word the dictionary reads as a finite verb with

* a subject clitic joined to it (``dit-elle``, ``répondit-il``, ``a-t-il dit``), or
* a noun phrase after it, a determiner and at most three more words, that ends the clause (a
  comma or the end of the sentence after it: ``dit le professeur.``), or a name (``dit Marie``).

A detached participle with a complement goes on after its noun phrase (``prise la main dans le
sac``), so it is not taken for an incise.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from fairmt.inflect.apertium_morph import finite_verb
from fairmt.inflect.base import Word

__all__ = ["incise_verb"]

#: The subject clitics of an inverted verb (``dit-il``, ``a-t-elle``).
_SUBJECT_CLITICS = frozenset(["il", "elle", "on", "ils", "elles", "je", "tu", "nous", "vous"])
#: Determiners that open the inverted subject.
_DETERMINERS = frozenset(
    ["le", "la", "l'", "les", "un", "une", "mon", "ma", "ton", "ta", "son", "sa", "notre", "votre"]
) | frozenset(["leur", "ce", "cet", "cette", "nos", "vos", "leurs", "ses", "mes", "tes", "ces"])
_CLAUSE_END = (",", ".", "!", "?", ";", "…")


def _finite(morph: Any, word: str) -> bool:
    return any(finite_verb(r) for r in morph.readings(word))


def incise_verb(tokens: Sequence[str], k: int, morph: Any) -> bool:
    """Whether ``tokens[k]`` is the finite verb of an incise (module docstring)."""
    if k < 1 or k >= len(tokens):
        return False
    prev = tokens[k - 1].rstrip()
    if not prev.endswith((",", "»", "”", '"')):
        return False
    w = Word.parse(tokens[k])
    low = w.core.lower().replace("’", "'")
    if "-" in low:
        head, _, tail = low.partition("-")
        tail = tail[2:] if tail.startswith("t-") else tail
        return tail in _SUBJECT_CLITICS and _finite(morph, head)
    if w.post.strip() or not _finite(morph, low):
        return False
    nxt = Word.parse(tokens[k + 1]) if k + 1 < len(tokens) else None
    if nxt is None:
        return False
    after = tokens[k + 2] if k + 2 < len(tokens) else "."  # a full stop spaced off ("Paul .")
    if nxt.core[:1].isupper() and (nxt.post.strip() or after).startswith(_CLAUSE_END):
        return True  # "dit Marie."
    first = nxt.core.lower().replace("’", "'")
    det = first[: first.index("'") + 1] if "'" in first else first
    if det not in _DETERMINERS:
        return False
    end = min(k + 5, len(tokens))
    for t in range(k + 1, end):
        post = Word.parse(tokens[t]).post.strip()
        if post:
            return post.startswith(_CLAUSE_END)
    return end == len(tokens)  # the noun phrase ends the text
