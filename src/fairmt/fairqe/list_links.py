"""Links between the conjuncts of two coordinated lists of the same length (helper de44).

A translation keeps a list's order: "potters, sheep herders, weavers, oilmen, ..., brewers and
gardeners" becomes "Töpfern, Schafhirten, Weber, Ölhändlern, ..., Brauern und Gärtnern", conjunct
for conjunct (a coordination is translated as a coordination of the translated conjuncts, in
order; CGEL 15.1 on coordination, Duden, *Die Grammatik*: Koordination). A word aligner that scores
each pair of words alone loses the thread in a long list of similar nouns and links each English
noun to a neighbour of its translation ("oilmen" to "Stallbesitzern, Brauern", "churchmen" to
"Grundbesitzer"), so a cue took the wrong target: a noun that the English genders lexically froze
a paired German noun beside it.

:func:`list_links` finds, in the English and in the target sentence, the one list of four or
more conjuncts (three are left to the aligner; conjuncts separated by commas, the last two by
"and"/"or" and the target's "und"/"oder"), and when both have one of the same length, links the
head of each English conjunct (the word before its comma or before "and") to the head of the
target conjunct at the same place, in place of the links the aligner gave those words; the last
conjunct too, when its end is marked (punctuation or the sentence end after no more English words
than the longest earlier conjunct has, at most four; the target's first capitalised word after
"und"). Nothing changes unless each sentence has exactly one such list and every target head is a
capitalised word (a noun).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

__all__ = ["list_links"]

_EN_AND = frozenset({"and", "or"})
_TARGET_AND = frozenset({"und", "oder"})
_MAX_CONJUNCT = 4  # words in one conjunct


def _plain(w: str) -> bool:
    return w.replace("-", "").replace("'", "").isalnum()


def _heads(words: Sequence[str], conj: frozenset[str]) -> list[int] | None:
    """Indexes of the heads of the one list's conjuncts before its last, or None (module
    docstring): words that end with a comma, at most :data:`_MAX_CONJUNCT` words apart with no
    other punctuation between, then a plain word right before "and": at least three heads, so a
    list of four or more conjuncts."""
    lists: list[list[int]] = []
    run: list[int] = []
    for i, w in enumerate(words):
        if w.endswith(",") and _plain(w[:-1]):
            run = [*run, i] if run and i - run[-1] <= _MAX_CONJUNCT else [i]
        elif w.lower() in conj:
            k = i - 1
            if run and 0 < k - run[-1] <= _MAX_CONJUNCT and _plain(words[k]) and len(run) >= 2:
                lists.append([*run, k])
            run = []
        elif not _plain(w):
            run = []
    return lists[0] if len(lists) == 1 else None


def list_links(
    src: Sequence[str], tgt: Sequence[str], links: Sequence[tuple[int, int]]
) -> list[tuple[int, int]]:
    """The aligner's ``links`` with the heads of two same-length lists linked in order; ``src``
    and ``tgt`` are the sentences' whitespace tokens."""
    a = _heads(src, _EN_AND)
    b = _heads(tgt, _TARGET_AND)
    if a is None or b is None or len(a) != len(b):
        return list(links)
    if not all(tgt[j][:1].isupper() for j in b):
        return list(links)
    longest = max(y - x for x, y in pairwise(a))
    fa, fb = _english_last(src, a[-1] + 1, longest), _target_last(tgt, b[-1] + 1)
    if fa is not None and fb is not None:
        a.append(fa)
        b.append(fb)
    heads, theads = set(a), set(b)
    out = [(s, t) for s, t in links if s not in heads and t not in theads]
    out.extend(zip(a, b, strict=True))
    return sorted(out)


def _english_last(words: Sequence[str], conj: int, longest: int) -> int | None:
    """The head of the English last conjunct after the "and" at ``conj``: its last word, when the
    conjunct ends with punctuation or the sentence within ``longest`` words, the length of the
    longest earlier conjunct ("and gardeners.", "and the military."); None when its end is not
    marked ("and gardeners were") or comes later, past a postmodifier or a verb after its noun
    ("and gardeners from Kent.": the conjuncts of a list are parallel, defix44)."""
    for j in range(conj + 1, min(conj + 1 + min(longest, _MAX_CONJUNCT), len(words))):
        if not _plain(words[j]) or j == len(words) - 1:
            return j if _plain(words[j].rstrip(".,;:!?\"')")) else None
    return None


def _target_last(words: Sequence[str], conj: int) -> int | None:
    """The head of the target's last conjunct after the "und" at ``conj``: its first capitalised
    word, after lower-case articles and adjectives ("und das Militär", "und Gärtnern")."""
    for j in range(conj + 1, min(conj + 1 + _MAX_CONJUNCT, len(words))):
        if words[j][:1].isupper():
            return j
        if not _plain(words[j]):
            return None
    return None
