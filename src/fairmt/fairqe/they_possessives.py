"""Possessive determiners for a singular "their" that the aligner left without a target (rules-54).

English refers back to a person whose gender it leaves open with a singular "they", and its
possessive with "their" ("The wrestler ... chokes an opponent by compressing their throat").
German has no gender-neutral possessive: the determiner agrees with the possessor's grammatical
gender, ``sein-`` for a masculine or neuter possessor, ``ihr-`` for a feminine one (Duden, *Die
Grammatik*, Possessivartikel: "die Wahl des Stammes richtet sich nach dem Besitzer"), so "indem
er seinen Hals komprimiert" shows the opponent's gender as much as "einen Gegner" does. The
README convention of the gold set (benchmarks/data/variants_gold/README.md) keeps a German
pronoun that translates a gendered English pronoun; "their" genders nobody, so its German
possessive is one that refers to a person only because of German grammar, and it flips with the
person. When the aligner linked "their" to nothing, a feminine realisation read "eine Gegnerin
..., indem sie seinen Hals komprimiert".

:func:`they_possessive_determiners` gives, for each such cue, the first third-person possessive
determiner after its antecedent's span that reads the antecedent's current gender, as
:func:`fairmt.fairqe.they_pronouns.they_personal_pronouns` does for "they"/"them". A possessive
another cue covers (a gendered English "his"/"her") ends the search, and so does a plural person
span between (an ``ihr-`` may be the plural's). A singular person span this realisation changes
between them does not: the possessive is then that person's or the antecedent's, and either
way it takes the realisation's gender. German only (the Romance possessive agrees with the
possessed noun, not with the possessor).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from fairmt.fairqe.taxonomy import Category
from fairmt.fairqe.types import Cue, CueDetection
from fairmt.inflect.base import Word

if TYPE_CHECKING:
    from fairmt.inflect.base import Inflector

__all__ = ["they_possessive_determiners"]

_THEIR = frozenset(["their", "theirs"])
#: German third-person singular possessive determiners, every case and gender of the possessed noun:
#: the stems "sein" and "ihr" with the endings of the ein-words.
_POSSESSIVES = frozenset(
    stem + ending for stem in ("sein", "ihr") for ending in ("", "e", "en", "em", "er", "es")
)


def _overlaps(a: tuple[int, int], b: tuple[int, int]) -> bool:
    return a[0] < b[1] and b[0] < a[1]


def _antecedent_span(
    ante: Cue, cues: Sequence[Cue], spans: Sequence[tuple[int, int]], tokens: Sequence[str]
) -> tuple[int, int] | None:
    """The antecedent's target span: its cue's, or else the one noun span (not a pronoun) that no
    cue covers, a person noun the language's resources found where the aligner gave none."""
    if ante.target_tokens is not None:
        return ante.target_tokens
    cued = [c.target_tokens for c in cues if c.target_tokens is not None]
    free = [
        s
        for s in spans
        if not any(_overlaps(s, b) for b in cued) and any(tokens[t][:1].isupper() for t in range(*s))
    ]
    return free[0] if len(free) == 1 else None


def they_possessive_determiners(
    det: CueDetection, tokens: Sequence[str], inflector: Inflector, spans: Sequence[tuple[int, int]]
) -> list[tuple[int, int]]:
    """Spans of possessive determiners that render a singular "their" (module docstring);
    ``spans`` are the person spans this realisation changes."""
    from fairmt.fairqe.realise import _antecedent

    out: list[tuple[int, int]] = []
    if getattr(inflector, "lang", None) != "de":
        return out  # the determiners below are German ("la Seine" is no "seine")
    for c in det.cues:
        if c.category != Category.C8 or c.source_span.lower() not in _THEIR:
            continue
        own = c.target_tokens
        if own is not None and any(Word.parse(tokens[t]).core.lower() in _POSSESSIVES for t in range(*own)):
            continue  # the cue has its possessive (a target on the possessed noun, "Trikot", has none)
        ante = _antecedent(c, det.cues)
        if ante is None:
            continue
        a = _antecedent_span(ante, det.cues, spans, tokens)
        mine = [s for s in spans if a is not None and _overlaps(s, a)]
        if a is None or not mine:
            continue
        g = inflector.gender_of(tokens, mine[0])
        covered = [
            x.target_tokens
            for x in det.cues
            if x.target_tokens is not None and x is not c and not _overlaps(x.target_tokens, a)
        ]
        for t in range(a[1], len(tokens)):
            if Word.parse(tokens[t]).core.lower() not in _POSSESSIVES:
                continue
            p = (t, t + 1)
            if p in out or any(s[0] <= t < s[1] for s in covered):
                break
            if any(a[1] <= s[0] < t and inflector.plural(tokens, s) for s in spans if not _overlaps(s, a)):
                break  # a plural person between: an "ihr-" may be the plural's
            if g is not None and inflector.gender_of(tokens, p) == g:
                out.append(p)
            break
    return out
