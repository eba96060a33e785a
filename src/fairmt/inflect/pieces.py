"""Words inside tokens, and putting rewritten words back into tokens under the span contract.

A whitespace token holds one or more *pieces*: ``"l'infirmière,"`` is ``l'`` + ``infirmière``
(plus trailing ``,``), ``"del"`` is the preposition ``de`` + the article ``el``, ``"zum"`` is
``zu`` + ``dem``. Each language splits tokens into pieces, decides which pieces change and
into what (:attr:`Piece.new`), and :func:`assemble` turns the pieces back into tokens:

* a changed piece takes the capitalisation of the word it replaces (for several words,
  the first gets a title case, all get an upper case);
* a word ending in an apostrophe (an elided article ``l'``, ``un'``) is glued to the next
  word; the token's leading punctuation goes to its first word, its trailing punctuation
  to its last;
* the result is checked against the right-to-left contract (:mod:`fairmt.inflect.base`):
  each token before the span must come out as exactly one token of its own; words that a
  token right before the span grows (``del`` -> ``de`` ``la``) become the first tokens of
  the span. Anything else gives ``None``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from fairmt.inflect.base import Word, match_case

APOSTROPHES = ("'", "’")


@dataclass
class Piece:
    """One word of a token (``word`` is lower-cased, with ``'`` for any apostrophe)."""

    tok: int
    word: str
    surface: str
    kind: str = ""
    #: ``None``: unchanged; ``[]``: deleted; else the replacement words (lower case).
    new: list[str] | None = None
    #: Language-specific facts (number, role, ...).
    info: dict[str, str] = field(default_factory=dict)

    @property
    def elided(self) -> bool:
        return self.word.endswith("'")

    @property
    def current(self) -> str:
        """The piece's word after the change (its first word; ``""`` when deleted)."""
        if self.new is None:
            return self.word
        return self.new[0] if self.new else ""


def normalise(text: str) -> str:
    return text.lower().replace("’", "'").replace("‘", "'")


def split_elision(core: str, prefixes: frozenset[str]) -> list[tuple[str, str]]:
    """``[(surface, normalised word), ...]``: an elided prefix from ``prefixes`` cut off (repeatedly).

    ``l'infirmière`` -> ``l'`` + ``infirmière``; ``qu'elle`` -> ``qu'`` + ``elle``.
    """
    out: list[tuple[str, str]] = []
    rest = core
    while True:
        norm = normalise(rest)
        cut = norm.find("'")
        if cut <= 0 or cut == len(norm) - 1:
            break
        prefix = norm[: cut + 1]
        if prefix not in prefixes:
            break
        out.append((rest[: cut + 1], prefix))
        rest = rest[cut + 1 :]
    out.append((rest, normalise(rest)))
    return out


def _cased(surface: str, words: list[str]) -> list[str]:
    if not words:
        return []
    first = match_case(surface, words[0])
    if surface and len([c for c in surface if c.isalpha()]) > 1 and surface.isupper():
        return [w.upper() for w in words]
    return [first, *words[1:]]


def assemble(
    tokens: Sequence[str],
    words: dict[int, Word],
    pieces: Sequence[Piece],
    span_start: int,
) -> list[str] | None:
    """The new token list, or ``None`` when it would break the contract or change nothing.

    ``words`` are the parsed tokens the pieces come from (token index -> :class:`Word`);
    other tokens are copied. ``pieces`` are in sentence order.
    """
    by_tok: dict[int, list[Piece]] = {}
    for p in pieces:
        by_tok.setdefault(p.tok, []).append(p)
    changed = {t for t, ps in by_tok.items() if any(p.new is not None for p in ps)}
    if not changed:
        return None
    lo, hi = min(words), max(words) + 1
    # (text, source token, glue): glue marks an elided word that joins the next one, either
    # a new elided form (``l'``, ``un'``) or an unchanged elided piece inside its token.
    seq: list[tuple[str, int, bool]] = []
    carry = ""  # leading punctuation of a token whose words all went away
    for t in range(lo, hi):
        if t not in changed:
            seq.append((carry + tokens[t], t, False))
            carry = ""
            continue
        w = words[t]
        apo = "’" if "’" in w.core else "'"
        out: list[tuple[str, bool]] = []
        ps = by_tok[t]
        for i, p in enumerate(ps):
            if p.new is None:
                if p.surface:
                    out.append((p.surface, p.surface.endswith(APOSTROPHES) and i < len(ps) - 1))
            else:
                for x in _cased(p.surface, p.new):
                    x = x.replace("'", apo)
                    out.append((x, x.endswith(APOSTROPHES)))
        if not out:
            # Every word of the token went away: its leading punctuation goes to the next
            # word, its trailing punctuation to the previous one.
            carry += w.pre
            if w.post:
                if not seq:
                    return None
                text, src, g = seq[-1]
                seq[-1] = (text + w.post, src, g)
            continue
        out[0] = (carry + w.pre + out[0][0], out[0][1])
        carry = ""
        out[-1] = (out[-1][0] + w.post, out[-1][1] and not w.post)
        seq.extend((x, t, g) for x, g in out)
    groups: list[tuple[str, set[int]]] = []
    pending: tuple[str, set[int]] | None = None
    for text, t, glue in seq:
        if pending is not None:
            text, srcs = pending[0] + text, pending[1] | {t}
            pending = None
        else:
            srcs = {t}
        if glue:
            pending = (text, srcs)
        else:
            groups.append((text, srcs))
    if pending is not None:
        groups.append(pending)
    if carry:
        return None
    # The contract: tokens lo..span_start-1 each give exactly one group of their own.
    for k, t in enumerate(range(lo, span_start)):
        if k >= len(groups) or groups[k][1] != {t}:
            return None
    result = [*tokens[:lo], *(g[0] for g in groups), *tokens[hi:]]
    if result == list(tokens):
        return None
    return result
