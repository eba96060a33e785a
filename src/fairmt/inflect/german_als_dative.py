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

A plural "als" phrase may as well describe a plural subject: in "Wir arbeiteten mit den
Bäuerinnen als Helfern" it is the object, in "Wir arbeiteten mit den Bäuerinnen als Helfer" the
subject, and the translation of an English "as helpers" cannot tell which. Where the clause's
subject is a plural personal pronoun (:func:`plural_pronoun_subject`: "wir", or "sie"/"Sie" next
to a finite verb in -en), the phrase is left in the nominative, as before de-inflect-43; "ihr" is
left out, as it is also a possessive and a dative ("ihr Vater", "mit ihr").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.base import Word
from fairmt.inflect.german_words import FUNCTION, PREPS

__all__ = ["als_after_dative_plural", "als_dative", "plural_pronoun_subject"]

#: Prepositions that take the dative only (two-way prepositions left out, see the docstring).
_DATIVE_ONLY = frozenset(["mit", "von", "zu", "bei", "aus", "nach", "seit", "gegenüber", "außer"])
#: The most adjectives read between the preposition or article and the noun before "als".
_MAX_ADJECTIVES = 3
#: How far back a later conjunct of a bare list looks for the list's "als".
_ALS_REACH = 10
#: Punctuation that ends the clause looked through for a pronoun subject.
_CLAUSE_END = (",", ";", ":", ".", "!", "?")


def als_dative(
    words: Sequence[Word],
    als: int | None,
    noun: int,
    plural_noun: Callable[[str], bool],
    adjective: Callable[[str], bool],
    is_det: Callable[[str], object],
) -> bool:
    """Whether the person noun at ``noun`` in an "als" phrase, if plural, takes the dative because the
    phrase describes a dative plural object (module docstring). ``als`` is the "als" right before
    the phrase, or ``None`` for a later conjunct of a bare list, which shares the list's "als"
    ("als Söldnern und Beratern", looked for at most ``_ALS_REACH`` words back). ``is_det``
    returns ``None`` for a word that is no determiner."""
    if not plural_noun(words[noun].core):
        return False
    if als is None:
        back = range(noun - 1, max(-1, noun - _ALS_REACH), -1)
        als = next((i for i in back if words[i].core == "als"), None)
    if als is None or plural_pronoun_subject(words, als, is_det):
        return False
    return als_after_dative_plural(words, als, plural_noun, adjective)


def plural_pronoun_subject(words: Sequence[Word], als: int, is_det: Callable[[str], object]) -> bool:
    """Whether the clause before the "als" at ``als`` (back to a punctuation mark) has a plural
    personal pronoun subject: "wir" (always a nominative), or "sie"/"Sie" right before or after a
    lower-case word in -en that is no preposition and no determiner, a finite plural verb ("Sie
    arbeiteten mit ...", "Dann sprachen sie mit ..."; not "traf sie mit ...")."""
    k = als - 1
    while k >= 0 and not words[k].post.strip().endswith(_CLAUSE_END):
        low = words[k].core.lower()
        if low == "wir":
            return True
        if low == "sie" and any(_plural_verb(words, j, is_det) for j in (k - 1, k + 1) if 0 <= j < als):
            return True
        k -= 1
    return False


def _plural_verb(words: Sequence[Word], j: int, is_det: Callable[[str], object]) -> bool:
    """Whether the word at ``j`` can be a finite plural verb next to "sie" (see above)."""
    core = words[j].core
    low = core.lower()
    return (
        core.isalpha()
        and (core.islower() or j == 0)
        and low.endswith("en")
        and low not in PREPS
        and low not in FUNCTION
        and is_det(low) is None
    )


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
