"""A finite verb at the start of a cue span, or after punctuation at its end, tells no gender
(it-inflect-47).

The aligner may give a cue a span that opens on the verb before the person's noun phrase ("Ask
the tobacconist if he ..." -> "Chiedi alla tabaccaia se mi": the span opens on "Chiedi").
:meth:`fairmt.inflect.italian.ItalianInflector.cue_span` already moves such a span to the noun
for the realisation, but the gender the span is read in came from the span as given, whose first
content word was the verb: its ending, *-i*, read as a masculine plural, so the feminine
translation was taken for a masculine one and got no masculine variant. A finite verb form (by
every reading of the dictionary: indicative, subjunctive, conditional, imperative; no
participle, noun or adjective reading) has person and number but no gender in Italian (Serianni,
*Grammatica italiana*, XI, the verb: only the participle agrees in gender), so it is no part of a
phrase that could show one: the gender is read after it. A participle ("chiamato l'idraulico"),
an infinitive and a word the dictionary lacks stay, and so does a verb with punctuation after it
or one that is the whole span. A finite verb after punctuation at the span's end ("Quando sono
calmo, riesco" for "When I am quiet") is cut too: a phrase does not go on over the comma into a
verb, and the verb's *-o* had been realised as an adjective's ("calma, riesca").
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import finite_verb, morphology
from fairmt.inflect.base import Word, check_span

__all__ = ["leading_finite_verbs"]


def leading_finite_verbs(tokens: Sequence[str], span: tuple[int, int]) -> tuple[int, int]:
    """``span`` without the finite verb forms that open it, nor those after punctuation at its end
    (module docstring)."""
    morph = morphology("it")
    if morph is None or not check_span(tokens, span):
        return span
    s, e = span
    while e - s > 1:
        w = Word.parse(tokens[s])
        if w.post.strip() or not _only_finite(w.core.lower()):
            break
        s += 1
    # ... and after punctuation at its end ("sono calmo, | riesco" for "I am quiet"): the phrase
    # ends at the comma, and the verb's "-o" is no masculine (it had become "riesca").
    while e - s > 1 and Word.parse(tokens[e - 2]).post.strip():
        if not _only_finite(Word.parse(tokens[e - 1]).core.lower()):
            break
        e -= 1
    return (s, e)


def _only_finite(word: str) -> bool:
    """Whether the dictionary reads ``word`` (lower case) and reads it only as finite verb forms."""
    morph = morphology("it")
    rs = morph.readings(word) if morph is not None else ()
    return bool(rs) and all(finite_verb(r) for r in rs)
