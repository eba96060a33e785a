"""Any adjective after "the" with a plural verb stands for people: "the generous give" (en-cues-79).

The cue lexicon lists the adjectives most often used as heads for people
(``cue_lexicon.NOMINAL_ADJECTIVES``: "the poor", "the rich", "the elderly"), but English makes
such a fused head of almost any adjective that can describe people ("the brave", "the
lonely", "the thoughtful"). The grammar tells the two readings apart by number: a fused-head
adjective that denotes people is plural ("the thoughtful *listen*", "the brave *are*
rewarded"), one that denotes an abstract thing is singular ("the unexpected *happens*"):
CGEL ch. 5 §9 (the "special" fused heads, human plural vs. abstract singular). So an adjective
the lists lack is read as people (C12) after "the" when the next word is a verb that shows a
plural subject: "are", "were", "have" (:data:`fairmt.fairqe.cue_clauses.PLURAL_BE_HAVE`) or a
present tense that is no third person singular (:func:`fairmt.fairqe.cue_clauses.plural_verb`)
and that Apertium reads as no noun or adjective ("the thoughtful *listen*"; not "the red
*paint*"). A past tense ("the unexpected happened") shows no number, so it is not enough. The
adjective itself must be only an adjective in Apertium's English dictionary (not "the red" the
noun, not "the brave" the verb when a verb follows) and no comparative or superlative ("the
best come"), and a few adjectives that head anaphoric phrases of any kind are left out ("the
same apply", "the following are").

Three contexts make the plural verb prove nothing about people, and are refused:

* **a bare infinitive after a main verb of causing or perceiving** ("they made the impossible
  *happen*", "let the unthinkable *become* normal", "we watched the improbable unfold"): the
  adjective is that verb's object, the next verb an infinitive, which looks like a plural
  present. Auxiliaries ("why do the thoughtful ask") are no such verbs.
* **coordination** ("the beautiful and the useful are rarely the same", "the sublime or the
  absurd"): two abstract fused heads coordinated make a plural subject of things.
* **ellipsis of a noun said before** ("of the two sorts of bread, the fresh are softer"): a
  plural thing noun earlier in the sentence is the head the adjective stands for.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from fairmt.fairqe.cue_clauses import PLURAL_BE_HAVE, plural_verb
from fairmt.fairqe.cue_tokens import Tok

if TYPE_CHECKING:
    from fairmt.inflect.apertium_morph import Morphology

__all__ = ["ing_clause_after", "people_adjective"]

#: Adjectives that head a phrase standing for anything said before or after ("the above are").
_ANAPHORIC = frozenset(
    ["same", "other", "others", "above", "below", "following", "former", "latter", "whole", "rest"]
)
#: Apertium's verb tags of auxiliaries, which take no object before a bare infinitive.
_AUXILIARY_POS = frozenset(["vbdo", "vaux", "vbmod", "vbser", "vbhaver"])
#: Words that coordinate two noun phrases.
_COORDINATORS = frozenset(["and", "or", "nor"])


def people_adjective(toks: Sequence[Tok], i: int) -> bool:
    """Whether ``toks[i]``, after "the", is an adjective standing for people: the subject of
    a plural verb right after it, outside the three contexts of the module text; ``False``
    without Apertium's dictionary."""
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
    j = _after_adverbs(toks, i + 1, morph)
    if j is None:
        return False
    nxt = toks[j].low
    if nxt not in PLURAL_BE_HAVE:
        after = morph.readings(nxt) if nxt.isalpha() else ()
        if not after or any(not r.pos.startswith("vb") for r in after):
            return False
        if not plural_verb(nxt, past=False):
            return False
    if _coordinated(toks, i):
        return False
    if i >= 2 and _main_verb(toks[i - 2]) and any("inf" in r.tags for r in morph.readings(nxt)):
        return False  # "they made the impossible happen": the object of a causative
    return not _plural_thing_before(toks, i - 1)


def _after_adverbs(toks: Sequence[Tok], j: int, morph: Morphology) -> int | None:
    """The index of the verb after the fused head, past up to two adverbs between the subject
    and its verb ("the curious *always* ask", "the wise *rarely* boast", "the brave *often*
    are"): an adverb of frequency or degree stands before the verb (CGEL 6.7, the central
    position of adverbs), and the verb after it still shows the subject's number (en-cues-80,
    branch en65). An adverb is a word Apertium reads only as one, so a word that may be a
    noun or adjective ("the red *paint* dries") ends the search; ``None`` where a clause
    ends before a verb or the sentence runs out."""
    for _ in range(3):
        if j >= len(toks):
            return None
        t = toks[j]
        readings = morph.readings(t.low) if t.low.isalpha() else ()
        if not readings or any(r.pos != "adv" for r in readings):
            return j
        if t.ends_clause:
            return None
        j += 1
    return j if j < len(toks) else None


def _coordinated(toks: Sequence[Tok], i: int) -> bool:
    """Whether "the" + ``toks[i]`` is either half of a coordination ("the X and the Y")."""
    if toks[i + 1].low in _COORDINATORS:
        return True
    return i >= 2 and toks[i - 2].low in _COORDINATORS and not toks[i - 2].ends_clause


def _main_verb(t: Tok) -> bool:
    """Whether Apertium reads ``t`` as a lexical verb and never as an auxiliary ("made",
    "let", "watched"; not "do", "will", "have")."""
    from fairmt.inflect.apertium_morph import morphology

    morph = morphology("en")
    if morph is None or t.ends_clause or not t.low.isalpha():
        return False
    readings = morph.readings(t.low)
    return any(r.pos == "vblex" for r in readings) and not any(r.pos in _AUXILIARY_POS for r in readings)


def _plural_thing_before(toks: Sequence[Tok], the: int) -> bool:
    """Whether a plural noun that names no person comes earlier in the sentence before
    ``toks[the]``: a head the fused adjective may stand for by ellipsis ("of the two sorts of
    bread, the fresh are softer")."""
    from fairmt.fairqe.cue_words import lookup_word
    from fairmt.inflect.apertium_morph import morphology

    morph = morphology("en")
    if morph is None:
        return False
    for j in range(the - 1, -1, -1):
        t = toks[j]
        if t.ends_sentence:
            break
        if not t.low.isalpha() or t.clitic:
            continue
        if any(r.pos == "n" and "pl" in r.tags for r in morph.readings(t.low)) and lookup_word(t) is None:
            return True
    return False


#: Words that may open what follows an -ing participle's verb: a preposition, an article or
#: possessive (its object), or a particle or adverb ("through", "the", "alone", "about").
_AFTER_ING_POS = frozenset(["pr", "det", "adv", "prn", "cnjadv", "preadv"])


def ing_clause_after(toks: Sequence[Tok], j: int) -> bool:
    """(en-cues-80, en65) Whether ``toks[j]``, after a listed fused-head adjective ("the
    homeless", "the elderly"), opens a participle clause that postmodifies it: an -ing form
    Apertium reads only as a verb (or, for one it lacks, whose base is a verb: "huddl-e"),
    followed by a preposition, determiner or adverb ("we passed the homeless *sleeping* under
    the arches", "help for the elderly *shivering* in the cold"). A non-finite clause
    postmodifies a fused head as it does a noun (CGEL 5.9.2, 14.6), and the head stays people.
    An -ing word that may be a noun ("the elderly *housing* scheme", "the disabled *parking*")
    is a compound's head, not such a clause, and is refused."""
    from fairmt.inflect.apertium_morph import morphology

    morph = morphology("en")
    if morph is None or j + 1 >= len(toks):
        return False
    t = toks[j]
    if not (t.low.endswith("ing") and t.low.isalpha() and t.core.islower()) or t.ends_clause:
        return False
    readings = morph.readings(t.low)
    if not readings:
        # an -ing form the dictionary lacks ("huddling") is one of a verb it knows ("huddle")
        stem = t.low[:-3]
        bases = [stem, stem + "e"] + ([stem[:-1]] if len(stem) > 2 and stem[-1] == stem[-2] else [])
        if not any(r.pos == "vblex" for b in bases for r in morph.readings(b)):
            return False
    elif any(not r.pos.startswith("vb") for r in readings):
        return False
    nxt = toks[j + 1].low
    after = morph.readings(nxt) if nxt.isalpha() else ()
    return bool(after) and any(r.pos in _AFTER_ING_POS for r in after)
