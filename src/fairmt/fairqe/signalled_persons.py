"""Person nouns that are also things, read as persons where the sentence shows a person (en-cues-66).

The cue lexicon's WordNet list (``data/person_nouns.txt``) leaves out the nouns whose most
frequent WordNet sense is a person but which also name a thing and were never tagged as people in
SemCor, or tagged as things at least as often (en-cues-71: "spirit", "sage"): most agent nouns in
-er are such words, because English names tools and machines after what they do as it names people
("a diver" and the bird, "a sweeper" and the machine, "a bowler" and the hat, "a proconsul" and
the fossil ape, "a printer", "a scanner"). Reading them as persons everywhere would flip the
machines; leaving them out missed "the diver who found the wreck" and "diver Anna Novak".
``scripts/build_person_nouns.py`` now keeps them apart (``data/person_things.txt``), and this
module reads one as a person noun only where the English grammar shows the referent is a person
(CGEL 12.3: "who" is the relative of a personal antecedent, "which" of a non-personal one, and
"whose" serves both; Quirk et al. 1985, 17.65: a noun before a proper name in close apposition
is that name's descriptor):

* a "who" or "whom" relative right after it ("the diver who found the wreck", "a
  sweeper, who had cleaned the street");
* a full name right after it, a given name and a capitalised surname, the close apposition of
  a title before a person's name ("diver Anna Novak", "angler Paul Baker"). A given name alone
  is not enough: it may be the subject of a contact relative ("the printer Anna bought",
  "the trailer Tom rented"). Nouns with a vehicle or vessel sense (marked ``craft`` in the
  list: "trawler", "cutter", "trailer") never take this path, since ships and vehicles bear
  people's names ("the trawler Mary Ellen");
* a copula before it whose subject is a person: a personal pronoun ("she was a keen angler",
  "I am a diver", "I'm a diver", "she's a diver": the clitic "'s" is "is" only after a
  pronoun, after a name it may be a possessive), a relative "who" after a noun ("the woman
  who was the best angler"; a question's "who" is no relative: "Who is the best printer?"
  asks about a printer that may be a machine), or a capitalised name that is or begins with a
  known given name ("Laura was a keen angler", "Laura Novak was a keen angler"): a predicate
  nominal denotes its subject. Other capitalised subjects are firms, teams and ships ("In
  Japan, Canon is the biggest printer", "the Falcon was a raider") and are not taken.

The word must head its noun phrase: a word right after it that can be a noun and is nothing
but a noun or a verb makes it a modifier ("a bowler hat", "the sweeper truck", "a toaster
repair man"). It must be lower-case (a capitalised one is a name or part of one). Without the
list or without the English dictionary (Apertium) nothing is added: these words are things
unless the grammar is read.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from fairmt.fairqe.cue_tokens import Hit, Tok
from fairmt.fairqe.taxonomy import Category

__all__ = ["add_signalled_persons", "craft_things", "person_things", "signalled_person"]

#: Relatives whose antecedent is a person ("whose" is not one: "a car whose engine failed").
_PERSON_RELATIVES = frozenset({"who", "whom"})
#: Forms of "be" and "become" that link a predicate nominal to its subject.
_COPULAS = frozenset(
    {"am", "is", "was", "are", "were", "be", "been", "being", "became", "become", "becomes", "remained"}
)
#: The clitic forms of "be" and the personal pronouns they may follow ("I'm", "she's", "we're");
#: "'s" after anything else may be a possessive ("Anna's"), and "it's", "they're" may be things.
_CLITIC_COPULAS = {"'m": frozenset({"i"}), "'s": frozenset({"he", "she"}), "'re": frozenset({"you", "we"})}
#: Determiners that may open the predicate nominal ("was the only bowler", "is a diver").
_DETERMINERS = frozenset({"a", "an", "the", "one", "another"})
#: Subjects that are people: personal pronouns ("they" may be things; "who" only as a relative).
_PERSON_SUBJECTS = frozenset({"he", "she", "i", "you", "we"})
#: Readings that leave a following word a possible head noun: a noun, or a noun/verb homograph.
_NOMINAL_POS = frozenset({"n", "vblex", "vbser", "vbhaver", "vbmod", "vaux", "vbdo"})
#: At most this many premodifiers between the determiner and the noun ("the only bowler").
_MAX_MODIFIERS = 2


@cache
def _list() -> dict[str, bool]:
    """``fairmt/fairqe/data/person_things.txt`` (written by ``scripts/build_person_nouns.py``):
    lemma -> whether it is marked ``craft`` (a vehicle or vessel sense); empty when the file is
    missing (then nothing is added)."""
    from importlib.resources import files

    try:
        text = files("fairmt.fairqe").joinpath("data", "person_things.txt").read_text(encoding="utf-8")
    except FileNotFoundError:
        return {}
    out: dict[str, bool] = {}
    for line in text.split("\n"):
        if line and not line.startswith("#"):
            lemma, _, mark = line.partition("\t")
            out[lemma] = mark == "craft"
    return out


def person_things() -> frozenset[str]:
    """The WordNet person nouns that are also things (``data/person_things.txt``)."""
    return frozenset(_list())


def craft_things() -> frozenset[str]:
    """Those of :func:`person_things` with a vehicle or vessel sense ("trawler", "trailer")."""
    return frozenset(k for k, craft in _list().items() if craft)


def _lemma(low: str) -> tuple[str, bool] | None:
    """The listed lemma of ``low`` and whether ``low`` is its (regular) plural, or ``None``."""
    from fairmt.fairqe.cue_words import _singular

    things = _list()
    if low in things:
        return low, False
    one = _singular(low)
    return (one, True) if one is not None and one in things else None


def _readings(word: str) -> set[str] | None:
    """The parts of speech of the lower-case ``word`` in the English dictionary (``None``
    without the dictionary)."""
    from fairmt.fairqe.english_person_nouns import english_morphology

    morph = english_morphology()
    if morph is None:
        return None
    return {r.pos for r in morph.readings(word)}


def _may_be_noun(word: str) -> bool:
    """Whether the lower-case ``word`` can be a noun and is nothing but a noun or a verb: then it
    may be the head that the word before it modifies ("hat", "truck", "repair" in "a toaster
    repair man"). A word that can also be an adverb, adjective or preposition ("back", "today",
    "in") is not taken as a head: the noun before it more likely ends its phrase."""
    pos = _readings(word)
    return pos is not None and "n" in pos and pos <= _NOMINAL_POS


def _heads_phrase(toks: Sequence[Tok], k: int) -> bool:
    """Whether ``toks[k]`` ends its noun phrase: no lower-case word that may be a noun right
    after it in its clause (see :func:`_may_be_noun`)."""
    t = toks[k]
    if t.ends_clause or t.clitic or k + 1 >= len(toks):
        return True
    nxt = toks[k + 1]
    return nxt.opens_clause or not (nxt.core.islower() and nxt.low.isalpha() and _may_be_noun(nxt.low))


def _relative_after(toks: Sequence[Tok], k: int) -> bool:
    """ "the diver who ...", "a sweeper, who ...": a personal relative right after the noun."""
    return k + 1 < len(toks) and toks[k + 1].low in _PERSON_RELATIVES and not toks[k + 1].opens_clause


def _name_after(toks: Sequence[Tok], k: int) -> bool:
    """ "diver Anna Novak": a full name right after the noun, in its clause: a known given name
    and a capitalised surname (a given name alone may open a contact relative: "the printer
    Anna bought"). Not for nouns with a vehicle or vessel sense (:func:`craft_things`)."""
    from fairmt.fairqe.cue_words import given_names

    if toks[k].ends_clause or toks[k].clitic or k + 2 >= len(toks):
        return False
    found = _lemma(toks[k].low)
    if found is None or _list().get(found[0], False):
        return False
    first, last = toks[k + 1], toks[k + 2]
    if not (first.title and first.core.isalpha() and not first.opens_clause and first.low in given_names()):
        return False
    return not (first.ends_clause or first.clitic or last.opens_clause) and last.title and last.core.isalpha()


def _given_name_subject(toks: Sequence[Tok], i: int) -> bool:
    """Whether ``toks[i]`` ends a capitalised name that is or begins with a known given name
    ("Laura", "Laura Novak"): a firm, a team or a ship is not ("Canon", "Samsung")."""
    from fairmt.fairqe.cue_words import given_names

    j = i
    while j > 0 and toks[j - 1].title and toks[j - 1].core.isalpha() and not toks[j - 1].ends_clause:
        if toks[j].opens_clause:
            break
        j -= 1
    names = given_names()
    if j < i and toks[j].low not in names and (j == 0 or toks[j - 1].ends_sentence):
        j += 1  # a sentence's first word is capitalised anyway ("Yesterday Laura was ...")
    first = toks[j]
    if first.low in names and first.title and first.core.isalpha():
        return j == 0 or toks[j - 1].low not in ("the", "a", "an")
    return False


def _relative_who(toks: Sequence[Tok], i: int) -> bool:
    """Whether the "who" at ``toks[i]`` is a relative pronoun: right after a lower-case word
    that can be a noun, in the same sentence ("the woman who", "an angler, who"). A question's
    "who" ("Who is the best printer?", "I asked who was the best printer") is not."""
    if i < 1 or toks[i - 1].ends_sentence or toks[i - 1].clitic:
        return False
    prev = toks[i - 1]
    pos = _readings(prev.low) if prev.core.islower() and prev.low.isalpha() else None
    return pos is not None and "n" in pos


def _person_copula_before(toks: Sequence[Tok], k: int) -> bool:
    """ "she was a keen angler", "Laura was the only diver": a copula before the noun (past a
    determiner and up to two premodifiers) whose subject is a person (see the module docstring)."""
    j = k - 1
    for _ in range(_MAX_MODIFIERS):
        if j < 0 or toks[j].ends_clause or toks[j].low in _DETERMINERS | _COPULAS or toks[j].clitic:
            break
        if not (toks[j].core.islower() and toks[j].low.isalpha()):
            return False
        j -= 1
    if j >= 0 and toks[j].low in _DETERMINERS and not toks[j].ends_clause:
        j -= 1
    if j < 0 or toks[j].ends_clause:
        return False
    pronouns = _CLITIC_COPULAS.get(toks[j].clitic)
    if pronouns is not None:  # "I'm a keen angler", "she's a diver"
        return toks[j].low in pronouns
    if j < 1 or toks[j].low not in _COPULAS or toks[j].opens_clause:
        return False
    subject = toks[j - 1]
    if subject.ends_clause or subject.clitic:
        return False
    if subject.low in _PERSON_SUBJECTS:
        return True
    if subject.low == "who":
        return _relative_who(toks, j - 1)
    return subject.title and subject.core.isalpha() and _given_name_subject(toks, j - 1)


def signalled_person(toks: Sequence[Tok], k: int) -> tuple[str, bool] | None:
    """The lemma and plurality of ``toks[k]`` when it is a listed person noun that is also a
    thing (:func:`person_things`) and the sentence shows it is a person here (see the module
    docstring); ``None`` otherwise."""
    t = toks[k]
    if not (t.core.islower() and t.low.isalpha() and len(t.low) > 3):
        return None
    found = _lemma(t.low)
    if found is None or _readings(t.low) is None:
        return None  # not listed; or no dictionary: the grammar cannot be read, a thing it stays
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
