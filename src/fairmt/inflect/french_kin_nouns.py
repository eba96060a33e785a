"""Whether masculine "fille" is "fils" (son) or "garçon" (boy) from the words around it.

French *fille* is both "daughter" and "girl"; its masculine is *fils* for the first and
*garçon* for the second (TLFi *fille* I "personne du sexe féminin considérée par rapport à
ses parents" vs II "enfant ou jeune personne du sexe féminin"). The inflector's first rule
(:meth:`FrenchWordForms.finalize`) reads the kinship sense after a possessive ("sa fille")
or before "de" ("la fille de Paul"). This module adds the frames that the grammar and the
dictionary give for either sense:

* **kinship** ("fils"): the noun is the object of *avoir* or *laisser* after a numeral or
  indefinite article ("elle a deux filles", "laissant une fille": TLFi *fille* I.A,
  "avoir une fille"); it is the complement of another kinship noun ("la mère d'une
  fille", "le grand-père de trois filles"); or a filiation adjective follows it ("fille
  unique", "fille adoptive", "fille aînée", "fille cadette", "fille naturelle": the
  adjectives TLFi lists under *fils* and *fille* I, which only a parent's child takes);
* **young person** ("garçon"), even before "de": a bare noun after "pour", the
  beneficiary of a school, club or contest ("une école pour filles de Lyon", Grevisse,
  *Le Bon Usage* §587: the bare noun names a class, not a person's relatives), and an
  age complement "de N ans" ("une fille de douze ans": TLFi *fille* II.A).
"""

from __future__ import annotations

from collections.abc import Sequence

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

#: Forms of *avoir* and *laisser* that take a child as their object ("il a un fils",
#: "laissant deux fils"); "eu" for the compound past ("elle a eu une fille").
HAVE_FORMS = frozenset(
    [
        "a",
        "ai",
        "as",
        "avons",
        "avez",
        "ont",
        "avait",
        "avais",
        "avaient",
        "avions",
        "eut",
        "eurent",
        "aura",
        "auront",
        "aurait",
        "auraient",
        "ayant",
        "avoir",
        "eu",
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

#: Numerals and the singular indefinite article before a counted child ("trois filles", "une
#: fille"). Not plural "des": "avoir des filles pensionnaires" is as often pupils as daughters.
COUNT_WORDS = frozenset(
    [
        "un",
        "une",
        "deux",
        "trois",
        "quatre",
        "cinq",
        "six",
        "sept",
        "huit",
        "neuf",
        "dix",
        "onze",
        "douze",
        "plusieurs",
    ]
)

#: Kinship nouns whose "de" complement is their child ("la mère d'une fille").
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


def kin_reading(pieces: Sequence[Piece], k: int) -> bool | None:
    """``True`` for "fils", ``False`` for "garçon", ``None`` when no frame decides.

    ``k`` is the piece of the noun ("fille(s)", or the "garçon(s)" it is turned into).
    """
    prev, nxt = _word(pieces, k - 1), _word(pieces, k + 1)
    if prev == "pour":
        return False
    if nxt in ("de", "d'") and _word(pieces, k + 2).isdigit() and _word(pieces, k + 3) == "ans":
        return False
    if nxt in FILIATION_ADJECTIVES:
        return True
    if prev in COUNT_WORDS:
        before = _word(pieces, k - 2)
        if before in HAVE_FORMS:
            return True
        if before in ("de", "d'") and _word(pieces, k - 3) in PARENT_NOUNS:
            return True
    return None
