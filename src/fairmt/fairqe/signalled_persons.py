"""Person nouns that are also things, read as persons where the sentence shows a person (en-cues-66).

The cue lexicon's WordNet list (``data/person_nouns.txt``) leaves out the nouns whose most
frequent WordNet sense is a person but which also name a thing and were never tagged as people
in SemCor: most agent nouns in -er are such words, because English names tools and machines
after what they do as it names people ("a diver" and the bird, "a sweeper" and the machine, "a
bowler" and the hat, "a proconsul" and the fossil ape, "a printer", "a scanner"). Reading them as
persons everywhere would flip the machines; leaving them out missed "the diver who found the
wreck" and "bowler Jim Laker". ``scripts/build_person_nouns.py`` now keeps them apart
(``data/person_things.txt``), and this module reads one as a person noun only where the English
grammar shows the referent is a person (CGEL 12.3: "who" is the relative of a personal
antecedent, "which" of a non-personal one, and "whose" serves both; Quirk et al. 1985, 17.65:
a noun before a proper name in close apposition is that name's descriptor):

* a "who" or "whom" relative right after it ("the diver who found the wreck", "a
  sweeper, who had cleaned the street");
* a given name right after it, the close apposition of a title before a person's name
  ("bowler Jim Laker", "diver Tom Daley");
* a copula before it whose subject is a personal pronoun, a relative "who" or a capitalised
  name ("she was a keen angler", "Wills was the only bowler"): a predicate nominal denotes its
  subject, and those subjects are people ("the Falcon was a raider" is not taken: "the" before
  a capitalised word names a thing, a ship or a team).

The word must head its noun phrase (a noun right after it makes it a modifier: "a bowler hat",
"the sweeper truck") and be lower-case (a capitalised one is a name or part of one). Without the
list (no WordNet at build time) or the English dictionary nothing is added.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from fairmt.fairqe.cue_tokens import Hit, Tok
from fairmt.fairqe.taxonomy import Category

__all__ = ["add_signalled_persons", "person_things", "signalled_person"]

#: Relatives whose antecedent is a person ("whose" is not one: "a car whose engine failed").
_PERSON_RELATIVES = frozenset({"who", "whom"})
#: Forms of "be" and "become" that link a predicate nominal to its subject.
_COPULAS = frozenset(
    {"is", "was", "are", "were", "be", "been", "being", "became", "become", "becomes", "remained"}
)
#: Determiners that may open the predicate nominal ("was the only bowler", "is a diver").
_DETERMINERS = frozenset({"a", "an", "the", "one", "another"})
#: Subjects that are people: personal pronouns and the relative "who" ("they" may be things).
_PERSON_SUBJECTS = frozenset({"he", "she", "i", "you", "we", "who"})
#: At most this many premodifiers between the determiner and the noun ("the only bowler").
_MAX_MODIFIERS = 2


@cache
def person_things() -> frozenset[str]:
    """The WordNet person nouns that are also things (``fairmt/fairqe/data/person_things.txt``,
    written by ``scripts/build_person_nouns.py``)."""
    from importlib.resources import files

    text = files("fairmt.fairqe").joinpath("data", "person_things.txt").read_text(encoding="utf-8")
    return frozenset(w for w in text.split("\n") if w and not w.startswith("#"))


def _lemma(low: str) -> tuple[str, bool] | None:
    """The listed lemma of ``low`` and whether ``low`` is its (regular) plural, or ``None``."""
    from fairmt.fairqe.cue_words import _singular

    things = person_things()
    if low in things:
        return low, False
    one = _singular(low)
    return (one, True) if one is not None and one in things else None


def _noun_only(word: str) -> bool:
    """Whether the lower-case ``word`` is a noun and nothing else in the English dictionary."""
    from fairmt.fairqe.english_person_nouns import english_morphology

    morph = english_morphology()
    if morph is None:
        return False
    pos = {r.pos for r in morph.readings(word)}
    return pos == {"n"}


def _heads_phrase(toks: Sequence[Tok], k: int) -> bool:
    """Whether ``toks[k]`` ends its noun phrase: no lower-case noun right after it in its clause."""
    t = toks[k]
    if t.ends_clause or t.clitic or k + 1 >= len(toks):
        return True
    nxt = toks[k + 1]
    return nxt.opens_clause or not (nxt.core.islower() and nxt.low.isalpha() and _noun_only(nxt.low))


def _relative_after(toks: Sequence[Tok], k: int) -> bool:
    """ "the diver who ...", "a sweeper, who ...": a personal relative right after the noun."""
    return k + 1 < len(toks) and toks[k + 1].low in _PERSON_RELATIVES and not toks[k + 1].opens_clause


def _name_after(toks: Sequence[Tok], k: int) -> bool:
    """ "bowler Jim Laker": a given name right after the noun, in its clause."""
    from fairmt.fairqe.cue_words import given_names

    if toks[k].ends_clause or toks[k].clitic or k + 1 >= len(toks):
        return False
    nxt = toks[k + 1]
    return nxt.title and nxt.core.isalpha() and not nxt.opens_clause and nxt.low in given_names()


def _person_copula_before(toks: Sequence[Tok], k: int) -> bool:
    """ "she was a keen angler", "Wills was the only bowler": a copula before the noun (past a
    determiner and up to two premodifiers) whose subject is a person (see the module docstring)."""
    j = k - 1
    for _ in range(_MAX_MODIFIERS):
        if j < 0 or toks[j].ends_clause or toks[j].low in _DETERMINERS | _COPULAS:
            break
        if not (toks[j].core.islower() and toks[j].low.isalpha()):
            return False
        j -= 1
    if j >= 0 and toks[j].low in _DETERMINERS and not toks[j].ends_clause:
        j -= 1
    if j < 1 or toks[j].low not in _COPULAS or toks[j].ends_clause or toks[j].opens_clause:
        return False
    subject = toks[j - 1]
    if subject.ends_clause or subject.clitic:
        return False
    if subject.low in _PERSON_SUBJECTS:
        return True
    if not (subject.title and subject.core.isalpha()):
        return False
    # A capitalised name, not "the Falcon" (a ship, a team); a sentence's first word is
    # capitalised anyway, so there only a given name ("Laura was a keen angler").
    if j - 1 == 0 or toks[j - 2].ends_sentence:
        from fairmt.fairqe.cue_words import given_names

        return subject.low in given_names()
    return toks[j - 2].low not in ("the", "a", "an")


def signalled_person(toks: Sequence[Tok], k: int) -> tuple[str, bool] | None:
    """The lemma and plurality of ``toks[k]`` when it is a listed person noun that is also a
    thing (:func:`person_things`) and the sentence shows it is a person here (see the module
    docstring); ``None`` otherwise."""
    t = toks[k]
    if not (t.core.islower() and t.low.isalpha() and len(t.low) > 3):
        return None
    found = _lemma(t.low)
    if found is None:
        return None
    if _relative_after(toks, k):
        return found
    if _heads_phrase(toks, k) and (_name_after(toks, k) or _person_copula_before(toks, k)):
        return found
    return None


def add_signalled_persons(toks: Sequence[Tok], hits: list[Hit]) -> list[Hit]:
    """``hits`` with a role-noun cue (C7, or C12 in the plural) for every word no hit covers that
    :func:`signalled_person` reads as a person, in source order."""
    covered = {i for h in hits for i in range(h.start, h.end)}
    added = []
    for k in range(len(toks)):
        if k in covered:
            continue
        found = signalled_person(toks, k)
        if found is None:
            continue
        lemma, plural = found
        category = Category.C12 if plural else Category.C7
        note = f"{'plural of ' if plural else ''}person noun (WordNet; also a thing, a person here) '{lemma}'"
        added.append(Hit(k, k + 1, category, None, lemma, note, plural, "wordnet"))
    if not added:
        return hits
    return sorted([*hits, *added], key=lambda h: (h.start, h.end))
