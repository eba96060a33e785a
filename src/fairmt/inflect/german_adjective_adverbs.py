"""An adverb inside a German noun phrase: "den sehr erfahrenen Arzt", "der neu gewählte Präsident".

An attributive adjective can itself be modified by an adverb or an uninflected adjective used as
one (Duden, Die Grammatik: Adjektivphrase; the attributive adjective phrase "sehr erfahren",
"neu gewählt", "damals amtierend" stands between the article and the noun). The modifier does
not decline and does not agree, but the article left of it still belongs to the noun: in the
feminine "den sehr erfahrenen Arzt" is "die sehr erfahrene Ärztin", not "den sehr erfahrene
Ärztin". The unit reader (:mod:`fairmt.inflect.german_units`) used to stop at the adverb and
leave the article unchanged; :func:`adjective_adverb` lets it step over one such word when a
determiner stands right before it, so the article is read (and re-declined) with its noun.

Which words: a closed list of degree and time adverbs that German MT puts before participles
and adjectives ("sehr", "besonders", "damals", "kürzlich", "bereits", "inzwischen"), and
uninflected adjectives used as adverbs, recognised by a derivational suffix that forms adjectives
only (-lich, -ig, -isch, -bar, -sam, -los, -haft, -iv, -ell; Duden, Die Grammatik:
Adjektivderivation) or by a few short base adjectives ("neu gewählt", "hoch angesehen", "gut
bezahlt"). A determiner must stand right before the word and a declined adjective right after
it, so a sentence adverb before a bare plural ("trafen gestern erfahrene Ärzte") is not read
into a phrase.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.base import Word, word_tuple
from fairmt.inflect.german_words import DEGREE_ADVERBS

#: Degree, time and manner adverbs that modify an attributive adjective or participle: the
#: shared degree adverbs (german_words.DEGREE_ADVERBS) but "ganz", "zu" and "so", which this
#: list has never held, and more degree and time adverbs.
_ADVERBS = (DEGREE_ADVERBS - {"ganz", "zu", "so"}) | frozenset(
    word_tuple(
        """höchst überaus vergleichsweise weitaus weithin allgemein kürzlich neulich jüngst damals
        derzeit zuvor früher einst ehemals bisher bislang bereits inzwischen jetzt nun nunmehr heute
        mittlerweile gerade soeben erst schon immer zunehmend weltweit landesweit international
        national lokal allseits vielfach oft häufig meist ebenfalls ebenso gleichfalls"""
    )
)
#: Short base adjectives used uninflected before a participle or adjective ("neu gewählt").
_BASE_ADJECTIVES = frozenset(
    word_tuple("neu hoch gut schlecht schwer leicht frisch tief streng hart stark weit lang früh spät eng")
)
#: Suffixes that form adjectives only; their uninflected form is the adverbial use.
_ADJECTIVE_SUFFIXES = ("lich", "ig", "isch", "bar", "sam", "los", "haft", "iv", "ell")


def adverb_word(core: str) -> bool:
    """Whether ``core`` is an undeclined adverb or adverbial adjective that can modify an
    attributive adjective (see the module docstring)."""
    low = core.lower()
    if not core.isalpha() or not core[:1].islower():
        return False
    return low in _ADVERBS or low in _BASE_ADJECTIVES or (len(low) > 5 and low.endswith(_ADJECTIVE_SUFFIXES))


def adjective_adverb(words: Sequence[Word], k: int, is_det: Callable[[str], str | None]) -> bool:
    """Whether ``words[k]`` can be an adverb inside a noun phrase: an adverb word
    (:func:`adverb_word`) with a determiner right before it (no punctuation between). That the
    word after it is a declined adjective of the phrase or an adjective standing for a person
    before a name is the caller's reading, which it checks after this.

    The dative pronoun "ihr" ("gab ihr sehr gute Noten") and a bare "das" (neuter, or a
    pronoun) are no article here."""
    if k < 1 or k + 1 >= len(words) or words[k].post or words[k].pre or words[k - 1].post:
        return False
    if words[k + 1].pre or not adverb_word(words[k].core):
        return False
    det = words[k - 1].core.lower()
    return det not in ("ihr", "das") and is_det(det) is not None
