"""Appositions and relative clauses of a bare name or noun that is no genitive (de-inflect-43).

A loose apposition takes the case of the phrase it describes (Duden, Die Grammatik: lockere
Apposition, Kasuskongruenz): "Die Tagebücher gehörten Anna Berg, einer Malerin" has the dative
"einer Malerin" because "Anna Berg" is the dative object of "gehörten". The feminine "einer" (and
"der") is both the dative and the genitive, and with nothing before the comma to show the case
(no preposition, no article), the inflector took the genitive: "Anna Berg, eines Malers". A name
or a noun without an article shows the genitive only with its own -s ("die Bilder Anna Bergs,
einer Malerin", Duden, Die Grammatik: Genitiv der Eigennamen); a bare name without it, after a
verb or another word that is no preposition and no determiner, is no genitive, and the
apposition is the dative (:func:`dative_apposition`).

In the same way a person noun with the feminine ``der`` right after a verb ("dankte der Sängerin
Anna Smith, die ...") is no genitive attribute: an attribute follows the noun it belongs to, and
a verb is none. Its relative clause is the noun's own (:func:`no_genitive_attribute`), as after a
dative preposition ("mit der Sängerin Anna Smith, die ...").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.base import Word
from fairmt.inflect.german_words import NOUN_CONJUNCTIONS, PREPS

__all__ = ["dative_apposition", "genitive_preposition_name", "no_genitive_attribute"]

#: The most capitalised words read as the name or bare noun before the apposition's comma.
_NAME_WORDS = 4
#: "laut", which governs the genitive or the dative (Duden, Die Grammatik: Präpositionen mit dem
#: Genitiv oder Dativ; german_words.DAT_PREPS lists it): read with the genitive ones here.
_LAUT = frozenset(["laut"])
#: Endings that a genitive name has, or that may hide it ("Jones"; "Anna Bergs"), and the
#: apostrophe of a genitive. (de-inflect-45) Not "ß", "x", "z": a name ending in one shows its
#: genitive only with an apostrophe ("Maria Schulz' Bilder", "Marx' Werke"; Duden, Die Grammatik:
#: Genitiv der Eigennamen, Apostroph), so "half Maria Schulz, einer Lehrerin" is the dative.
_GENITIVE_ENDINGS = ("s", "'", "’")


def _name_before_comma(words: Sequence[Word], first: int) -> bool:
    """Whether the word before ``first`` ends a capitalised run at a comma and shows no genitive
    -s ("Anna Berg, einer Malerin"; not "Anna Bergs, ..."): the start both apposition tests share."""
    if first < 2 or words[first - 1].post.strip() != ",":
        return False
    last = words[first - 1]
    if not last.core[:1].isupper() or last.pre:
        return False
    return not last.core.lower().endswith(_GENITIVE_ENDINGS)


def dative_apposition(
    words: Sequence[Word],
    first: int,
    preps: frozenset[str],
    is_det: Callable[[str], bool],
    person_noun: Callable[[str], bool],
) -> bool:
    """Whether the apposition that starts at ``first`` (after a comma) describes a bare name
    after a lower-case word that is no preposition, determiner or conjunction (a verb:
    "gehörten Anna Berg, einer Malerin"), and that name shows no genitive -s: then its
    dative/genitive form ("einer", "der") is the dative (module docstring). The caller asks
    only where the phrase's form leaves nothing but the dative and the genitive open ("einer
    Malerin"; not a bare plural, which may be a conjunct of a list: "Buchhalter, Importeurinnen").

    ``person_noun`` tests a capitalised word for a person noun: a run with one is a bare title
    or a conjunct of a list ("87, französischer Schriftsteller, Essayistin"), no name; nor is a
    run after an adjective whose article stands before it ("das erste Fachpersonal")."""
    if not _name_before_comma(words, first):
        return False
    j = first - 1
    while j >= 0 and first - 1 - j < _NAME_WORDS and words[j].core[:1].isupper():
        if (j < first - 1 and (words[j].post or words[j].pre)) or person_noun(words[j].core):
            return False
        j -= 1
    if j < 0 or first - 1 - j >= _NAME_WORDS or words[j].post or words[j + 1].pre:
        return False
    before = words[j].core
    low = before.lower()
    if j > 0 and not words[j - 1].post and is_det(words[j - 1].core.lower()):
        return False  # an adjective of a noun phrase ("das erste Fachpersonal, ...")
    return (
        before.isalpha()
        and before.islower()
        and low not in preps
        and low not in NOUN_CONJUNCTIONS
        and not is_det(low)
    )


def no_genitive_attribute(words: Sequence[Word], det: int, is_det: Callable[[str], bool]) -> bool:
    """Whether the determiner at ``det`` (a feminine ``der``/``einer`` or a possessive in -er)
    follows a lower-case word that can end no noun phrase (a verb, an adverb: "dankte der
    Sängerin"), so that its phrase is no genitive attribute of a noun before it (module
    docstring). Not after a conjunction, which may join a second genitive attribute ("des
    Vaters und der Sängerin"), nor after a determiner or pronoun standing as a noun phrase
    ("die der Sängerin"), nor after a preposition: a genitive one governs the genitive ("wegen
    der Ärztin Anna Smith, die ...": the relative is the name's, as for a genitive attribute),
    and the caller has already taken a dative one's phrase as the dative."""
    if det < 1 or words[det - 1].post or words[det].pre:
        return False
    before = words[det - 1].core
    low = before.lower()
    return (
        before.isalpha()
        and before.islower()
        and low not in NOUN_CONJUNCTIONS
        and low not in PREPS
        and not is_det(low)
    )


def genitive_preposition_name(
    words: Sequence[Word],
    first: int,
    gen_preps: frozenset[str],
    person_noun: Callable[[str], bool],
) -> bool:
    """(de-inflect-44) Whether the apposition at ``first`` (after a comma) describes a bare name
    right after a preposition that governs the genitive ("wegen", "statt"; or "laut", which
    also takes the dative) with no genitive -s of its own (a sentence-initial capitalised one
    too: "Laut Anna Berg, ..."): "laut Anna Berg, einer Malerin". Where the genitive does not show,
    these prepositions take the dative (Duden, Die Grammatik: Präpositionen mit dem Genitiv,
    Ersatz durch den Dativ: "laut Berichten", "wegen Anna Berg"; the genitive would be "laut Anna
    Bergs"), and the loose apposition agrees with the name: "laut Anna Berg, einem Maler", not
    "eines Malers". ``person_noun`` as for :func:`dative_apposition`: "laut der Malerin Anna
    Berg" has its article, whose case shows."""
    if not _name_before_comma(words, first):
        return False
    j = first - 1
    while j >= 0 and first - 1 - j < _NAME_WORDS and words[j].core[:1].isupper():
        if j < first - 1 and (words[j].post or words[j].pre):
            return False
        if person_noun(words[j].core) or words[j].core.lower() in gen_preps | _LAUT:
            break
        j -= 1
    return (
        0 <= j < first - 1
        and first - 1 - j < _NAME_WORDS
        and not words[j].post
        and not words[j + 1].pre
        and words[j].core.lower() in gen_preps | _LAUT
    )
