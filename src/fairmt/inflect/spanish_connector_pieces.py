"""A connector before a comma is no part of the person's phrase (es-inflect-45, helper es62).

The aligner may give a person cue a span that starts on a sentence connector and runs over its
comma ("Por ello, los ciudadanos" for "citizens"; "Por eso, los vecinos"). A connector of
this kind (a preposition with a pronoun, an adverb, a conjunction: the discourse connectors of
RAE, *Nueva gramática*, ch. 30) is set off by a comma from the clause and holds no
noun or adjective, so no word of it can be the person; and its pronoun may end in "-o" like a
gender ending ("ello" became "ella"). :meth:`SpanishPersonSpans.cue_span` already cuts a span
at a comma when one piece holds the person nouns it knows; where it knows none (a noun the
dictionary lists in one gender only, "ciudadanos"), this module drops the leading pieces that
hold no noun, adjective or participle reading. A connector with such a word stays ("Sin
embargo,": "embargo" is a noun; "Por consiguiente,": an adjective): it is never stripped, and
the span is left as the aligner gave it.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Word
from fairmt.inflect.spanish_morph import SpanishMorph

__all__ = ["without_connectors"]

#: Apertium parts of speech that may name or describe a person.
_CONTENT = ("n", "np", "adj")


def _content(morph: SpanishMorph, word: Word) -> bool:
    """Whether ``word`` may be a noun, a name, an adjective or a participle (or is unknown)."""
    if not word.lower.isalpha():
        return False
    rs = morph.readings(word.lower) or ()
    return not rs or any(r.pos in _CONTENT or "pp" in r.tags for r in rs)


def without_connectors(tokens: Sequence[str], span: tuple[int, int], morph: SpanishMorph) -> tuple[int, int]:
    """``span`` without its leading pieces that end in a comma and hold no word that may be a
    noun, name, adjective or participle (module docstring): ``(s, e)`` of "Por ello, los
    ciudadanos" becomes that of "los ciudadanos"; a span left on a determiner alone ("ello,
    los") takes the noun after it. The span itself when no such piece leads it or nothing would
    be left."""
    s, e = span
    start = s
    for k in range(s, e - 1):
        w = Word.parse(tokens[k])
        if _content(morph, w):
            break
        if "," in w.post:
            start = k + 1
    if start == s or start >= e:
        return span
    # The aligner's span may stop on the determiner ("ello, los" for "citizens"): a determiner
    # ends no noun phrase, so the noun right after it (in the same clause) is the phrase's head.
    last = Word.parse(tokens[e - 1])
    rs = morph.readings(last.lower) or ()
    if (
        not last.post
        and e < len(tokens)
        and any(r.pos == "det" for r in rs)
        and _content(morph, Word.parse(tokens[e]))
    ):
        e += 1
    return (start, e)
