"""Subject-oriented depictives after a verb of motion or posture (helper ex41, issue 13).

"She arrived home exhausted", "He returned from the war wounded", "She spent the night awake",
"He died young": an adjective or participle after an intransitive verb (and its adverbial)
describes the subject's state during the event (Quirk et al. 1985, 16.48 and 15.58 on
subject-oriented adjuncts; CGEL ch. 4, §4.4 on depictives). English shows no agreement, but
Spanish and Italian do ("Llegó a casa agotada", "Passò la notte sveglia"): with a dropped
subject the depictive is the one word of the translation that shows the subject's gender, so a
translation with the other gender went unflagged. The depictive is a C6 predicate cue with the
gender of *he*/*she*, like the predicate of a copula (:func:`fairmt.fairqe.cue_predicates._c10`).

Read only in a narrow frame, so that adverbs and objects are not taken for depictives:

* the subject is *he* or *she*, which opens its clause, directly before the verb;
* the verb is a past or third-person present form of :data:`_VERBS` (arrive, return, die, sit,
  lie, remain ...; the present of a plot summary: "she returns home wounded"), or of "spend" with
  a time noun as its object ("spent the night", "spends her days");
* after the verb, at most three words of an adverbial: adverbs ("home", "back") or a phrase
  opening with a preposition ("from the war"), never an object ("she left the door open");
* the word is an adjective or a past participle in the English dictionary and never an adverb
  or a noun ("late", "home", "alone", "first" are adverbs too), and it ends its clause (before
  punctuation, "and"/"but", a preposition, or the sentence's end).
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe.cue_tokens import Hit, Tok, _words
from fairmt.fairqe.english_person_nouns import english_morphology
from fairmt.fairqe.taxonomy import C1, C6

__all__ = ["depictive_predicates"]

#: Past and present forms of intransitive verbs of motion, posture and state that take a depictive.
_VERBS = _words(
    """arrived returned came died sat stood lay remained stayed emerged escaped woke awoke left
    went fled arrives returns comes dies sits stands lies remains stays emerges escapes wakes
    leaves goes flees"""
)
#: "spend" with a time noun as its object ("spent the night awake", "spends her days alone").
_SPEND = _words("spent spends")
_TIME_NOUNS = _words("day days night nights week weeks month months year years time hours life evening")
#: Words after which a depictive ends its clause.
_AFTER = _words("and but in at on from for with after before to into under among near by away up")
#: Prepositions that open an adverbial between the verb and the depictive ("from the war").
_PREPOSITIONS = _words("from to in at after into through across out")


def _adverb(word: str) -> bool:
    morph = english_morphology()
    return morph is not None and any(r.pos == "adv" for r in morph.readings(word) or ())


def _depictive(word: str) -> bool:
    """An adjective or past participle that is never an adverb, noun or preposition."""
    morph = english_morphology()
    if morph is None or not word.isalpha():
        return False
    rs = morph.readings(word) or ()
    pos = {r.pos for r in rs}
    adj = "adj" in pos or any(r.pos == "vblex" and "pp" in r.tags for r in rs)
    return adj and not pos & {"adv", "preadv", "n", "pr", "np", "det", "num", "prn"}


def depictive_predicates(toks: Sequence[Tok], hits: Sequence[Hit], covered: set[int]) -> list[Hit]:
    """C6 hits for the depictive of a *he*/*she* subject (module docstring)."""
    out: list[Hit] = []
    n = len(toks)
    for h in hits:
        if h.category != C1 or h.lemma not in ("he", "she") or h.gender is None or h.end >= n:
            continue
        s = h.start
        if s > 0 and not (toks[s - 1].ends_clause or toks[s - 1].low in ("and", "but", "when", "then")):
            continue
        v = h.end
        if toks[s].ends_clause or toks[v].ends_clause:
            continue
        if toks[v].low in _SPEND:
            k = v + 1
            if k < n and toks[k].low in ("the", "her", "his", "that", "a", "whole", "all"):
                k += 1
            if k < n and toks[k].low in ("whole", "entire", "next", "following"):
                k += 1
            if k >= n or toks[k].low not in _TIME_NOUNS:
                continue
            first = k + 1
        elif toks[v].low in _VERBS:
            first = v + 1
        else:
            continue
        if toks[first - 1].ends_clause:
            continue
        for j in range(first, min(first + 4, n)):
            if j in covered:
                break
            w = toks[j]
            if j > first and not (
                toks[first].low in _PREPOSITIONS or all(_adverb(t.low) for t in toks[first:j])
            ):
                break  # an object between: "she left the door open" says it of the door
            if _depictive(w.low) and (w.ends_clause or j == n - 1 or toks[j + 1].low in _AFTER):
                note = f"depictive '{w.core}' must agree with '{toks[s].core}' ({h.gender})"
                out.append(Hit(j, j + 1, C6, h.gender, w.low, note, kind="predicate", align=(j,)))
                covered.add(j)
                break
            if w.ends_clause:
                break
    return out
