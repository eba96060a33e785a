"""Person nouns joined by a slash in the translation: "fotógrafo/periodista" (helper ex50, issue 13).

A translation may render an English slash compound ("a photographer/journalist", "a
singer/songwriter", "an actor/director") by two target nouns written as one token with a slash:
"fotógrafo/periodista", "cantante/compositora", "attore/regista". Both halves name the same person,
so each agrees with that person in gender; the token as a whole is neither a dictionary word
(the analysers read nothing) nor alphabetic (the unaligned-noun search of
:mod:`fairmt.fairqe.unaligned_nominals` skipped it), and a translation that changed the
person's gender there ("fotógrafa/periodista autónoma" for a man) went unflagged.

The halves are read one at a time, each in the token's place (so an article before the token
and an adjective after it still agree with the half they stand next to): the gendered readings
must all agree, and a half of common gender ("periodista", "cantante") reads nothing by itself.
Two halves with *different* genders that are one noun in its two genders are the inclusive
doublet ("profesor/profesora", "alumnos/alumnas", "lavoratori/lavoratrici"), which names both
genders on purpose: no reading. Two *different* nouns of different genders ("enfermero/comadrona",
"attore/ballerina") are no doublet: the token keeps the reading the whole word gets (``whole``).
One noun in two genders is told by a shared stem (:func:`same_lemma`): the halves begin with the
same :data:`_MIN_STEM` letters or more, at least half the shorter half ("traductor/traductora",
"attore/attrice", "hijo/hija"); a pair of unrelated words rarely does.
The abbreviated doublet ("profesor/a", "el/la", "o/a") and the connectives "y/o", "e/o" are
no pair of nouns: a half must be at least :data:`_MIN_HALF` letters long, so they are never split.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.fairqe.types import Realisation

__all__ = ["read_slash_halves", "same_lemma", "slash_halves"]

#: The fewest letters of a half: "profesor/a", "el/la", "y/o", "o/a" are no pair of nouns.
_MIN_HALF = 3
#: The fewest letters two gender forms of one noun share at the start ("att-ore"/"att-rice").
_MIN_STEM = 3


def slash_halves(word: str) -> tuple[str, ...] | None:
    """The halves of a normalised target word made of two or three alphabetic words joined by
    "/" ("fotógrafo/periodista" -> ("fotógrafo", "periodista")), each at least :data:`_MIN_HALF` letters
    long; ``None`` for any other word ("profesor/a", "y/o", "1980/81", "periodista")."""
    if "/" not in word:
        return None
    halves = tuple(word.split("/"))
    if not 2 <= len(halves) <= 3:
        return None
    if not all(h.isalpha() and len(h) >= _MIN_HALF for h in halves):
        return None
    return halves


def same_lemma(a: str, b: str) -> bool:
    """Whether two halves are one noun in two genders ("traductora"/"traductor", "attore"/
    "attrice"): they share their first :data:`_MIN_STEM` letters, and at least half the shorter
    half's ("enfermero"/"comadrona" share none)."""
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return n >= _MIN_STEM and 2 * n >= min(len(a), len(b))


def read_slash_halves(
    tokens: Sequence[str],
    norm: Sequence[str],
    head: Sequence[int],
    read: Callable[[Sequence[str], Sequence[str]], Realisation | None],
    whole: Callable[[], Realisation | None] = lambda: None,
) -> Realisation | None:
    """The gender of a span whose head holds one slash word (:func:`slash_halves`), read by
    ``read(tokens, norm)`` once per half with the half in the word's place; the one gender the
    gendered halves agree on, ``None`` where no half is read, the halves are one noun in both
    genders (an inclusive doublet, module docstring), or the head holds no slash word or more
    than one; ``whole()`` (the whole token's reading) where different nouns disagree."""
    places = [j for j in head if slash_halves(norm[j]) is not None]
    if len(places) != 1:
        return None
    j = places[0]
    halves = slash_halves(norm[j])
    assert halves is not None
    raw_halves = tokens[j].split("/")
    if len(raw_halves) != len(halves):
        return None
    got: dict[Realisation, str] = {}
    for k, half in enumerate(halves):
        # the raw token's half keeps its capital and the punctuation around the token
        new_tokens = [*tokens[:j], raw_halves[k], *tokens[j + 1 :]]
        new_norm = [*norm[:j], half, *norm[j + 1 :]]
        g = read(new_tokens, new_norm)
        if g is not None:
            got.setdefault(g, half)
    if len(got) == 1:
        return next(iter(got))
    if len(got) > 1 and not same_lemma(*got.values()):
        return whole()  # "enfermero/comadrona": two nouns, no doublet
    return None
