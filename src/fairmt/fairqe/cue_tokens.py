"""Source tokens and source hits: the two types every English cue rule works on.

A source sentence is split on whitespace only, and each token is normalised once
(:func:`tokenize`, cached by its raw text): leading/trailing punctuation is stripped into the
``opens_clause``/``ends_clause``/``ends_sentence`` flags, an English clitic ("'s", "'d", ...)
is split off into ``clitic``, and ``low`` is the lower-cased core used for every lexicon
look-up. Whitespace tokens are kept (rather than a tokenizer's) because cue spans are
reported as token offsets into the source as the user wrote it, and the aligners are given
the same tokens. A period after a known abbreviation ("Dr.", "Mr.") or after a single
capital initial does not end a sentence, so a title and its name stay in one clause.

A :class:`Hit` is one cue found by the rules; it is mutable while the context rules run
(agreement, predicates and C10 upgrade its gender, merge compounds or widen it) and is
turned into an immutable :class:`~fairmt.fairqe.types.Cue` at the end.

:func:`_skip` and :func:`_skip_name` are the two token walks every rule family shares: past
a run of listed words, and past a capitalised name; both stop at a clause boundary.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from dataclasses import dataclass

from fairmt.fairqe.taxonomy import Category
from fairmt.fairqe.types import Item, Realisation


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


SENTENCE_ABBREVIATIONS = _words(
    "mr mrs ms dr prof st jr sr mt vs etc no rev gen col lt sgt capt inc ltd co e.g i.e approx dept fig"
)


_OPEN = "\"'“‘«([{¡¿*_<"
_CLOSE = ".,;:!?\"'”’»)]}*…_>"
_CLAUSE_PUNCT = frozenset(',;:!?.…)(—–"“”«»')
_CLITICS = ("'s", "'d", "'ll", "'re", "'ve", "'m")


#: An em dash (U+2014) with no space on one side or both, which American usage sets closed up to
#: mark off a parenthetical or an afterthought ("the nurse—her name was Anna—smiled"; *The
#: Chicago Manual of Style*, 17th ed., 6.85), and an ASCII double hyphen closed up between two
#: words, the typewriter's em dash ("the nurse--her name was Anna"; CMOS 6.85 on typing it).
_CLOSED_DASH = re.compile(r"[ \t]*—[ \t]*|(?<=\w)--(?=\w)")


def space_dashes(source: str) -> str:
    """``source`` with every em dash, and every double hyphen between two words, set off by one
    space on each side (en-cues-58): a whitespace token then never holds two words joined by a
    dash ("nurse—her"), so both neighbours are read as separate words, exactly as when the
    writer spaced the dash (British usage, and most MT). A double hyphen becomes an em dash, so
    that it is read as one. En dashes (ranges: "1990–1995"; compounds of names) and hyphens
    ("mother-in-law") join one word and are kept. A source with no such dash is returned as is
    (the whitespace the user wrote is only changed around a dash)."""
    if "—" not in source and "--" not in source:
        return source
    return _CLOSED_DASH.sub(" — ", source).strip(" \t")


def spaced_item(item: Item) -> Item:
    """The copy of ``item`` that the rule analysis reads: its source with closed-up dashes set
    off (:func:`space_dashes`); ``item`` itself when nothing changes. The item the caller gave is
    never changed, so the QE backbone, the judge's prompts and the output see the user's text
    (a neural backbone's score must not move because of the rules' tokenisation)."""
    spaced = space_dashes(item.source)
    return item if spaced == item.source else dataclasses.replace(item, source=spaced)


@dataclass(frozen=True, slots=True)
class Tok:
    """One whitespace token of the source, normalised for lookup."""

    raw: str
    core: str  # punctuation and clitic removed, original case
    low: str
    clitic: str  # "'s", "'d", ... or ""
    ends_clause: bool  # punctuation follows the word
    ends_sentence: bool
    opens_clause: bool  # punctuation precedes the word
    title: bool  # Title-case word


_TOK_CACHE: dict[str, Tok] = {}


def tokenize(raw: str) -> Tok:
    t = _TOK_CACHE.get(raw)
    if t is not None:
        return t
    s = raw.replace("’", "'").replace("‘", "'")
    core = s.lstrip(_OPEN)
    opens = len(core) < len(s)
    body = core.rstrip(_CLOSE)
    trailing = core[len(body) :]
    # "doctors'" keeps its apostrophe inside `trailing`; "Mr." its period.
    clitic = ""
    low = body.lower()
    for c in _CLITICS:
        if low.endswith(c) and len(low) > len(c):
            clitic, body = c, body[: -len(c)]
            break
    low = body.lower()
    ends_clause = any(ch in _CLAUSE_PUNCT for ch in trailing) and not (
        trailing == "." and low in SENTENCE_ABBREVIATIONS
    )
    ends_sentence = (
        any(ch in ".!?…" for ch in trailing)
        and low not in SENTENCE_ABBREVIATIONS
        and not (len(body) == 1 and body.isupper())
    )
    title = bool(body) and body[0].isupper() and (len(body) == 1 or not body[1:].isupper())
    t = Tok(raw, body, low, clitic, ends_clause, ends_sentence, opens, title)
    if len(_TOK_CACHE) > 500_000:
        _TOK_CACHE.clear()
    _TOK_CACHE[raw] = t
    return t


@dataclass(slots=True)
class Hit:
    """A cue found in the source (mutable while the context rules run)."""

    start: int
    end: int
    category: Category
    gender: Realisation | None
    lemma: str
    note: str
    plural: bool = False
    kind: str = ""
    align: tuple[int, ...] = ()  # source tokens whose links give the target span
    seed: str | None = None  # key into the seed lexicon

    def align_tokens(self) -> tuple[int, ...]:
        return self.align or tuple(range(self.start, self.end))


def _skip(toks: Sequence[Tok], j: int, words: frozenset[str], limit: int = 3) -> int:
    """Index after up to ``limit`` consecutive tokens of ``words`` from ``j`` (clause-bound)."""
    n = 0
    while j < len(toks) and n < limit and toks[j].low in words and not toks[j].opens_clause:
        if toks[j].ends_clause:
            return j
        j += 1
        n += 1
    return j


def _skip_name(toks: Sequence[Tok], j: int) -> int:
    """Index after the capitalised name words starting at ``j`` (at most three)."""
    k = 0
    while j < len(toks) and k < 3 and toks[j].title and toks[j].low.replace(".", "").isalpha():
        j += 1
        k += 1
        if toks[j - 1].ends_clause:
            break
    return j
