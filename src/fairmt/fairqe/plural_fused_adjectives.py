"""Any adjective after "the" with a plural verb stands for people: "the curious acquire" (en-cues-79).

The cue lexicon lists the adjectives most often used as heads for people
(``cue_lexicon.NOMINAL_ADJECTIVES``: "the poor", "the rich", "the elderly"), but English makes
such a fused head of almost any adjective that can describe people ("the curious", "the brave",
"the lonely"). The grammar tells the two readings apart by number: a fused-head adjective that
denotes people is plural ("the curious *acquire*", "the brave *are* rewarded"), one that denotes
an abstract thing is singular ("the unexpected *happens*"): CGEL ch. 5 §9 (the "special" fused
heads, human plural vs. abstract singular). So an adjective the lists lack is read as people
(C12) after "the" when the next word is a verb that shows a plural subject: "are", "were",
"have", "do", or a present tense that is no third person singular and that Apertium reads as
no noun or adjective ("acquire", "learn"; not "the red *paint*"). A past tense ("the unexpected
happened") shows no number, so it is not enough. The adjective itself must be only an
adjective in Apertium's English dictionary (not "the red" the noun, not "the brave" the verb
when a verb follows) and no comparative or superlative ("the best come"), and a few adjectives
that head anaphoric phrases of any kind are left out ("the same apply", "the following are").

A listed one is people before a present participle too, the head of a reduced relative clause
("the homeless rummaging through the bins", "the elderly waiting for care"), when the -ing word
is only a verb form: no noun or adjective ("the homeless housing", "the poor living") that the
adjective could modify (:func:`verb_ing_only`).
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe.cue_tokens import Tok

__all__ = ["people_adjective", "verb_ing_only"]

#: Adjectives that head a phrase standing for anything said before or after ("the above are").
_ANAPHORIC = frozenset(
    ["same", "other", "others", "above", "below", "following", "former", "latter", "whole", "rest"]
)
#: Finite forms that a plural subject takes and a singular one does not.
_PLURAL_FINITES = frozenset(["are", "were", "have", "do", "aren't", "weren't", "haven't", "don't"])


def people_adjective(toks: Sequence[Tok], i: int) -> bool:
    """Whether ``toks[i]``, after "the", is an adjective standing for people: the subject of
    a plural verb right after it (module text); ``False`` without Apertium's dictionary."""
    from fairmt.inflect.apertium_morph import morphology

    t = toks[i]
    if i == 0 or toks[i - 1].low != "the" or toks[i - 1].ends_clause:
        return False
    if t.ends_clause or t.clitic or i + 1 >= len(toks) or not t.core.islower():
        return False
    if not t.low.isalpha() or len(t.low) < 4 or t.low in _ANAPHORIC:
        return False
    morph = morphology("en")
    if morph is None:
        return False
    readings = morph.readings(t.low)
    if not readings or any(r.pos != "adj" or {"sup", "comp"} & set(r.tags) for r in readings):
        return False
    nxt = toks[i + 1].low
    if nxt in _PLURAL_FINITES:
        return True
    after = morph.readings(nxt) if nxt.isalpha() else ()
    if not after or any(not r.pos.startswith("vb") for r in after):
        return False
    return any("pres" in r.tags and not ("p3" in r.tags and "sg" in r.tags) for r in after)


def verb_ing_only(low: str) -> bool:
    """Whether ``low`` is an -ing form that is only a verb's: Apertium reads it as a gerund or
    participle and as no noun or adjective ("waiting", not "housing", "living"), or lacks it and
    WordNet has its verb ("rummaging": "rummage"); ``False`` without the dictionary."""
    from fairmt.inflect.apertium_morph import morphology
    from fairmt.inflect.french_animacy import english_verb_lexfile

    if not (low.isalpha() and low.endswith("ing") and len(low) > 5):
        return False
    morph = morphology("en")
    if morph is None:
        return False
    readings = morph.readings(low)
    if readings:
        return all(r.pos.startswith("vb") for r in readings)
    stem = low[:-3]
    return any(english_verb_lexfile(v) is not None for v in (stem, stem + "e"))
