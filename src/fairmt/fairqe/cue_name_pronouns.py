"""Words of the title of a work or of a name: a capitalised pronoun there is no cue, and a
gendered noun there that the translation copies is placed on its copy (en-cues-42).

English capitalises every major word of a title, pronouns included: "Death Becomes Her",
"Dolly Dawn and Her Dawn Patrol", "His Girl Friday" (*The Chicago Manual of Style*, 8.159 on
headline-style capitalisation). Such a pronoun names nobody in the sentence: it is a word of the
title, which the translation copies as it is ("e lui ribattezzò il gruppo Dolly Dawn and Her Dawn
Patrol") or translates as a title ("La morte ti fa bella"). Read as the person's pronoun, the
aligner put it on the person's own pronoun of the other gender ("Her" -> "lui") and called a right
translation wrong (MT-GenEval counterfactual it dev).

A C1 pronoun hit is dropped when its word is capitalised inside a sentence, right after another
capitalised word ("Becomes Her") or after "and"/"of"/"&" that follows one ("Dawn and Her"), and
is itself followed by a capitalised word or ends its clause: "Early Life He married" keeps its
"He" (a section heading run into the sentence; a lower-case verb follows), and so does a
pronoun at the start of a sentence or after a colon or quotation mark.

A gendered noun inside such a title ("The 2004 film Stratosphere Girl follows a young Belgian
man") that the translation keeps as it is ("Il film del 2004 Stratosphere Girl segue ... un
ragazzo belga") is placed on its copy (:func:`copied_title_word`), not on the nearest translation
of the noun the seed lexicon finds ("un ragazzo", another person): the copy then gives no verdict
(``agents.copied_words.copied_name_word``).
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe.cue_tokens import Hit, Tok, _words
from fairmt.fairqe.taxonomy import C1

#: Lower-case words a headline-style title keeps between its capitalised words.
_TITLE_JOINERS = _words("and of &")


def in_title(toks: Sequence[Tok], k: int) -> bool:
    """Whether the capitalised pronoun at ``k`` is a word of a title (see the module docstring)."""
    t = toks[k]
    if k == 0 or not t.core[:1].isupper() or t.opens_clause:
        return False
    prev = toks[k - 1]
    if prev.ends_clause or prev.ends_sentence:
        return False
    inside = prev.title or (
        prev.low in _TITLE_JOINERS and k >= 2 and toks[k - 2].title and not toks[k - 2].ends_clause
    )
    if not inside:
        return False
    return t.ends_clause or k + 1 >= len(toks) or toks[k + 1].title


def drop_title_pronouns(toks: Sequence[Tok], hits: list[Hit]) -> list[Hit]:
    """``hits`` without the C1 pronouns that are words of a title."""
    return [h for h in hits if not (h.category == C1 and h.end - h.start == 1 and in_title(toks, h.start))]


_STRIP = " \t\"'“”‘’«».,;:()[]!?"


def copied_title_word(toks: Sequence[Tok], start: int, tgt_tokens: Sequence[str], ref: float) -> int | None:
    """The target token, nearest ``ref``, that copies the capitalised English word at ``start``
    inside a title or name (a capitalised word before or after it in the same clause), or ``None``."""
    t = toks[start]
    if start == 0 or not t.title or toks[start - 1].ends_sentence or t.opens_clause:
        return None
    prev = toks[start - 1]
    nxt = toks[start + 1] if start + 1 < len(toks) else None
    named = (prev.title and not prev.ends_clause) or (nxt is not None and nxt.title and not t.ends_clause)
    if not named:
        return None
    copies = [j for j, w in enumerate(tgt_tokens) if w.strip(_STRIP) == t.core]
    return min(copies, key=lambda j: (abs(j - ref), j)) if copies else None
