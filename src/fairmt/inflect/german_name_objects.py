"""A bare name that is the accusative object passes its case on (de-inflect-44).

A loose apposition takes the case of the phrase it describes, and a conjunct the case of what it
is coordinated with (Duden, Die Grammatik: lockere Apposition, Kasuskongruenz; Koordination).
When that phrase is a name without an article, nothing in it shows the case: "Sie traf Anna Berg,
eine Malerin" and "Er sah Tom und seine Kollegin" read "eine"/"seine" as the nominative, and the
masculine came out "ein Maler", "sein Kollege" (and "betrachteten Tom als Verräterin", "als
Verräter"). But the clause shows it: after the finite verb of
a main clause whose subject is already there (a noun phrase or name in the Vorfeld, a pronoun
that is only nominative, a subject in the Mittelfeld), the name is the object
(:func:`fairmt.inflect.german_case.object_after_subject`, which decides this for a phrase with a
determiner: "besiegte die Kandidatin John Kerry, eine Senatorin" -> "einen Senator"). The
apposition, the conjunct and an "als" phrase that describes the name are then accusative too:
"einen Maler", "seinen Kollegen", "als Verräter".

A dative object needs a verb that governs the dative; its feminine forms ("einer", "seiner")
are no nominative/accusative forms and are left to :mod:`fairmt.inflect.german_name_appositions`
and :mod:`fairmt.inflect.german_name_conjuncts`: the callers ask only where the phrase's form
leaves the nominative and the accusative open.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect import german_case, german_lexicon
from fairmt.inflect.base import Word
from fairmt.inflect.german_words import NOUN_CONJUNCTIONS, NUMERALS, QUANTIFIERS

__all__ = ["accusative_name_apposition", "accusative_name_conjunct", "als_after_name_object"]

#: The most capitalised words read as one name.
_NAME_WORDS = 4

#: Pronouns that, in the first position before the finite verb, are its subject ("Sie traf ...").
_SUBJECT_PRONOUNS = frozenset(["er", "sie", "es", "ich", "du", "wir", "ihr", "man"])

IsDet = Callable[[str], "str | None"]


def _bare_name_start(
    words: Sequence[Word], last: int, is_det: IsDet, person_noun: Callable[[str], bool]
) -> int | None:
    """The first word of the bare name that ends at ``last`` (one to four capitalised words with
    no punctuation between them, none a person noun: "die Malerin Anna Berg" is a noun phrase,
    which :func:`german_case.object_after_subject` reads itself), when a lower-case word that is
    no determiner, preposition or conjunction stands right before it (a verb or an adverb of
    the Mittelfeld; no numeral or quantifier, which counts a plural noun). After a determiner,
    the run's first word is that determiner's noun and the name starts after it ("verhaftete
    die Polizei Anna Berg"). None otherwise."""
    if last < 1 or words[last].pre:
        return None
    j = last
    while j >= 0 and last - j < _NAME_WORDS and words[j].core[:1].isupper():
        w = words[j]
        if (j < last and (w.post or w.pre)) or person_noun(w.core) or not w.core.replace("-", "").isalpha():
            return None
        j -= 1
    if j < 0 or j == last or last - j >= _NAME_WORDS or words[j].post or words[j + 1].pre:
        return None
    before = words[j].core
    low = before.lower()
    if is_det(low) is not None and last - j >= 2:
        # The article's noun, then the name (the caller takes it only where that noun phrase
        # is the subject before it).
        return j + 2
    if (
        not (before.isalpha() and before.islower())
        or is_det(low) is not None
        or low in NOUN_CONJUNCTIONS
        or low in NUMERALS  # "drei Fabriken": a counted plural noun, no name
        or low in QUANTIFIERS
    ):
        return None
    return j + 1


def _name_object(
    words: Sequence[Word],
    start: int,
    is_det: IsDet,
    adjective: Callable[[str], bool],
    preps: frozenset[str],
) -> bool:
    """Whether the bare name at ``start`` is the accusative object by clause structure.

    A name after the verb is as often the subject of an inverted clause whose first position is
    an adverb ("Danach verließ Anna Berg, eine Malerin, die Stadt"), and a one-word
    adverb looks like a name to :func:`german_case.object_after_subject`. So beyond that test,
    the subject must show itself: a noun phrase in the Mittelfeld before the name, a subject
    pronoun, a first position of more than one word ("Der Film zeigt Kim", "Anna Berg traf
    Tom"), or one word that Wiktionary lists as a given name ("Maria traf Tom"). A verb with
    no first position of its own (a second verb after "und" or a comma) shares the subject
    that the sentence opened with, which that test has checked."""
    if words[start - 1].core.lower() in preps:
        return False
    if words[start - 1].core[:1].isupper():
        # After an article's noun: only where that phrase is the subject in the Mittelfeld.
        return german_case._subject_between(words, start, is_det, adjective, preps)
    if not german_case.object_after_subject(words, start, is_det, adjective, preps, bare_name=True):
        return False
    if german_case._subject_between(words, start, is_det, adjective, preps):
        return True
    v = start - 1
    while v > 0 and words[v].core.lower() in german_case._MIDDLE_ADVERBS and not words[v].post:
        v -= 1
    vorfeld = words[german_case._clause_start(words, v) : v]
    if not vorfeld or any(w.core.lower() in _SUBJECT_PRONOUNS for w in vorfeld):
        return True
    return len(vorfeld) > 1 or german_lexicon.given_name(vorfeld[0].core)


def accusative_name_apposition(
    words: Sequence[Word],
    first: int,
    is_det: IsDet,
    adjective: Callable[[str], bool],
    preps: frozenset[str],
    person_noun: Callable[[str], bool],
) -> bool:
    """Whether the apposition at ``first`` (after a comma) describes a bare name that is the
    accusative object ("Sie traf Anna Berg, eine Malerin" -> "einen Maler"; module docstring).
    A name with a genitive -s is no object ("die Bilder Anna Bergs, einer Malerin"), but a
    nominative/accusative apposition cannot describe a genitive anyway, so the name's ending
    is not read."""
    if first < 2 or words[first - 1].post.strip() != ",":
        return False
    start = _bare_name_start(words, first - 1, is_det, person_noun)
    return start is not None and _name_object(words, start, is_det, adjective, preps)


def accusative_name_conjunct(
    words: Sequence[Word],
    first: int,
    is_det: IsDet,
    adjective: Callable[[str], bool],
    preps: frozenset[str],
    person_noun: Callable[[str], bool],
) -> bool:
    """Whether the phrase at ``first`` follows "und"/"oder" right after a bare name that is the
    accusative object ("Er sah Tom und seine Kollegin" -> "seinen Kollegen"; module docstring)."""
    conj = first - 1
    if conj < 2 or words[conj].pre or words[conj].post or words[conj].core.lower() not in NOUN_CONJUNCTIONS:
        return False
    if words[conj - 1].post:
        return False
    start = _bare_name_start(words, conj - 1, is_det, person_noun)
    return start is not None and _name_object(words, start, is_det, adjective, preps)


#: Personal pronouns that are only accusative: an "als" phrase right after one describes it.
_ACCUSATIVE_ONLY = frozenset(["ihn", "mich", "dich"])


def als_after_name_object(
    words: Sequence[Word],
    als: int,
    is_det: IsDet,
    adjective: Callable[[str], bool],
    preps: frozenset[str],
    person_noun: Callable[[str], bool],
) -> bool:
    """Whether the phrase after "als" at ``als`` describes an accusative object right before
    it, and so is accusative too (Duden, Die Grammatik: Kongruenz der als-Phrase, "Er
    betrachtete ihn als seinen Freund"): a bare name that is the object by clause structure
    ("und betrachteten Tom als Verräterin" -> "als Verräter"; module docstring), or a personal
    pronoun that is only accusative, before a phrase with a determiner ("nachdem sie ihn als
    ihre Anwältin eingestellt hatte" -> "als ihren Anwalt"). With the subject the phrase is
    nominative ("Sie arbeitete als Lehrerin"), which neither of these is."""
    if als < 2 or words[als - 1].post or words[als].pre:
        return False
    if words[als - 1].core in _ACCUSATIVE_ONLY:
        # Only a phrase with a determiner: a bare role noun after "als" may name the subject's
        # role ("nachdem Tom ihn als Trainer abgelöst hatte": Tom became the coach).
        return als + 1 < len(words) and is_det(words[als + 1].core.lower()) is not None
    start = _bare_name_start(words, als - 1, is_det, person_noun)
    return start is not None and _name_object(words, start, is_det, adjective, preps)
