"""Subject control: the passive or predicative infinitive whose understood subject is the
matrix subject ("She hopes to be invited", "He wants to be promoted", "I hate being ignored").

A *to*-infinitive or gerund complement of a subject-control verb has no subject of its own:
its understood subject is the main clause's subject (Huddleston & Pullum 2002, *CGEL* ch. 14
§1.1-§1.3 on control and raising; Quirk et al. 1985, §16.38-16.40 on catenative verbs), and so
are the raising verbs *seem, appear, tend, happen* and the semi-auxiliaries *be going to, be
supposed to, have to* (§3.47). *Used to* is left out (en-cues-65): the habitual past is
mostly a plain imperfect in the targets ("She used to be shy" -> "Elle était timide").
In Spanish, French and Italian the participle or adjective of that infinitive agrees with the
controller exactly as a finite predicate does ("Ella espera ser invitada", "Vuole essere
promosso", "Elle s'attend à être payée"), so the predicate cues of
:mod:`fairmt.fairqe.cue_predicates` look through the catenative verb and "to be"
(:func:`controlled_copula`), and the agentless-passive rule finds the subject of "to be +
participle" behind it (:func:`controller_start`) instead of calling the participle an
agentless passive with an unstated agent (en-cues-64, helper cp60). That rule takes only a
personal pronoun for the controller (:data:`CONTROLLER_PRONOUNS`, en-cues-65): a role noun's
variant does not reach the infinitive's participle, and "it/there/this/that" are no controllers.

Object control is left out on purpose: "They asked him to be quiet", "She told them to be
seated" put a person between the verb and "to", so neither function matches and the subject
is not taken for the infinitive's (its understood subject is the object, CGEL ch. 14 §1.3).
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe.cue_tokens import Tok, _words

#: Catenative verbs of subject control and raising whose "to"-infinitive has the subject's
#: understood subject (CGEL ch. 14 §1; Quirk et al. 1985, §16.38-16.40), in their finite and
#: participle forms. "expected" is both: "She expects to be paid" and the passive raising "She
#: is expected to be promoted" have the same understood subject. "ask" is subject control only
#: with no object between it and "to" ("She asked to be excused"), which the adjacency test
#: enforces. "have/has/had" + "to", "going to", "supposed to" are the semi-auxiliaries (Quirk
#: et al. 1985, §3.47), transparent to the subject in the same way; not "used to" (en-cues-65).
SUBJECT_CONTROL_VERBS = _words(
    "hope hopes hoped want wants wanted expect expects expected wish wishes wished deserve "
    "deserves deserved need needs needed like likes liked love loves loved hate hates hated "
    "prefer prefers preferred refuse refuses refused seem seems seemed appear appears appeared "
    "tend tends tended try tries tried ask asks asked plan plans planned intend intends intended "
    "decide decides decided choose chooses chose chosen agree agrees agreed fail fails failed "
    "manage manages managed promise promises promised demand demands demanded long longs longed "
    "happen happens happened continue continues continued begin begins began start starts "
    "started learn learns learned learnt pretend pretends pretended claim claims claimed "
    "volunteer volunteers volunteered aim aims aimed strive strives strove struggle struggles "
    "struggled fight fights fought hesitate hesitates hesitated "
    "have has had going supposed ought"
)
#: Verbs whose gerund complement "being + participle" has the subject's understood subject
#: ("She hates being ignored", "He enjoyed being praised"; CGEL ch. 14 §1.3).
GERUND_CONTROL_VERBS = _words(
    "hate hates hated like likes liked love loves loved enjoy enjoys enjoyed avoid avoids avoided "
    "fear fears feared risk risks risked mind minds minded dislike dislikes disliked resent "
    "resents resented miss misses missed remember remembers remembered escape escapes escaped "
    "deny denies denied recall recalls recalled"
)
#: Infinitival copulas after "to" whose predicate agrees with the understood subject. Not "get":
#: "to get vaccinated/married" is mostly a pronominal infinitive in the targets ("rifiutarsi di
#: vaccinarsi", "quiere casarse"), with no participle to agree.
INFINITIVE_COPULAS = _words("be become feel remain stay")
#: The controllers the agentless-passive rule reads through a controlled infinitive: the personal
#: pronouns (en-cues-65, helper mcp60). A role-noun controller ("The nurse hopes to be hired")
#: keeps its participle's C10 cue, and "it" of "It is nice to be invited" controls nothing.
CONTROLLER_PRONOUNS = _words("i you we they she he")


def controlled_copula(toks: Sequence[Tok], j: int) -> int | None:
    """The index after "V to be" or "V being" when ``toks[j]`` is a catenative verb of
    subject control (:data:`SUBJECT_CONTROL_VERBS`, :data:`GERUND_CONTROL_VERBS`) followed
    directly by its infinitive or gerund copula: "hopes to be", "wants to become", "seems to be",
    "hates being". ``None`` otherwise, in particular when a person or anything else stands
    between the verb and "to" (object control, "asked him to be") or a clause break does."""
    n = len(toks)
    if j + 1 >= n or toks[j].ends_clause:
        return None
    low = toks[j].low
    nxt = toks[j + 1]
    if low in GERUND_CONTROL_VERBS and nxt.low == "being" and not nxt.ends_clause:
        return j + 2
    if low not in SUBJECT_CONTROL_VERBS or nxt.low != "to" or nxt.ends_clause or j + 2 >= n:
        return None
    cop = toks[j + 2]
    if cop.low not in INFINITIVE_COPULAS or cop.ends_clause or cop.opens_clause:
        return None
    return j + 3


def controller_start(toks: Sequence[Tok], i: int, adjective: bool) -> int | None:
    """For the infinitival or gerund copula at ``i`` ("be" of "hopes to be invited", "being" of
    "hates being ignored"), the index of the word before which the controller's clause goes on:
    the catenative verb's index minus one (so the caller walks back over auxiliaries and
    adverbs to the subject as it does for a finite passive). ``adjective``: whether a
    predicative adjective may be the controller's head ("The teacher was proud to be chosen":
    CGEL ch. 14 §1, Quirk et al. 1985, §16.75-16.79); the caller says whether ``toks[i - 2]``
    is one. ``None`` when the copula is not controlled."""
    if i >= 1 and toks[i].low == "being":
        prev = toks[i - 1]
        if prev.low in GERUND_CONTROL_VERBS and not prev.ends_clause:
            return i - 2
        return None
    if i < 2 or toks[i - 1].low != "to" or toks[i - 1].opens_clause or toks[i - 2].ends_clause:
        return None
    if toks[i - 2].low in SUBJECT_CONTROL_VERBS or adjective:
        return i - 3
    return None
