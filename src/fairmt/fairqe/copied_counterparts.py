"""A gendered English word of a name or title whose translation keeps the other gender's English
word instead (en-cues-44).

Titles of awards, streets and works often stay in English in a translation ("Grammy per la Best
Female Vocalist", "su Princesses Street"). Where the source's own word is kept,
:func:`fairmt.fairqe.cue_name_pronouns.copied_title_word` places the cue on its copy, which gives
no verdict. A translation that keeps the name but writes the English word of the other gender
in its place ("Best Male Vocalist", "Princes Street") has changed the person's gender all the
same: the copied word is English and its gender is the English counterpart's
(``cue_lexicon.SEED_COUNTERPARTS``: female/male, princess/prince, in the cue's number). The
counterpart must stand, capitalised as a name's word, near the cue's expected place, and the
cue's own word must be absent from the translation.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe import cue_lexicon as lex
from fairmt.fairqe.cue_tokens import Hit, Tok
from fairmt.fairqe.cue_words import english_plurals
from fairmt.fairqe.types import Realisation

__all__ = ["copied_counterpart"]

_STRIP = " \t\"'“”‘’«».,;:()[]!?"


def _counterpart(lemma: str) -> tuple[str, Realisation] | None:
    """The other-gender English word of a gendered lemma and that word's gender."""
    if lemma in lex.SEED_COUNTERPARTS:
        return lex.SEED_COUNTERPARTS[lemma].split()[0], "M"
    for fem, masc in lex.SEED_COUNTERPARTS.items():
        if masc.split()[0] == lemma:
            return fem, "F"
    return None


def copied_counterpart(
    toks: Sequence[Tok], h: Hit, tgt_tokens: Sequence[str], ref: float
) -> tuple[int, Realisation] | None:
    """The target token, nearest ``ref``, that keeps the English counterpart of the capitalised
    one-word cue ``h`` inside a name or title, with the counterpart's gender; ``None`` when the
    cue is no such word, its own word is kept, or no counterpart stands near its place."""
    if h.end - h.start != 1 or h.gender is None:
        return None
    t = toks[h.start]
    if h.start == 0 or not t.title or toks[h.start - 1].ends_sentence:
        return None
    prev = toks[h.start - 1]
    nxt = toks[h.start + 1] if h.start + 1 < len(toks) else None
    if not ((prev.title and not prev.ends_clause) or (nxt is not None and nxt.title and not t.ends_clause)):
        return None
    other = _counterpart(h.lemma)
    if other is None or other[1] == h.gender:
        return None
    words = [w.strip(_STRIP) for w in tgt_tokens]
    if t.core in words:
        return None
    forms = {f.capitalize() for f in (english_plurals(other[0]) if h.plural else [other[0]])}
    reach = max(4.0, len(tgt_tokens) / 4)
    near = [j for j, w in enumerate(words) if w in forms and abs(j - ref) <= reach]
    if not near:
        return None
    return min(near, key=lambda j: (abs(j - ref), j)), other[1]
