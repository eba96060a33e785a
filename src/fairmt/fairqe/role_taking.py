"""The role a he/she subject plays or takes on is that person's (helper ex60, issue 13).

"In his new film he plays a cunning detective", "she took on the role of a reluctant mentor",
"he adopts the persona of a masked vigilante": the object of *play* in its theatrical sense, and
the noun after "the role/part/persona/guise of" as the object of a verb of taking on (*adopt,
assume, take (on), play*), denote the character the subject becomes, in the way the predicate
nominal after "as" or *become* does (rule (d) of :mod:`fairmt.fairqe.cue_rules`; Huddleston and
Pullum, *The Cambridge Grammar of the English Language*, ch. 4 §5 on predicative complements,
which *play* takes in this sense: "she played Hamlet" = she was Hamlet on stage). Spanish and
Italian make that role noun agree with the person who takes it on: "interpreta a una astuta
detective", "adotta le sembianze di un giustiziere mascherato". The role noun is therefore an
explicit cue of the subject's gender.

It is read only under the guards of rule (d): the sentence genders one person only (every
pronoun, gendered noun and title has one gender), a he/she subject pronoun comes before the
verb, no other person of unstated gender (a role noun, an indefinite) comes before the role
noun, and the role noun is singular and no possessor ("plays a doctor's assistant"). *Portray*
is left out: a writer or painter portrays someone else. So is "the identity of": one assumes
another, real person's identity ("assumed the identity of a dead soldier").

Review of session 40 (mend m_ex60) tightened it:

* The he/she must be the subject of that verb (:func:`_subject_of`): nothing between them that
  opens another clause (a comma, a subordinator: "When he arrived, I played a doctor"; "he says
  that they play a nurse"), no other subject (a pronoun, a person cue, a capitalised name: "she
  says you play a doctor") and no noun phrase that is not inside a prepositional phrase (a
  determiner after a verb: "she wrote two plays a critic praised"). A coordinated verb keeps the
  subject ("she trains in judo and adopts the persona of a ...").
* A bare *play* ("plays a banker") needs the indefinite article: with a definite object *play*
  is also the verb of sports ("she played the defending champion in the final"), whose object is
  another person. The indefinite sports object is kept out too (:func:`_sports_object`): a
  competitor noun (champion, opponent, rival, ...: the person one plays against), or an object
  followed by "at" and a bare noun (the game: "played a stranger at chess") or by "in" and a
  contest noun ("in the semi-final", "in the second round", "in the match"). "in the game" is not
  read as sports: video-game roles are played "in the game" too. *Play* after a determiner is
  the noun ("two plays a critic praised").
* "part" is a frame of *play* only ("played the part of a nurse"): "take the part of someone"
  is also to side with them ("took the part of a colleague in the dispute").
* The noun after "of" must be indefinite or bare ("the role of a mentor", "the role of chief
  clerk"): a definite one ("took over the role of the outgoing head") names another, real person
  whose place the subject takes, whose gender the role noun keeps.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe.cue_tokens import Hit, Tok, _words
from fairmt.fairqe.cue_words import CLAUSE_BREAKERS, DETERMINERS_EN, LINKS, PREPOSITIONS
from fairmt.fairqe.role_nouns import lone_role_nouns
from fairmt.fairqe.taxonomy import C1, C2, C3, C4, C6

__all__ = ["role_taking_objects"]

_SUBJECTS = _words("he she")
#: Forms of *play*, whose indefinite object names the role played ("plays a banker").
_PLAY = _words("play plays played playing")
#: Verbs of taking on a role, before "the role/persona/guise of" (plus *play*).
_TAKE = _PLAY | _words(
    "adopt adopts adopted adopting assume assumes assumed assuming take takes took taken taking"
)
#: Nouns whose "of" complement names the character taken on.
_FRAMES = _words("role persona guise")
#: A frame of *play* only: "take the part of someone" is also to side with them.
_PLAY_FRAMES = _words("part")
#: Words that may stand between a verb of taking on and its frame noun ("took on the role of").
_FRAME_FILLERS = _words("the a an his her on over up")
_INDEFINITE = _words("a an")
#: Modifiers allowed between the link and the role noun ("a sly retired railway clerk").
_MAX_MODIFIERS = 4
#: Words that open another clause between a subject and the verb ("he says that they play").
_CLAUSE_OPENERS = (CLAUSE_BREAKERS - _words("and but or")) | _words(
    "if unless whether once as so whom whose what"
)
#: Other subjects: with one of them between, the he/she is not the subject of the verb.
_OTHER_SUBJECTS = _words("i you we they he she it this there someone somebody everyone nobody")
#: Most words between a he/she subject and its verb of taking on ("she trains in judo and adopts").
_MAX_GAP = 8
#: Competitors: the person one plays against in a sport or game ("played a former champion").
_COMPETITORS = _words(
    "champion opponent rival challenger contender competitor contestant finalist semi-finalist "
    "semifinalist quarter-finalist quarterfinalist titleholder title-holder runner-up qualifier "
    "adversary foe team-mate teammate partner underdog favourite favorite seed winner loser"
)
#: Contest nouns after "in" that make *play* the verb of sports ("in the semi-final").
_CONTESTS = _words(
    "final finals match round tournament championship championships cup league playoff "
    "playoffs play-off play-offs tie derby heat semis decider"
)


def _plain(t: Tok) -> bool:
    """A lower-case word that can modify a noun inside its phrase (no preposition, link,
    clause breaker or punctuation after it)."""
    return (
        not t.ends_clause
        and not t.title
        and t.low.replace("-", "").isalpha()
        and t.low not in PREPOSITIONS
        and t.low not in LINKS
        and t.low not in CLAUSE_BREAKERS
    )


def _frame_verb(toks: Sequence[Tok], of: int) -> int | None:
    """The verb of taking on before "the role/persona/guise" + "of" at ``of`` (or a form of
    *play* before "the part" + "of"), or None."""
    frame = toks[of - 1].low if of >= 2 else ""
    if frame not in _FRAMES | _PLAY_FRAMES or toks[of - 1].ends_clause:
        return None
    verbs = _PLAY if frame in _PLAY_FRAMES else _TAKE
    for v in range(of - 2, max(-1, of - 5), -1):
        t = toks[v]
        if t.ends_clause:
            return None
        if t.low in verbs:
            return v
        if t.low not in _FRAME_FILLERS:
            return None
    return None


def _taking_verb(toks: Sequence[Tok], start: int, at: dict[int, Hit]) -> int | None:
    """The verb whose taken-on role is the noun at ``start``: a form of *play* (no noun after a
    determiner) before "a"/"an" and up to :data:`_MAX_MODIFIERS` plain modifiers, or a verb of
    taking on before "the role/persona/guise of" and an indefinite or no determiner and
    modifiers ("the role of the outgoing head" is another person's); None otherwise."""
    k = start - 1
    steps = 0
    while k >= 0 and steps <= _MAX_MODIFIERS:
        t = toks[k]
        if t.ends_clause:
            return None
        if t.low == "of":
            definite = toks[k + 1].low in DETERMINERS_EN and toks[k + 1].low not in _INDEFINITE
            return None if definite else _frame_verb(toks, k)
        if t.low in _PLAY:
            if k > 0 and toks[k - 1].low in DETERMINERS_EN:
                return None  # the noun: "two plays a critic praised"
            return k if steps > 0 and toks[k + 1].low in _INDEFINITE else None
        if k in at or not _plain(t):
            return None
        k -= 1
        steps += 1
    return None


def _sports_object(toks: Sequence[Tok], cand: Hit) -> bool:
    """Whether the object of a bare *play* is the opponent in a sport or game: a competitor noun,
    or an object followed by "at" and a bare noun ("at chess") or by "in" and a contest noun within
    three words ("in the semi-final", "in the second round")."""
    if cand.lemma in _COMPETITORS or toks[cand.end - 1].low in _COMPETITORS:
        return True
    j = cand.end
    if toks[j - 1].ends_clause or j + 1 >= len(toks):
        return False
    nxt = toks[j + 1]
    if toks[j].low == "at":
        return not nxt.title and nxt.low not in DETERMINERS_EN
    if toks[j].low != "in":
        return False
    for t in toks[j + 1 : j + 4]:
        if t.low in _CONTESTS or t.low.endswith("-final") or t.low.endswith("-finals"):
            return True
        if t.ends_clause:
            break
    return False


def _subject_of(toks: Sequence[Tok], sent: Sequence[Hit], v: int, at: dict[int, Hit]) -> int | None:
    """The he/she that is the subject of the verb at ``v``: the nearest one before it, with at
    most :data:`_MAX_GAP` words between and none of them a clause boundary (a comma, a word of
    :data:`_CLAUSE_OPENERS`), another subject (:data:`_OTHER_SUBJECTS`, a person cue, a
    capitalised name) or a determiner after a word that is no preposition (the start of another
    noun phrase that may be the subject: "she says the kid plays ..."); None otherwise."""
    subjects = [h.start for h in sent if h.category == C1 and toks[h.start].low in _SUBJECTS and h.start < v]
    if not subjects:
        return None
    s = max(subjects)
    if v - s - 1 > _MAX_GAP:
        return None
    for k in range(s + 1, v):
        t = toks[k]
        if toks[k - 1].ends_clause or t.opens_clause or k in at:
            return None
        if t.low in _CLAUSE_OPENERS or t.low in _OTHER_SUBJECTS or t.title:
            return None
        if t.low in DETERMINERS_EN and toks[k - 1].low not in PREPOSITIONS:
            return None
    return None if toks[v - 1].ends_clause else s


def role_taking_objects(toks: Sequence[Tok], hits: Sequence[Hit], sid: Sequence[int]) -> None:
    """Upgrade, in place, a role noun that a he/she subject plays or takes on to a C6 cue of the
    subject's gender, in a sentence that genders one person only."""
    by_sentence: dict[int, list[Hit]] = {}
    for h in hits:
        by_sentence.setdefault(sid[h.start], []).append(h)
    for sent in by_sentence.values():
        explicit = [h for h in sent if h.category in (C1, C2, C3, C4) or h.kind == "gendered-name"]
        genders = {h.gender for h in explicit}
        if len(genders) != 1 or None in genders:
            continue
        (g,) = genders
        assert g is not None
        at = {h.start: h for h in sent}
        for cand in lone_role_nouns(toks, sent):
            v = _taking_verb(toks, cand.start, at)
            if v is None:
                continue
            if toks[v].low in _PLAY and toks[v + 1].low in _INDEFINITE and _sports_object(toks, cand):
                continue
            subject = _subject_of(toks, sent, v, at)
            if subject is None:
                continue
            cand.category, cand.gender = C6, g
            cand.note = f"{cand.note}; must agree: role taken on by '{toks[subject].core}'"
