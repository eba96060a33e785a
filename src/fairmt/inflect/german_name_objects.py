"""A bare name that is the accusative object passes its case on (de-inflect-44).

A loose apposition takes the case of the phrase it describes, and a conjunct the case of what it
is coordinated with (Duden, Die Grammatik: lockere Apposition, Kasuskongruenz; Koordination).
When that phrase is a name without an article, nothing in it shows the case: "Sie traf Anna Berg,
eine Malerin" and "Er sah Tom und seine Kollegin" read "eine"/"seine" as the nominative, and the
masculine came out "ein Maler", "sein Kollege" (and an "als" phrase: "Die Fans feierten Jonas
als ihre Siegerin" needs "als ihren Sieger"). But the clause shows it: after the finite verb of
a main clause whose subject is already there (a noun phrase or name in the Vorfeld, a pronoun
that is only nominative, a subject in the Mittelfeld), the name is the object
(:func:`fairmt.inflect.german_case.object_after_subject`, which decides this for a phrase with a
determiner: "besiegte die Kandidatin John Kerry, eine Senatorin" -> "einen Senator"). The
apposition, the conjunct and an "als" phrase that describes the name are then accusative too:
"einen Maler", "seinen Kollegen", "als Sieger".

A dative object needs a verb that governs the dative; its feminine forms ("einer", "seiner")
are no nominative/accusative forms and are left to :mod:`fairmt.inflect.german_name_appositions`
and :mod:`fairmt.inflect.german_name_conjuncts`: the callers ask only where the phrase's form
leaves the nominative and the accusative open.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect import german_case, german_lexicon
from fairmt.inflect.base import Word
from fairmt.inflect.german_pronoun_subjects import after_subject_pronoun
from fairmt.inflect.german_words import NOUN_CONJUNCTIONS, NUMERALS, QUANTIFIERS

__all__ = ["accusative_name_apposition", "accusative_name_conjunct", "als_after_name_object"]

#: The most capitalised words read as one name.
_NAME_WORDS = 4

#: Pronouns that, in the first position before the finite verb, are its subject ("Sie traf ...").
_SUBJECT_PRONOUNS = frozenset(["er", "sie", "es", "ich", "du", "wir", "ihr", "man"])

#: Nouns of time that head an adverbial accusative or genitive ("letztes Jahr", "jeden Tag",
#: "diese Woche", "eines Abends"; Duden, Die Grammatik: adverbialer Akkusativ/Genitiv), with
#: the weekdays and months: such a first position is no subject, however many words it has.
#: Also read by german_dative_objects (a time phrase is no second object).
TIME_NOUNS = frozenset(
    [
        "tag",
        "woche",
        "monat",
        "jahr",
        "jahrzehnt",
        "jahrhundert",
        "abend",
        "morgen",
        "vormittag",
        "nachmittag",
        "mittag",
        "nacht",
        "mal",
        "zeit",
        "stunde",
        "minute",
        "sekunde",
        "augenblick",
        "moment",
        "wochenende",
        "frühling",
        "sommer",
        "herbst",
        "winter",
        "saison",
        "semester",
        "quartal",
        "montag",
        "dienstag",
        "mittwoch",
        "donnerstag",
        "freitag",
        "samstag",
        "sonnabend",
        "sonntag",
        "januar",
        "februar",
        "märz",
        "april",
        "mai",
        "juni",
        "juli",
        "august",
        "september",
        "oktober",
        "november",
        "dezember",
    ]
)
#: Plural subject pronouns and determiners that can open a plural noun phrase: a plural verb
#: after a first position with one of them has its subject there ("Die Kinder besuchen Tom
#: und ...").
_PLURAL_OPENERS = frozenset(
    [
        "wir",
        "ihr",
        "sie",
        "die",
        "diese",
        "jene",
        "alle",
        "beide",
        "viele",
        "einige",
        "manche",
        "mehrere",
        "meine",
        "deine",
        "seine",
        "ihre",
        "unsere",
        "eure",
        "keine",
    ]
)

IsDet = Callable[[str], "str | None"]


def _time_phrase(vorfeld: Sequence[Word]) -> bool:
    """Whether the first position is headed by a noun of time (:data:`TIME_NOUNS`): "Letztes
    Jahr gewann Anna Berg, eine Läuferin, ..." has its subject after the verb. The genitive
    "-s"/"-es" of "eines Tages", "eines Abends" is read too."""
    head = vorfeld[-1].core.lower()
    return any(head == n or head in (n + "s", n + "es") for n in TIME_NOUNS)


def _plural_verb(verb: str) -> bool:
    """Whether a finite verb has the plural ending "-en"/"-n" ("besuchen", "gewannen",
    "wandern"); the third person singular has "-t", "-te" or no ending ("besucht", "gewann")."""
    return verb.islower() and (verb.endswith("en") or verb.endswith(("ern", "eln")))


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
    conjunct: bool = False,
) -> bool:
    """Whether the bare name at ``start`` is the accusative object by clause structure.

    A name after the verb is as often the subject of an inverted clause whose first position is
    an adverb ("Danach verließ Anna Berg, eine Malerin, die Stadt"), and a one-word
    adverb looks like a name to :func:`german_case.object_after_subject`. So beyond that test,
    the subject must show itself: a noun phrase in the Mittelfeld before the name, a subject
    pronoun, a first position of more than one word ("Der Film zeigt Kim", "Anna Berg traf
    Tom"), or one word that Wiktionary lists as a given name ("Maria traf Tom"). A verb with
    no first position of its own (a second verb after "und" or a comma) shares the subject
    that the sentence opened with, which that test has checked. A first position headed by a
    noun of time is an adverbial, no subject ("Jeden Tag besucht Anna Berg, eine Ärztin, ...").
    For a ``conjunct`` ("Tom und seine Kollegin"), a plural verb after a first position that
    opens no plural phrase agrees with "Tom und ..." itself, the subject ("Am Montag besuchen
    Tom und seine Kollegin die Stadt")."""
    if words[start - 1].core.lower() in preps:
        return False
    if after_subject_pronoun(words, start, is_det, adjective):
        return True  # (de-inflect-45) "Am Montag besuchten wir Tom und ...": german_pronoun_subjects
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
    if (
        conjunct
        and vorfeld
        and _plural_verb(words[v].core)
        and vorfeld[0].core.lower() not in _PLURAL_OPENERS
    ):
        return False
    if not vorfeld or any(w.core.lower() in _SUBJECT_PRONOUNS for w in vorfeld):
        return True
    if _time_phrase(vorfeld):
        return False
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
    return start is not None and _name_object(words, start, is_det, adjective, preps, conjunct=True)


#: Personal pronouns that are only accusative: an "als" phrase right after one describes it,
#: with the possessive stem that refers back to the same person.
_ACCUSATIVE_ONLY = {"ihn": "sein", "mich": "mein", "dich": "dein"}


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
    ("Die Fans feierten Jonas als Siegerin" -> "als Sieger"; module docstring), or a personal
    pronoun that is only accusative, before a phrase with a determiner ("Wir kennen ihn als
    unsere Nachbarin" -> "als unseren Nachbarn"). With the subject the phrase is nominative
    ("Sie arbeitete als Lehrerin"), which neither of these is; nor is a phrase whose possessive
    is the pronoun's own person ("Sie lobte ihn als seine Trainerin": she is his trainer)."""
    if als < 2 or words[als - 1].post or words[als].pre:
        return False
    if words[als - 1].core in _ACCUSATIVE_ONLY:
        # Only a phrase with a determiner: a bare role noun after "als" may name the subject's
        # role ("weil Lena ihn als Kapitänin ersetzt hat": Lena became the captain).
        # A possessive of the pronoun's own person cannot describe that person: "Sie kritisierte
        # ihn als seine Vorgesetzte" is about the subject, who is his superior (nominative).
        if als + 1 >= len(words):
            return False
        det = words[als + 1].core.lower()
        return is_det(det) is not None and not det.startswith(_ACCUSATIVE_ONLY[words[als - 1].core])
    start = _bare_name_start(words, als - 1, is_det, person_noun)
    return start is not None and _name_object(words, start, is_det, adjective, preps)
