"""The preposition before a German quantity phrase (issue 12, de-inflect-22).

A bare plural noun counted by a number ("mit 3,26 Millionen Zuschauern", "mit mehr als 30.000
Schülern") takes its case from the preposition before the whole quantity: the number words and
the comparative "mehr als"/"weniger als" stand between the preposition and the noun phrase
without governing it (Duden, Die Grammatik: Kardinalzahlen as attributes, "Zahladjektive";
"mehr als" with a number is a comparative particle phrase, not the preposition "als"). The noun
phrase reader looks for a preposition right before the phrase; this module finds it across the
quantity, so a feminine dative plural realised in the masculine keeps its dative -n.
"""

from __future__ import annotations

import re

from fairmt.inflect.base import Word
from fairmt.inflect.german_words import NUMERALS

#: A number in digits, with German thousands dots or a decimal comma ("30.000", "3,26").
_DIGITS = re.compile(r"\d[\d.,]*")
#: Number nouns that count a plural after them ("3,26 Millionen Zuschauern").
_NUMBER_NOUNS = frozenset(
    ["millionen", "milliarden", "tausende", "hunderte", "dutzende", "tausend", "hundert"]
)
#: Words that modify a number ("rund 500", "fast 30"): no case of their own.
_NUMBER_ADVERBS = frozenset(["rund", "etwa", "fast", "knapp", "ungefähr", "circa", "ca.", "mindestens"])
#: Comparative words before "als" with a number ("mehr als 30.000").
_COMPARATIVES = frozenset(["mehr", "weniger"])


def _quantity_word(w: Word) -> bool:
    low = w.core.lower()
    return (
        bool(_DIGITS.fullmatch(w.core)) or low in NUMERALS or low in _NUMBER_NOUNS or low in _NUMBER_ADVERBS
    )


def preposition_before_quantity(words: list[Word], k: int, preps: frozenset[str]) -> int | None:
    """The index of the preposition (in ``preps``) before the quantity phrase that ends at ``k``
    (the word right before the noun phrase), or None when ``words[k]`` opens no quantity or no
    preposition precedes it. At most six words are crossed; punctuation stops the search."""
    j = k
    crossed = 0
    while j >= 0 and crossed < 6 and not words[j].pre and not words[j].post:
        w = words[j]
        low = w.core.lower()
        if _quantity_word(w):
            j -= 1
        elif low == "als" and j > 0 and words[j - 1].core.lower() in _COMPARATIVES and not words[j - 1].post:
            j -= 2  # "mehr als": a comparative with the number, not the preposition "als"
        else:
            break
        crossed += 1
    if j == k or j < 0 or words[j].post:
        return None
    return j if words[j].core.lower() in preps else None


#: Determiners that are singular in every case they can stand for (not "der", "die", "den": those
#: are plural too), and "Der" opening the sentence (a nominative; the genitive plural "der" does
#: not open one).
_SINGULAR_DETERMINERS = frozenset(["ein", "eine", "einen", "einem", "eines", "des", "dem", "das"])


def year_in_singular_phrase(words: list[Word], det: int | None, k: int) -> bool:
    """Whether the digits at ``k`` inside a noun phrase are a year that modifies the participle
    after them, not a cardinal that counts the noun ("Der 1970 geschriebene Kritiker": written
    in 1970). A year stands bare as a time adverbial inside an extended participle attribute
    (Duden, Die Grammatik: erweitertes Partizipialattribut, "der 1970 erschienene Roman"); it is
    read so when the number has four digits from 1000 to 2099 and the determiner is singular
    (de-inflect-28)."""
    core = words[k].core
    if det is None or not (core.isdigit() and len(core) == 4 and 1000 <= int(core) <= 2099):
        return False
    low = words[det].core.lower()
    return low in _SINGULAR_DETERMINERS or (det == 0 and words[det].core == "Der")
