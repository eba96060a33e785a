"""A target person noun before a name that the English calls an organisation names no person.

English classifies a name with a bare noun before it ("car manufacturer Hyundai", "publisher
Penguin", "director Hannah Smith"; CGEL 5.14, the close appositive: the noun and the name refer
to one entity). A German or Romance translation often renders an organisation's classifier with
an agent noun that is also a person noun ("der Autohersteller Hyundai"), and the person-noun
search of the target language then takes it for a person whose gender nothing states. But the
noun shares its referent with the name, and the English says what that is: when the English
word right before the same name is a noun whose most frequent WordNet sense is filed under
``noun.group`` (a business, a company: "manufacturer", "carmaker", "publisher", "insurer";
:func:`fairmt.inflect.french_animacy.english_lexfiles`), the name is an organisation's, and the
target noun before it is no person to realise. A person classifier ("director", "retailer" is
filed under ``noun.person``) keeps its person. Without WordNet nothing is filtered.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe.english_person_nouns import NAME_PUNCT

__all__ = ["names_organisation", "organisation_names"]

#: WordNet's lexicographer file ``noun.group`` (groupings of people or objects: firms, teams).
_NOUN_GROUP = 14


def organisation_names(source: Sequence[str]) -> frozenset[str]:
    """The capitalised name words of ``source`` (whitespace tokens) that follow, with no
    punctuation between, a lower-case noun whose most frequent WordNet sense is ``noun.group``
    ("car manufacturer Hyundai" -> {"Hyundai"})."""
    from fairmt.inflect.french_animacy import english_lexfiles

    out: set[str] = set()
    for i in range(1, len(source)):
        prev, word = source[i - 1], source[i].strip(NAME_PUNCT)
        low = prev.strip(NAME_PUNCT)
        if (
            not (word[:1].isupper() and word.isalpha())
            or prev != low
            or not (low.isalpha() and low.islower())
        ):
            continue
        if english_lexfiles(low) == _NOUN_GROUP:
            out.add(word)
    return frozenset(out)


def names_organisation(tokens: Sequence[str], span: tuple[int, int], names: frozenset[str]) -> bool:
    """Whether the target ``span`` is right before one of ``names`` (:func:`organisation_names`),
    with no punctuation between: "der Autohersteller Hyundai"."""
    end = span[1]
    if not names or end >= len(tokens) or end < 1:
        return False
    last = tokens[end - 1]
    if last != last.rstrip(NAME_PUNCT):
        return False
    return tokens[end].strip(NAME_PUNCT) in names
