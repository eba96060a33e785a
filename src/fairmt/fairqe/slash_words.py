"""Person nouns joined by a slash in the translation: "platero/orfebre" (helper ex50, issue 13).

A translation may render an English slash compound ("a freelance gold/silversmith", "a
singer/songwriter", "an actor/director") by two target nouns written as one token with a slash:
"platero/orfebre", "cantante/compositora", "attore/regista". Both halves name the same person,
so each agrees with that person in gender; the token as a whole is neither a dictionary word
(the analysers read nothing) nor alphabetic (the unaligned-noun search of
:mod:`fairmt.fairqe.unaligned_nominals` skipped it), and a translation that changed the
person's gender there ("platera/orfebre autónoma" for a man) went unflagged.

The halves are read one at a time, each in the token's place (so an article before the token
and an adjective after it still agree with the half they stand next to): the gendered readings
must all agree, and a half of common gender ("orfebre", "cantante") reads nothing by itself.
Two halves with *different* genders are the inclusive doublet ("profesor/profesora",
"alumnos/alumnas", "lavoratori/lavoratrici"), which names both genders on purpose: no reading.
The abbreviated doublet ("profesor/a", "el/la", "o/a") and the connectives "y/o", "e/o" are
no pair of nouns: a half must be at least :data:`_MIN_HALF` letters long, so they are never split.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.fairqe.types import Realisation

__all__ = ["read_slash_halves", "slash_halves"]

#: The fewest letters of a half: "profesor/a", "el/la", "y/o", "o/a" are no pair of nouns.
_MIN_HALF = 3


def slash_halves(word: str) -> tuple[str, ...] | None:
    """The halves of a normalised target word made of two or three alphabetic words joined by
    "/" ("platero/orfebre" -> ("platero", "orfebre")), each at least :data:`_MIN_HALF` letters
    long; ``None`` for any other word ("profesor/a", "y/o", "1980/81", "orfebre")."""
    if "/" not in word:
        return None
    halves = tuple(word.split("/"))
    if not 2 <= len(halves) <= 3:
        return None
    if not all(h.isalpha() and len(h) >= _MIN_HALF for h in halves):
        return None
    return halves


def read_slash_halves(
    tokens: Sequence[str],
    norm: Sequence[str],
    head: Sequence[int],
    read: Callable[[Sequence[str], Sequence[str]], Realisation | None],
) -> Realisation | None:
    """The gender of a span whose head holds one slash word (:func:`slash_halves`), read by
    ``read(tokens, norm)`` once per half with the half in the word's place; the one gender the
    gendered halves agree on, ``None`` where no half is read, the halves disagree (an inclusive
    doublet, module docstring), or the head holds no slash word or more than one."""
    places = [j for j in head if slash_halves(norm[j]) is not None]
    if len(places) != 1:
        return None
    j = places[0]
    halves = slash_halves(norm[j])
    assert halves is not None
    raw_halves = tokens[j].split("/")
    if len(raw_halves) != len(halves):
        return None
    got: set[Realisation] = set()
    for k, half in enumerate(halves):
        # the raw token's half keeps its capital and the punctuation around the token
        new_tokens = [*tokens[:j], raw_halves[k], *tokens[j + 1 :]]
        new_norm = [*norm[:j], half, *norm[j + 1 :]]
        g = read(new_tokens, new_norm)
        if g is not None:
            got.add(g)
    return got.pop() if len(got) == 1 else None
