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
noun, and the role noun is singular and no possessor ("plays a doctor's assistant"). A bare
*play* needs the indefinite article ("plays a banker"): with a definite object *play* is also
the verb of sports ("she played the defending champion in the final"), whose object is another
person. *Portray* is left out: a writer or painter portrays someone else. So is "the identity
of": one assumes another, real person's identity ("assumed the identity of a dead soldier").
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe.cue_tokens import Hit, Tok, _words
from fairmt.fairqe.cue_words import CLAUSE_BREAKERS, LINKS, PREPOSITIONS
from fairmt.fairqe.taxonomy import C1, C2, C3, C4, C6, C7, C8, C9, C11

__all__ = ["role_taking_objects"]

_SUBJECTS = _words("he she")
#: Forms of *play*, whose indefinite object names the role played ("plays a banker").
_PLAY = _words("play plays played playing")
#: Verbs of taking on a role, before "the role/part/persona/guise of" (plus *play*).
_TAKE = _PLAY | _words(
    "adopt adopts adopted adopting assume assumes assumed assuming take takes took taken taking"
)
#: Nouns whose "of" complement names the character taken on.
_FRAMES = _words("role part persona guise")
#: Words that may stand between a verb of taking on and its frame noun ("took on the role of").
_FRAME_FILLERS = _words("the a an his her on over up")
_INDEFINITE = _words("a an")
#: Modifiers allowed between the link and the role noun ("a sinister nitrogen industrialist").
_MAX_MODIFIERS = 4


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
    """The verb of taking on before "the role/part/persona/guise" + "of" at ``of``, or None."""
    if of < 2 or toks[of - 1].low not in _FRAMES or toks[of - 1].ends_clause:
        return None
    for v in range(of - 2, max(-1, of - 5), -1):
        t = toks[v]
        if t.ends_clause:
            return None
        if t.low in _TAKE:
            return v
        if t.low not in _FRAME_FILLERS:
            return None
    return None


def _taking_verb(toks: Sequence[Tok], start: int, at: dict[int, Hit]) -> int | None:
    """The verb whose taken-on role is the noun at ``start``: a form of *play* before "a"/"an"
    and up to :data:`_MAX_MODIFIERS` plain modifiers, or a verb of taking on before "the
    role/part/persona/guise of" and a determiner and modifiers; None otherwise."""
    k = start - 1
    steps = 0
    while k >= 0 and steps <= _MAX_MODIFIERS:
        t = toks[k]
        if t.ends_clause:
            return None
        if t.low == "of":
            return _frame_verb(toks, k)
        if t.low in _PLAY:
            return k if steps > 0 and toks[k + 1].low in _INDEFINITE else None
        if k in at or not _plain(t):
            return None
        k -= 1
        steps += 1
    return None


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
        others = [
            h
            for h in sent
            if not h.plural and (h.category in (C7, C9, C11) or (h.category == C8 and h.kind == "indefinite"))
        ]
        for cand in sorted(sent, key=lambda h: h.start):
            if cand.category not in (C7, C11) or cand.plural:
                continue
            if toks[cand.end - 1].clitic in ("'s", "'"):
                continue  # a possessor ("plays a doctor's assistant"), not the role
            if any(o.start < cand.start and o is not cand for o in others):
                continue
            v = _taking_verb(toks, cand.start, at)
            if v is None:
                continue
            subject = next(
                (h for h in sent if h.category == C1 and h.lemma in _SUBJECTS and h.start < v),
                None,
            )
            if subject is None:
                continue
            cand.category, cand.gender = C6, g
            cand.note = f"{cand.note}; must agree: role taken on by '{toks[subject.start].core}'"
