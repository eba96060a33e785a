"""Person nouns written as one word that neither the cue lists nor WordNet's one-word lemmas hold.

Two classes of closed compound name people and are open classes in English, so no list can hold
them all (en-cues-79):

* **-person / -people compounds**: the gender-neutral counterpart of a -man compound
  ("chairperson", "congressperson", "mailperson", "salespeople"). English coins them freely
  from any -man compound (Merriam-Webster, "-person": "used to form compound nouns denoting a
  person of either sex", as a substitute for -man); the cue lexicon reads unlisted -man
  words by their ending (:func:`fairmt.fairqe.cue_words._by_suffix`), and their neutral forms
  need the same: they name a person without saying a gender (C7; C12 in the plural).
* **WordNet's two-word person nouns written solid**: WordNet 3.0 files "policy maker",
  "peace maker" as ``noun.person`` lemmas of two words, and running text often closes such
  compounds up ("policymaker", "policymakers"; English compounds move from open to solid
  spelling as they become common). ``scripts/build_person_nouns.py`` keeps one-word lemmas only,
  so the solid spelling was found nowhere. A solid word that WordNet lacks as one word and that
  splits into a two-word ``noun.person`` lemma (its most frequent sense) is that person noun.
  A solid word WordNet knows itself keeps WordNet's reading, filtered by the build script
  ("peacemaker" is a lemma of its own).
"""

from __future__ import annotations

__all__ = ["closed_up_person", "person_compound"]

#: The neutral compound endings, singular and plural.
_PERSON = "person"
_PEOPLE = "people"
_PERSONS = "persons"


def person_compound(low: str) -> tuple[str, bool] | None:
    """``(lemma, plural)`` of a -person or -people compound ("mailperson", "salespeople" ->
    salesperson, plural), or ``None``. The stem before the ending must be a word of its own
    (at least three letters: "layperson"), so "person", "people" and "persons" themselves are
    no compounds; words of other letters than a-z are left to the hyphen rules."""
    if not low.isalpha():
        return None
    for ending, plural in ((_PERSONS, True), (_PERSON, False), (_PEOPLE, True)):
        if low.endswith(ending) and len(low) - len(ending) >= 3:
            return low[: -len(ending)] + _PERSON, plural
    return None


def _singular(low: str) -> str | None:
    """The singular of a regular plural in -s ("policymakers"); no -es or -ies forms: the
    head of a WordNet two-word person noun is an agent noun in -er/-or or a person noun."""
    if low.endswith("s") and not low.endswith("ss"):
        return low[:-1]
    return None


def closed_up_person(low: str) -> tuple[str, str, bool] | None:
    """``(first, last, plural)`` of a solid spelling of a two-word WordNet person noun
    ("policymaker" -> ("policy", "maker", False); "policymakers" -> plural), or ``None``.

    Both parts have three letters at least; the solid word (and its singular) must not be a
    WordNet noun itself, whose own first sense the build script already judged; a sense whose
    gloss names a sex is refused (:func:`_gloss_names_sex`); ``None`` without WordNet. The
    caller decides whether a part says a gender."""
    from fairmt.inflect.french_animacy import english_lexfiles, noun_senses, synset_line

    if not low.isalpha() or len(low) < 7:
        return None
    senses = noun_senses()
    if not senses:
        return None
    for word, plural in ((low, False), (_singular(low), True)):
        if word is None or word in senses:
            continue
        for k in range(3, len(word) - 2):
            two = f"{word[:k]}_{word[k:]}"
            if two not in senses or english_lexfiles(two) != 18:
                continue
            line = synset_line(senses[two][0])
            if _class_sense(line) and not _gloss_names_sex(line):
                return word[:k], word[k:], plural
    return None


def _class_sense(line: str) -> bool:
    """Whether a ``noun.person`` synset line is a class of people (a ``@`` hypernym), not only
    one person (an ``@i`` instance: "ali baba", "adam smith"), whose name written solid is a
    brand or nothing ("Alibaba")."""
    return " @ " in line.split("|", 1)[0]


#: Words of a gloss's first definition that give the person's sex ("a female drum major").
_SEX_WORDS = frozenset(
    [
        "woman",
        "women",
        "female",
        "females",
        "girl",
        "girls",
        "lady",
        "ladies",
        "man",
        "men",
        "male",
        "males",
        "boy",
        "boys",
    ]
)


def _gloss_names_sex(line: str) -> bool:
    """Whether the first definition of a synset line's gloss names a sex ("drum majorette":
    "a female baton twirler ..."; "a man who ..."): such a noun carries a gender the neutral
    C7/C12 entry would lose, and its gender belongs to the hand-written lexicon."""
    gloss = line.split("|", 1)[1] if "|" in line else ""
    first = gloss.split(";", 1)[0].lower()
    return any(w.strip(",.()'\"") in _SEX_WORDS for w in first.split())
