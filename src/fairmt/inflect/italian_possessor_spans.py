"""The possessor in a cue span that the aligner spread over the thing possessed (it-inflect-46).

English puts a person's possessive before the thing ("the defendant's answers"), Italian puts the
person in a *di* complement after it ("le risposte dell'imputata"; Serianni, *Grammatica italiana*,
VIII.10-16 on the possessive *di* complement). The aligner may link the English possessive to the
whole Italian phrase, "dalle risposte dell'imputata", and :meth:`ItalianInflector.cue_span` cut a
span at its first preposition, keeping the head: the right cut for "il proprietario della casa"
("the homeowner", the person is the head), the wrong one here, where the head is the thing and
its realisation flipped "dalle risposte" -> "dai risposti" while the person kept her gender.

:func:`possessor_complement` tells the two apart by the person nouns the dictionaries know: when no
word before the preposition is a person noun and a word of the complement is, the complement is
the cue's span; a thing noun must head the words before it (the dictionary reads one of them as a
noun), so that a participle and its complement ("nato nella stessa città") are left alone. A past
participle right after the article of the complement ("dell'imputata", "della ferita") is a
participle used as a noun (Serianni XI.413, the nominalised participle) and counts as a person
noun too, the dictionary listing "imputato" only as a participle.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Word

__all__ = ["possessor_complement"]


def _noun(token: str) -> str:
    """The word of ``token`` after an elided article ("dell'imputata" -> "imputata"), lower case."""
    return Word.parse(token).core.lower().split("'")[-1]


def possessor_complement(
    tokens: Sequence[str], s: int, j: int, e: int, is_person: Callable[[str], bool]
) -> bool:
    """Whether the span ``tokens[s:e]``, with a preposition (or a contraction) at ``j``, names its
    person in the complement from ``j`` on and a thing before it (module docstring)."""
    morph = morphology("it")
    if not s < j < e or morph is None:
        return False
    head = [n for t in tokens[s:j] if (n := _noun(t))]
    if any(is_person(n) for n in head):
        return False
    if not any(morph.noun_readings(n) for n in head):
        return False  # no thing noun before it: "nato nella stessa città" is a predicate
    if any(is_person(n) for t in tokens[j:e] if (n := _noun(t))):
        return True
    return _nominal_participle(tokens, j, e)


def _nominal_participle(tokens: Sequence[str], j: int, e: int) -> bool:
    """Whether the complement ``tokens[j:e]`` is a preposition fused with an article and a past
    participle, in one token ("dell'imputata") or two ("della imputata"), with no noun reading."""
    morph = morphology("it")
    if morph is None:
        return False
    first = Word.parse(tokens[j]).core.lower()
    if "'" in first[:-1]:
        word = first.split("'")[-1]
    elif j + 1 < e:
        word = Word.parse(tokens[j + 1]).core.lower()
    else:
        return False
    rs = morph.readings(word)
    return bool(rs) and any("pp" in r.tags for r in rs) and not morph.noun_readings(word)
