"""A cue placed on a Romance possessive alone names no gender to change (rules-57).

A Romance possessive agrees with the *possessed* noun, not with the possessor (es "sus propias
llaves", fr "sa mère", it "le proprie chiavi" for "their keys": Real Academia Española, *Nueva
gramática*, el posesivo; Treccani, *aggettivi possessivi*). When the aligner places an English
possessive cue ("their", "his", "her") on such a word and nothing else, the span holds no word
that shows the person's gender: rewriting it in the other gender changes the possessed noun's
agreement ("le proprie chiavi" -> "i propri chiavi", ungrammatical), never the person's. Cue
detection already says so in the cue's note (:mod:`fairmt.fairqe.cues`); the realiser leaves
the span alone (:func:`possessive_only`). A possessive with a person noun in its span
("sua madre") is not such a span, and German, whose possessive stem follows the possessor
(sein/ihr), is not a language of this list.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe.cue_target import _POSSESSED
from fairmt.fairqe.types import Cue
from fairmt.inflect.base import lower_core

__all__ = ["possessive_only"]


def possessive_only(cue: Cue, tokens: Sequence[str], lang: str) -> bool:
    """Whether ``cue``'s target span is one or more possessives of ``lang`` that agree with the
    possessed noun and nothing else (module docstring)."""
    sp = cue.target_tokens
    forms = _POSSESSED.get(lang)
    if sp is None or not forms or sp[1] <= sp[0]:
        return False
    return all(lower_core(tokens[i]) in forms for i in range(*sp))
