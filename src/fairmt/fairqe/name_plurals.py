"""A capitalised plural of a common person noun inside an English sentence is a name.

English writes common nouns in lower case inside a sentence; a plural person noun written with
a capital there is the name of a team, a band, a show or a club ("The Giants beat the Warriors in
the playoffs", "the Senators traded their goalie", "Survivors aired on Sunday nights"; CGEL 5.20,
proper names that have the form of plural common nouns). Such a name
names no person whose gender a translation states: the cue detector passes it over
(:mod:`fairmt.fairqe.cue_rules`), and the realiser keeps the target person noun at its place
(:func:`name_plural_at`, as :func:`fairmt.fairqe.english_animals.animal_at` keeps an animal).

Some person nouns are capitalised by convention, not because they are names: demonyms and
adherents of a religion or a party ("the Greeks", "Baptists", "Democrats"), and historical
ranks and groups ("the Pharaohs", "the Pilgrims"). WordNet spells those with a capital in one
of their synsets ("Democrat", "Pharaoh", "Baptist"); a noun WordNet writes only in lower case
("giant", "patriot", "senator", "neighbour") is one English does not capitalise, so its capital
inside a sentence makes a name. Not read as a name:

* the sentence's first word (capitalised anyway: "Senators voted against it"), also when a
  quotation or a bracket opens there (`He said, "Senators never skip a vote."`, "(Senators ...");
* a word after another capitalised word ("the two Junior Senators", "Head Coaches": an office's
  title), or before one ("Senators Smith and Jones": a title before names), or before "of" and a
  capitalised word ("the Members of Congress", "Governors of Texas": an office named by what it
  serves);
* a sentence with no word of a game or a broadcast (:data:`_NAME_CONTEXT`: "season", "league",
  "jersey", "episode"): a capitalised plural elsewhere names a faction of people as often as a team
  ("the Patriots fought the Redcoats", "the Elders of the clan met at dawn"), which a translation
  genders like the common noun. Words as common outside sport and shows ("final", "match",
  "game", "series", "cup", "bowl", "in concert", "aired their views") are not such words: "bowl",
  "cup", "series", "games", "final" count only written with a capital inside the sentence, as
  part of an event's name (:data:`_NAMED_CONTEXT`: "the Super Bowl", "the World Series"), and
  "aired" or "airing" only without an object, followed by a preposition or an adverb ("aired on
  Fridays"; :data:`_AIRED_NEXT`);
* a sentence in title case (a headline: "Police Arrest Suspects After Raid"), where most common
  words are capitalised and the capital says nothing.

Without WordNet or the English dictionary nothing is a name.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from fairmt.fairqe.english_person_nouns import NAME_PUNCT, english_morphology

__all__ = [
    "capitalised_name_plural",
    "common_person_noun",
    "name_plural_at",
    "title_case",
]

#: How far (in English words) from the target noun's relative position the name may be
#: (as :mod:`fairmt.fairqe.english_animals` places an animal noun).
_WINDOW = 1
#: Share of capitalised words (of four letters or more, after the first) from which a sentence
#: is in title case.
_TITLE_SHARE = 0.6
#: WordNet lexicographer file of ``noun.person``.
_PERSON = 18
#: Words of games and broadcasts (lower case), of which a sentence must hold one for a capitalised
#: plural to be read as a team's, a band's or a show's name.
_CONTEXT_WORDS = (
    "season seasons playoff playoffs league leagues "
    "championship championships tournament tournaments jersey jerseys stadium franchise roster "
    "touchdown touchdowns innings broadcast broadcasts episode episodes "
    "sitcom album albums concerts"
)
_NAME_CONTEXT = frozenset(_CONTEXT_WORDS.split())
#: Words common outside games and shows ("a bowl of soup", "the final vote", "a series of
#: attacks") that mark one only written with a capital inside the sentence, in an event's name
#: ("the Super Bowl", "the Stanley Cup", "the World Series", "the Olympic Games", "the Cup Final").
_NAMED_CONTEXT = frozenset(["bowl", "cup", "series", "games", "final", "finals"])
#: "aired" and "airing" mark a broadcast only without an object ("aired on Fridays", not "aired
#: their grievances"): followed by one of these words, or at the end of the sentence.
_AIRED_NEXT = frozenset(
    {"on", "from", "for", "until", "till", "between", "in", "at", "during", "since"}
    | {"weekly", "daily", "nightly", "again", "twice", "once"}
)
#: Characters that open a quotation or a bracket: a word after one (or opening with one) may
#: open a sentence, so its capital says nothing.
_OPENERS = "\"'“‘«([{"
#: Punctuation that closes a sentence, so that the next word opens one.
_SENTENCE_END = (".", "!", "?", ":")


def _capitalised(word: str) -> bool:
    return word[:1].isupper() and word[1:].islower() and word.isalpha()


def _game_or_show(src: Sequence[str]) -> bool:
    """Whether the English sentence ``src`` (whitespace tokens) holds a word of a game or a
    broadcast: one of :data:`_NAME_CONTEXT` in lower case (or opening the sentence), one of
    :data:`_NAMED_CONTEXT` capitalised inside it, or an "aired" without an object."""
    words = [w.strip(NAME_PUNCT) for w in src]
    for k, w in enumerate(words):
        low = w.lower()
        if low in _NAME_CONTEXT and (w.islower() or k == 0):
            return True
        if low in _NAMED_CONTEXT and k > 0 and _capitalised(w):
            return True
        if low in ("aired", "airing") and w.islower():
            after = words[k + 1].lower() if k + 1 < len(words) else ""
            if not after or after in _AIRED_NEXT or src[k].endswith((".", "!", "?", ",", ";")):
                return True
    return False


@cache
def lower_case_person_noun(lemma: str) -> bool:
    """Whether WordNet files a sense of ``lemma`` under ``noun.person`` and spells the word in
    lower case in every synset it belongs to ("giant", "senator"; not "democrat", which WordNet
    also writes "Democrat", nor "pharaoh", written "Pharaoh")."""
    from fairmt.inflect.french_animacy import noun_senses, synset_line

    offsets = noun_senses().get(lemma)
    if not offsets:
        return False
    person = False
    for offset in offsets:
        fields = synset_line(offset).split()
        if len(fields) < 4:
            return False
        person = person or int(fields[1]) == _PERSON
        words = fields[4 : 4 + 2 * int(fields[3], 16) : 2]
        if any(w.lower() == lemma and not w.islower() for w in words):
            return False
    return person


@cache
def common_person_noun(lemma: str) -> bool:
    """(en-cues-58) Whether the most frequent WordNet sense of ``lemma`` is filed under
    ``noun.person`` and some ``noun.person`` sense of it is a class of persons, not one person:
    WordNet also lists famous people under their surnames, as *instances* of a class (an ``@i``
    instance-hypernym pointer: "Geiger", the physicist whose name the Geiger counter bears, is an
    instance of "physicist"; "Newton", "Diesel"). A word whose every person sense is such a
    person is a name, and a capitalised word of an English name kept in a translation ("der
    Geiger Counter") names no person whose gender the sentence states
    (``realise._kept_english``). The first sense alone does not decide: WordNet lists a famous
    bearer of an occupational surname first for many ordinary person nouns ("Barber", the
    composer, before "barber"; "Usher", "Miller", "Smith", "Mason"), and those stay classes.
    Persons capitalised by convention stay classes too ("Democrat", "Pharaoh", "Baptist").
    ``False`` without WordNet."""
    from fairmt.inflect.french_animacy import noun_senses, synset_line

    offsets = noun_senses().get(lemma)
    if not offsets:
        return False
    for k, offset in enumerate(offsets):
        fields = synset_line(offset).split()
        if len(fields) < 4 or int(fields[1]) != _PERSON:
            if k == 0:
                return False  # the most frequent sense is no person ("counter", "lake")
            continue
        # Fields: offset, lexfile, type, word count (hex), the words each with a lex id, the
        # pointer count, then each pointer as symbol, offset, part of speech, source/target.
        at = 4 + 2 * int(fields[3], 16)
        pointers = fields[at + 1 : at + 1 + 4 * int(fields[at]) : 4] if at < len(fields) else []
        if "@i" not in pointers:
            return True  # a class of persons ("barber", the sense after the composer's)
    return False


def title_case(src: Sequence[str], skip: int = -1) -> bool:
    """Whether the English sentence ``src`` (whitespace tokens) is written in title case: more
    than :data:`_TITLE_SHARE` of its common words (of four letters or more, that the English
    dictionary knows, so no name: "Monday" and "BBC" are not counted) after the first, and
    other than ``src[skip]``, are capitalised."""
    morph = english_morphology()
    if morph is None:
        return False
    words = [w.strip(NAME_PUNCT) for k, w in enumerate(src) if k > 0 and k != skip]
    common = [w for w in words if len(w) >= 4 and w.isalpha() and morph.readings(w.lower())]
    return bool(common) and sum(w[:1].isupper() for w in common) > _TITLE_SHARE * len(common)


def capitalised_name_plural(src: Sequence[str], i: int) -> bool:
    """Whether ``src[i]`` (whitespace tokens of the English sentence) is a capitalised plural of
    a lower-case person noun inside the sentence, neither after nor before another capitalised
    word (a determiner opening the sentence aside: "The Giants") nor before "of" and one, and not
    after an opening quotation mark or bracket, in a sentence of a game or a broadcast not in
    title case: a name (see the module text)."""
    word = src[i].strip(NAME_PUNCT)
    if word.endswith(("'s", "’s")):
        word = word[:-2]
    if i == 0 or not _capitalised(word) or src[i - 1].endswith(_SENTENCE_END):
        return False
    if src[i].startswith(tuple(_OPENERS)) or src[i - 1].endswith(tuple(_OPENERS)):
        return False  # a quotation or a bracket opens here ('said, "Players who skip ...')
    prev = src[i - 1].strip(NAME_PUNCT)
    if not any(c.isalnum() for c in prev):
        return False  # after a dash or a quotation mark that may open the sentence ("LONDON -- Fans")
    if not _game_or_show(src):
        return False
    if prev[:1].isupper() and not (i == 1 and prev.lower() in ("the", "a", "an")):
        return False
    if i + 1 < len(src) and src[i + 1].strip(NAME_PUNCT)[:1].isupper() and not src[i].endswith((",", ";")):
        return False
    if (
        i + 2 < len(src)
        and src[i + 1] == "of"
        and not src[i].endswith((",", ";"))
        and src[i + 2].strip(NAME_PUNCT)[:1].isupper()
    ):
        return False  # an office named by what it serves: "the Members of Parliament"
    morph = english_morphology()
    if morph is None:
        return False
    nouns = [r for r in morph.readings(word.lower()) if r.pos == "n"]
    if not nouns or not all("pl" in r.tags for r in nouns):
        return False
    if not all(lower_case_person_noun(r.lemma) for r in nouns):
        return False
    return not title_case(src, i)


def name_plural_at(src: Sequence[str], n_tgt: int, span: tuple[int, int]) -> bool:
    """Whether a capitalised name plural (:func:`capitalised_name_plural`) stands at most
    :data:`_WINDOW` words from the relative position of the target ``span`` (``n_tgt`` target
    words, ``src`` the English words): the target noun translates the name."""
    if not src or n_tgt <= 0:
        return False
    at = round(span[0] / n_tgt * len(src))
    lo, hi = max(0, at - _WINDOW), min(len(src), at + _WINDOW + 1)
    return any(capitalised_name_plural(src, k) for k in range(lo, hi))
