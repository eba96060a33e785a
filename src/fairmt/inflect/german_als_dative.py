"""A plural "als" phrase that describes a dative plural object takes the dative (de-inflect-43).

The noun phrase after the conjunction "als" agrees in case with the phrase it describes (Duden,
Die Grammatik: Kongruenz der als-Phrase): "Der König war von den Griechen als Söldnern
abhängig", "Er arbeitete mit Bauern als Partnern". A feminine plural in -innen shows no case
("als Söldnerinnen"), so the masculine needs the case of the phrase before "als" to add the
dative plural -n; the inflector took the nominative ("als Söldner").

:func:`als_after_dative_plural` reads that phrase: right before "als", with no punctuation, a
plural noun phrase governed by a preposition that takes only the dative ("von", "mit", "bei",
"aus", "zu", "nach", "seit", "gegenüber", "außer"; not a two-way one, which may take the
accusative: "verließ sich auf Einwanderer als Arbeiter"), either with the dative plural article
"den" or bare with a plural noun ("von Sklavinnen", "mit Bauern"). Only a plural "als" phrase
describes it: a singular one after a plural object describes the subject ("arbeitete mit
Studenten als Assistentin": nominative). A list of bare conjuncts ("als Köchinnen, Arbeiterinnen
und ...") is read one conjunct at a time by the caller, each with its own "als" (the list's).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.base import Word

__all__ = ["als_after_dative_plural"]

#: Prepositions that take the dative only (two-way prepositions left out, see the docstring).
_DATIVE_ONLY = frozenset(["mit", "von", "zu", "bei", "aus", "nach", "seit", "gegenüber", "außer"])
#: The most adjectives read between the preposition or article and the noun before "als".
_MAX_ADJECTIVES = 3


def als_after_dative_plural(
    words: Sequence[Word],
    als: int,
    plural_noun: Callable[[str], bool],
    adjective: Callable[[str], bool],
) -> bool:
    """Whether the "als" at ``als`` follows a plural noun phrase governed by a dative-only
    preposition (module docstring). ``plural_noun`` tests a capitalised word for a plural noun
    (a feminine plural in -innen, a masculine dative plural in -n), ``adjective`` a word for a
    declined attributive adjective. The caller asks only for a plural phrase after "als"."""
    if als < 2 or words[als].core.lower() != "als" or words[als].pre or words[als - 1].post:
        return False
    noun = words[als - 1]
    if not noun.core[:1].isupper() or noun.pre or not plural_noun(noun.core):
        return False
    k = als - 2
    steps = 0
    while k >= 0 and steps < _MAX_ADJECTIVES and not words[k].post and adjective(words[k].core):
        k -= 1
        steps += 1
    if k < 0 or words[k].post:
        return False
    low = words[k].core.lower()
    if low == "den":
        k -= 1
        if k < 0 or words[k].post:
            return False
        low = words[k].core.lower()
    return low in _DATIVE_ONLY
