"""Whether masculine "fille" is "fils" (son) or "garçon" (boy) from the words around it.

French *fille* is both "daughter" and "girl"; its masculine is *fils* for the first and
*garçon* for the second (TLFi *fille* I "personne du sexe féminin considérée par rapport à
ses parents" vs II "enfant ou jeune personne du sexe féminin"). The inflector's first rule
(:meth:`FrenchWordForms.finalize`) reads the kinship sense after a possessive ("sa fille")
or before "de" ("la fille de Paul"). This module adds the frames that the grammar and the
dictionary give for either sense:

* **kinship** ("fils"): the noun is the object of *avoir* or *laisser* after a numeral or
  indefinite article ("elle a deux filles", "laissant une fille": TLFi *fille* I.A,
  "avoir une fille"), unless "y" stands before the verb ("il y a une fille": existence, not
  possession) or the subject is a group noun; it is the complement of another kinship noun
  ("le père de la fille", "le grand-père de trois filles"); or a filiation adjective follows
  it ("fille unique", "fille adoptive", "fille aînée", "fille cadette", "fille naturelle": the
  adjectives TLFi lists under *fils* and *fille* I, which only a parent's child takes);
* **young person** ("garçon"), even before "de": a bare noun after "pour", the
  beneficiary of a school, club or contest ("des cours de judo pour filles le mardi",
  Grevisse, *Le Bon Usage* §587: the bare noun names a class, not a person's relatives), and an
  age complement "de N ans" in digits or letters ("une fille de douze ans": TLFi *fille*
  II.A), unless a kinship frame holds too; and a noun coordinated with "garçon(s)".
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.french_avoir import AVOIR
from fairmt.inflect.french_nominal_persons import _BETWEEN
from fairmt.inflect.french_words import _CARDINALS
from fairmt.inflect.pieces import Piece

__all__ = ["kin_reading"]

#: Adjectives of filiation (TLFi *fils*, *fille* I: "fils unique, adoptif, aîné, cadet,
#: naturel, légitime, illégitime"), both genders and numbers.
FILIATION_ADJECTIVES = frozenset(
    f"{stem}{end}"
    for stem, ends in (
        ("unique", ("", "s")),
        ("adopti", ("f", "fs", "ve", "ves")),
        ("aîné", ("", "s", "e", "es")),
        ("cadet", ("", "s", "te", "tes")),
        ("naturel", ("", "s", "le", "les")),
        ("légitime", ("", "s")),
        ("illégitime", ("", "s")),
        ("biologique", ("", "s")),
    )
    for end in ends
)

#: Forms of *avoir* (every form: :data:`fairmt.inflect.french_avoir.AVOIR`, "eu" for the compound
#: past, "elle a eu une fille") and of *laisser* that take a child as their object ("il a un
#: fils", "laissant deux fils").
HAVE_FORMS = AVOIR | frozenset(
    [
        "laisse",
        "laissent",
        "laissa",
        "laissèrent",
        "laissant",
        "laissé",
        "laisser",
        "laissait",
        "laissaient",
    ]
)

#: Numerals in letters: the cardinals of :mod:`fairmt.inflect.french_words` and the larger ones
#: :mod:`fairmt.inflect.french_nominal_persons` reads between a determiner and its noun.
NUMERALS = frozenset(_CARDINALS) | (_BETWEEN - {"%", "autres"})
#: Numerals and the singular indefinite article before a counted child ("trois filles", "une
#: fille"). Not plural "des": "avoir des filles au pair" hosts girls as often as it has daughters.
COUNT_WORDS = NUMERALS | {"un", "une", "plusieurs"}
#: The determiners of a kinship noun's complement besides a numeral ("le père de la fille").
_DEFINITE = frozenset(["la", "les", "l'"])
#: Words that coordinate "fille(s)" with "garçon(s)" ("trois filles et deux garçons").
_COORDINATORS = frozenset(["et", "ou", "ni"])
#: WordNet's lexicographer file of groups (``noun.group``): "le groupe a trois filles" counts
#: members, not children.
_GROUP_LEXFILE = 14

#: Kinship nouns whose "de" complement is their child ("le père de la fille").
PARENT_NOUNS = frozenset(
    [
        "père",
        "mère",
        "pères",
        "mères",
        "parent",
        "parents",
        "beau-père",
        "belle-mère",
        "grand-père",
        "grand-mère",
        "grands-parents",
        "papa",
        "maman",
    ]
)


def _word(pieces: Sequence[Piece], k: int) -> str:
    return pieces[k].word if 0 <= k < len(pieces) else ""


def _numeral(word: str) -> bool:
    """Digits, or a cardinal in letters, compounds included ("douze", "vingt-deux")."""
    return word.isdigit() or all(part in NUMERALS for part in word.split("-"))


def _with_boys(pieces: Sequence[Piece], k: int) -> bool:
    """Whether "garçon(s)" is coordinated with the noun at ``k`` within a short phrase either side
    ("trois filles et deux garçons", "des garçons ou des filles"): the young-person sense."""
    for lo, hi in ((k + 1, k + 5), (k - 4, k)):
        words = [_word(pieces, j) for j in range(lo, hi)]
        if any(w in _COORDINATORS for w in words) and any(w in ("garçon", "garçons") for w in words):
            return True
    return False


def _group_subject(word: str) -> bool:
    """Whether the French noun ``word`` translates into an English noun whose main WordNet sense
    is a group ("groupe" -> "group", "classe" -> "class"): such a subject of *avoir* has members."""
    from fairmt.inflect.french_animacy import english_lexfile_word

    return word.isalpha() and english_lexfile_word(word, _GROUP_LEXFILE)


def _have_frame(pieces: Sequence[Piece], k: int) -> bool:
    """The object of *avoir*/*laisser* after a count word, not in "il y a" (an existential, no
    possession) nor after a group noun subject."""
    if _word(pieces, k - 1) not in COUNT_WORDS or _word(pieces, k - 2) not in HAVE_FORMS:
        return False
    subject = _word(pieces, k - 3)
    return subject != "y" and not _group_subject(subject)


def _parent_complement(pieces: Sequence[Piece], k: int) -> bool:
    """The complement of a kinship noun: "le père de la fille", "l'aïeul de deux filles", "la
    mère des filles"."""
    prev = _word(pieces, k - 1)
    if prev == "des":
        return _word(pieces, k - 2) in PARENT_NOUNS
    return (
        (prev in COUNT_WORDS or prev in _DEFINITE)
        and _word(pieces, k - 2) in ("de", "d'")
        and _word(pieces, k - 3) in PARENT_NOUNS
    )


def kin_reading(pieces: Sequence[Piece], k: int) -> bool | None:
    """``True`` for "fils", ``False`` for "garçon", ``None`` when no frame decides.

    ``k`` is the piece of the noun ("fille(s)", or the "garçon(s)" it is turned into). The frames
    of kinship win over the age complement ("il a une fille de trois ans" has a son of three);
    the caller lets a possessive win over all ("sa fille de 12 ans" -> "son fils de 12 ans").
    Coordination with "garçon(s)" reads the young-person sense first.
    """
    prev, nxt = _word(pieces, k - 1), _word(pieces, k + 1)
    if prev == "pour" or _with_boys(pieces, k):
        return False
    if nxt in FILIATION_ADJECTIVES or _have_frame(pieces, k) or _parent_complement(pieces, k):
        return True
    if nxt in ("de", "d'") and _numeral(_word(pieces, k + 2)) and _word(pieces, k + 3) == "ans":
        return False
    return None
