"""A capitalised adjective that opens a sentence before its person noun (de-inflect-35).

News MT output copies the English headline and caption style "British Prime Minister Theresa May
arrives", "Former president Jimmy Carter visits Cuba" without an article: "Britische Premierministerin
Theresa May kommt an", "Ehemaliger Präsident Jimmy Carter besucht Kuba". The first word is then an
attributive adjective with a strong ending that agrees with the noun right after it ("Britischer
Premierminister", "Ehemalige Präsidentin"), capitalised only because it opens the sentence.
Wiktionary lists many such forms as nominalised nouns too ("der Ehemalige", "die Britische"), which
is why :meth:`_initial_adjective` (no noun in Wiktionary) passes them over; but two nouns do not
follow each other without an article or a comma (Duden, Die Grammatik: Nominalphrase; the same
reading as de-inflect-20's "107, Deutscher Kriegsveteran"), so a word that ends in an adjective
suffix (-isch, -ig, -lich: Duden, Die Grammatik: Adjektivderivation) plus a strong ending, right
before a person noun, is that noun's adjective. A word that is a person noun itself ("Fischer
Müller", "Prediger") is not read so.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.base import Word
from fairmt.inflect.german_words import ADJ_ENDINGS

_SUFFIXES = ("isch", "ig", "lich", "deutsch")


def headline_adjective(words: Sequence[Word], k: int, noun: int, person_noun: Callable[[str], bool]) -> bool:
    """Whether the sentence's first word ``k`` is an adjective of the person noun at ``noun``
    right after it."""
    if k != 0 or noun != k + 1 or words[k].pre or words[k].post:
        return False
    core = words[k].core
    if not core[:1].isupper() or not core[1:].islower() or not core.isalpha():
        return False
    low = core.lower()
    return any(
        low.endswith(e) and low[: -len(e)].endswith(_SUFFIXES) for e in ADJ_ENDINGS
    ) and not person_noun(core)
