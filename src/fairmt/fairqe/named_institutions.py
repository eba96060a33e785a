"""A capitalised title inside the name of a place or an institution named after a person (en-cues-60).

English names schools, hospitals, bridges and prizes after a person, and keeps the person's title
in the name: "Queen Adelina Hospital", "President Harwell High School", "Governor Ostrander
Memorial Park". The whole run of capitalised words is one proper name whose head is its last word
(a proper name built on a common noun head, CGEL 5.20: "the Lincoln Memorial", "Brooklyn
Bridge"); it names the school or the hospital, and the title in it names no one to realise: the
translation keeps the name as a name ("Bischof Harwell High School" stays). The title is told from
a person's title before a name ("Bishop Harwell visited the school") by the head: the run of
capitalised words after the title, unbroken by punctuation, ends in a word of
:data:`INSTITUTION_HEADS`, and the word right after the title is a name the English dictionary
does not know ("Harwell"), or a head of that list itself; a title-case headline ("Local Teacher
Wins National Award") has a common word there and stays. Without the English dictionary only the
second is read.

Some heads are common surnames too (:data:`SURNAME_HEADS`: "Park", "Hall", "Street", "Church"):
at the end of the run they end a person's name as often as an institution's ("President Park met
the press", "Professor Sarah Hall said", "Senator Warren Street"), so they close an institution's
name only right after another head ("Memorial Park", "Memorial Hall"); the other heads are no
surnames, and end one alone.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe.cue_tokens import Hit, Tok

__all__ = [
    "INSTITUTION_HEADS",
    "SURNAME_HEADS",
    "drop_institution_titles",
    "institution_title",
    "institution_word",
]

#: Common nouns that head the proper name of a place or an institution.
INSTITUTION_HEADS = frozenset(
    {"school", "college", "university", "academy", "institute", "hospital", "clinic", "memorial"}
    | {"bridge", "airport", "station", "street", "avenue", "road", "boulevard", "square", "park"}
    | {"stadium", "arena", "hall", "church", "cathedral", "chapel", "library", "museum", "center"}
    | {"centre", "prize", "award", "trophy", "medal", "foundation", "building", "tower", "highway"}
    | {"dam", "canal", "theatre", "theater", "gardens", "barracks", "reservoir", "seminary"}
)
#: Heads that are common English surnames too: they end an institution's name only right after
#: another head ("Memorial Park"), since after a title and a name they end the person's name
#: ("President Park", "Professor Sarah Hall", "Senator Warren Street").
SURNAME_HEADS = frozenset(
    {"park", "hall", "street", "church", "tower", "bridge", "chapel", "arena", "road", "square"}
    | {"dam", "center", "prize", "medal", "library"}
)

#: How many capitalised words after the title the name may run before its head.
_MAX_RUN = 5


def institution_title(toks: Sequence[Tok], k: int) -> bool:
    """Whether ``toks[k]``, a capitalised word inside the sentence before a name, opens a run of
    at most :data:`_MAX_RUN` further capitalised words, with no punctuation inside it, that ends
    in a word of :data:`INSTITUTION_HEADS` ("Bishop Harwell Memorial High School"); a word of
    :data:`SURNAME_HEADS` ends it only right after another head (:func:`_closes_name`)."""
    if k == 0 or not toks[k].title or toks[k].ends_clause or toks[k].clitic or k + 1 >= len(toks):
        return False
    nxt = toks[k + 1].low
    if nxt not in INSTITUTION_HEADS:
        # The word after the title is a name's (one the English dictionary does not know, as
        # capitalised_titles reads a surname): a title-case headline's verb ("Local Teacher Wins
        # National Award") makes no name.
        from fairmt.fairqe.english_person_nouns import english_morphology

        morph = english_morphology()
        if morph is None or not nxt.isalpha() or morph.readings(nxt):
            return False
    for j in range(k + 1, min(len(toks), k + 1 + _MAX_RUN)):
        t = toks[j]
        if not t.core[:1].isupper() or t.opens_clause or t.clitic:
            return False
        if t.ends_clause or j + 1 == len(toks) or not toks[j + 1].core[:1].isupper():
            return _closes_name(toks, j)
    return False


def _closes_name(toks: Sequence[Tok], j: int) -> bool:
    """Whether ``toks[j]``, the last capitalised word of the run, is the head of an institution's
    name: a word of :data:`INSTITUTION_HEADS`, and if it is a surname too (:data:`SURNAME_HEADS`),
    right after another head ("Memorial Park", not "Sarah Hall")."""
    low = toks[j].low
    if low not in INSTITUTION_HEADS:
        return False
    return low not in SURNAME_HEADS or toks[j - 1].low in INSTITUTION_HEADS


def drop_institution_titles(toks: Sequence[Tok], hits: list[Hit]) -> list[Hit]:
    """``hits`` without the one-word cues that are a title inside an institution's name
    (:func:`institution_title`)."""
    return [h for h in hits if not (h.end - h.start == 1 and institution_title(toks, h.start))]


def institution_word(src: Sequence[str], i: int) -> bool:
    """:func:`institution_title` of the raw source words ``src`` at ``i``: the sentence
    realiser's scan for role nouns the detector passed over must pass over these titles too."""
    from fairmt.fairqe.cues import tokenize

    if i >= len(src) or not src[i][:1].isupper():
        return False
    return institution_title([tokenize(w) for w in src], i)
