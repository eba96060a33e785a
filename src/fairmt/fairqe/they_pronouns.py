"""Personal pronouns for a singular "they" or a repeated noun the aligner left without one (pairs31).

English leaves a person's gender open and refers back to the person with a singular "they"
("The boss called the secretary into the office and gave them a raise") or by repeating the
noun ("The author's first novel was a success; since then, the author has become famous").
A language whose personal pronouns agree with their antecedent's grammatical gender renders
either by such a pronoun: German "und gab ihm/ihr eine Gehaltserhöhung", "seitdem ist er/sie
berühmt" (Duden, *Die Grammatik*, Personalpronomen: Kongruenz mit dem Bezugswort). The
aligner often links the English word to nothing (or, for a repeated noun, to the first
mention's span), and a realisation that changed the person's noun but not the pronoun reads
"Der Sekretär ... und gab ihr eine Gehaltserhöhung": one side's variant then keeps a word of
the person in the original's gender, and the two sides of a minimal pair get different
variant sets (the cause of the widening dev pairs de-d018 and de-d064, issue 13).

:func:`they_personal_pronouns` gives, for each such cue, the first personal pronoun after the
antecedent's span (:meth:`Inflector.personal_pronouns`) that reads the antecedent's gender
now, as :func:`fairmt.fairqe.they_objects.they_object_clitics` does for Romance object
clitics. A pronoun another cue covers (a gendered English pronoun's) ends the search, and so
does another person span between the antecedent and the pronoun (the pronoun may be that
person's). Languages without the hook (every one but German today) get nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from fairmt.fairqe.taxonomy import Category
from fairmt.fairqe.types import Cue, CueDetection

if TYPE_CHECKING:
    from fairmt.inflect.base import Inflector

__all__ = ["passed_over", "they_personal_pronouns"]

_THEY = frozenset(["they", "them", "themselves", "themself"])


def _overlaps(a: tuple[int, int], b: tuple[int, int]) -> bool:
    return a[0] < b[1] and b[0] < a[1]


def passed_over(c: Cue, ante: Cue | None, cues: Sequence[Cue]) -> list[tuple[int, int]]:
    """Target spans of the cues whose English words stand between the antecedent ``ante`` and
    the pronoun cue ``c``: the detector chose the antecedent over them (the nearest person
    before a singular "they" is its antecedent unless it cannot be, en-cues-40: "nobody
    recognised them"), so a target pronoun after their span may still be the antecedent's
    ("nessuno la riconobbe"; rules-36)."""
    if ante is None or ante.source_tokens is None or c.source_tokens is None:
        return []
    lo, hi = ante.source_tokens[1], c.source_tokens[0]
    return [
        x.target_tokens
        for x in cues
        if x.target_tokens is not None
        and x.source_tokens is not None
        and x is not c
        and lo <= x.source_tokens[0]
        and x.source_tokens[1] <= hi
    ]


def _antecedent_of(
    c: Cue, cues: Sequence[Cue], repeated: dict[int, Cue], tokens: Sequence[str], inflector: Inflector
) -> Cue | None:
    """The antecedent cue of ``c`` when ``c`` is a repeated mention or a singular "they"
    without a gendered target word of its own, else ``None``."""
    from fairmt.fairqe.realise import _antecedent

    if id(c) in repeated:
        return repeated[id(c)]
    if c.category != Category.C8 or not c.note.startswith("singular they (antecedent '"):
        return None
    if c.source_span.lower() not in _THEY:
        return None
    t = c.target_tokens
    if t is not None and inflector.gender_of(tokens, t) is not None:
        return None  # the cue has its pronoun
    return _antecedent(c, cues)


def they_personal_pronouns(
    det: CueDetection, tokens: Sequence[str], inflector: Inflector, spans: Sequence[tuple[int, int]]
) -> list[tuple[int, int]]:
    """Spans of personal pronouns that render a singular "they" or a repeated noun (module
    docstring); ``spans`` are the person spans this realisation changes."""
    from fairmt.fairqe.realise import _repeated_mentions, uncued_span

    pronouns: list[tuple[int, int]] | None = None
    out: list[tuple[int, int]] = []
    repeated = _repeated_mentions(det.cues)
    for c in det.cues:
        ante = _antecedent_of(c, det.cues, repeated, tokens, inflector)
        if ante is None:
            continue
        a = ante.target_tokens if ante.target_tokens is not None else uncued_span(det.cues, spans)
        if a is None:
            continue
        mine = [s for s in spans if _overlaps(s, a)]
        if not mine:
            continue
        if pronouns is None:
            pronouns = inflector.personal_pronouns(tokens)
        if not pronouns:
            return []
        covered = [
            x.target_tokens
            for x in det.cues
            if x.target_tokens is not None and x is not c and not _overlaps(x.target_tokens, a)
        ]
        g = inflector.gender_of(tokens, mine[0])
        passed = passed_over(c, ante, det.cues)
        for p in pronouns:
            if p[0] < a[1] or p in out:
                continue
            if any(s[0] <= p[0] < s[1] for s in covered):
                break
            if any(a[1] <= s[0] < p[0] for s in spans if not _overlaps(s, a) and s not in passed):
                break  # another person between the antecedent and the pronoun
            if g is not None and inflector.gender_of(tokens, p) == g:
                out.append(p)
            break
    return out
