"""A word the Italian dictionary lacks, standing before a noun it knows, read as an adjective
by the agreement its ending shows (it-inflect-33).

Apertium's Italian dictionary lacks common qualifying adjectives ("prolifico", "mansueto"), so
"una prolifica disegnatrice" and "un prolifico scrittore" had no modifier before the noun: the
noun was not found as a person after its article, and a realisation changed the noun alone ("un
prolifico scrittrice"). An unknown word between a determiner and a noun is not always an
adjective ("il soprannome duca", "un collegio maschile": the first word is the head there), which
is why :meth:`fairmt.inflect.italian_word_classes.ItalianWordClasses._left` left such words out
(it-inflect-21). The head noun of those cases is not what follows, though, and the ending tells
the two apart here: a singular qualifying adjective of the first class ends in *-o* in the
masculine and *-a* in the feminine (Serianni, *Grammatica italiana*, V.6-8, the adjectives in
-o/-a/-i/-e), and an adjective before its noun agrees with it (V.34-37). So an unknown word in
*-o* before a masculine singular noun, or in *-a* before a feminine singular noun, where that
noun has only noun readings in the dictionary, is taken as its adjective. A word in *-e*
("soprannome"), a noun of the other gender, or a next word that may be an adjective or a verb
leaves the unknown word the head.

After the noun (it-inflect-35) the same holds of a lower-case word the dictionary lacks in *-o*
or *-a*: Italian qualifying adjectives follow their noun by default (Serianni, V.34), so "un
oratore *superbo*", "una scrittrice *longeva*" are a noun and its adjective, which must change
with the noun ("un'oratrice superba"), and an adjective of the dictionary whose other readings
are only its own nominal use ("esecutiva", "sportiva": *il/la sportivo/a*) is one too, although
its ending looks like an imperfect in *-iva* ("dormiva"): the dictionary lists every imperfect,
and it has none for these words. See :func:`postnominal_adjective`.

A word the dictionary lacks in *-ando*/*-endo* is no such adjective (it-inflect-47): those are the
endings of the gerund, which is invariable (Serianni, *Grammatica italiana*, XI, the gerund), of
verbs the dictionary lacks: "si stava *incamminando*", "un pittore *commerciando* a Londra" had
become "incamminanda", "commercianda". The nouns and adjectives in *-ando*/*-endo* from the Latin
gerundive that name or qualify persons ("laureando", "reverendo", "orrendo") are a small closed
set, listed in :data:`_GERUNDIVES`, and still agree ("lo studente laureando"). A word the
dictionary lacks in *-ava*, the imperfect of the first conjugation, the productive one of the verbs
it lacks ("sua madre la *picchiava*" had become "il picchiavo"), or in *-iva* after a letter other
than *t* or *s* ("L'imperatrice *elargiva* donazioni" had become "elargivo"; the adjectives in
*-ivo* it lacks are mostly the suffixed ones in *-tivo*/*-sivo*, "protettiva", "apprensiva") may be
that imperfect, but the ending alone does not tell: "slava", "jugoslava", "schiva", "giuliva",
"lasciva" are adjectives, and right after a person noun one agrees with it ("la scrittrice *slava*
arrivò" -> "lo scrittore slavo"). The context decides (:func:`imperfect_in_context`): a verb, not an
adjective, stands after an object clitic, "si", "non" or a subject pronoun ("la *picchiava*"), after
a word that is no noun, and before a bare object noun ("la regina *elargiva* doni").

A plural the dictionary lacks in *-i* or *-e* (it-inflect-48) says less by its ending: "propensi"
may be the plural of "propenso" (feminine "propense") or of an adjective in *-e* ("edili", which
stays). Italian and Spanish share most qualifying adjectives of the first class with the same stem
and the same *-o* (*propenso*, *longevo*, *intenso*), so where Apertium's Spanish dictionary reads
the stem with *-o* as an adjective and nothing else, the word is that adjective's plural and agrees
in the other gender by the regular endings ("sono più propensi" -> "propense"; Serianni, V.6-8).
See :func:`cognate_plural`. The dictionary also spells the masculine plural of some adjectives in
*-io* with the old *-ii* ("serio" -> "serii", with "serie"), so the usual "seri" is unknown to it: a
word it lacks in *-i* whose singular in *-io* it reads only as an adjective is that plural
(:func:`io_plural`; an unstressed *i* of *-io* does not double in the plural: "vario" -> "vari"),
feminine "serie".
"""

from __future__ import annotations

from fairmt.inflect.apertium_morph import Reading, morphology
from fairmt.inflect.spanish_morph import get_morph

__all__ = [
    "cognate_plural",
    "cognate_plural_form",
    "imperfect_in_context",
    "io_plural",
    "postnominal_adjective",
    "unknown_prenominal_adjective",
]

#: Words after which a verb, not an adjective, stands: the unstressed object and reflexive
#: pronouns, the negation and the subject pronouns (Serianni, VII.31-70, VIII.1).
_BEFORE_VERB = frozenset(
    [
        "lo",
        "la",
        "li",
        "le",
        "gli",
        "mi",
        "ti",
        "ci",
        "vi",
        "si",
        "ne",
        "non",
        "io",
        "tu",
        "lui",
        "lei",
        "egli",
        "ella",
        "esso",
        "essa",
        "noi",
        "voi",
        "loro",
        "essi",
        "esse",
    ]
)

#: Nouns and adjectives from the Latin gerundive, used of persons (Treccani), in the masculine
#: singular: the only form that ends as a gerund. Only those the dictionary lacks are listed
#: (:func:`_gerund` sees no other word; "laureando" yes, "educando", "stupendo" it knows).
_GERUNDIVES = frozenset(
    [
        "laureando",
        "dottorando",
        "diplomando",
        "cresimando",
        "reverendo",
        "orrendo",
        "nefando",
        "miserando",
        "esecrando",
        "memorando",
    ]
)

#: The singular ending of a first-class adjective for each gender tag of the dictionary.
_ENDING = {"m": "o", "f": "a"}


def unknown_prenominal_adjective(word: str, nxt: str) -> bool:
    """Whether ``word`` (lower case), unknown to the dictionary, is an adjective before its
    noun ``nxt`` (module docstring). ``False`` without the dictionary."""
    morph = morphology("it")
    if morph is None or len(word) < 5 or not word.isalpha() or not word.islower():
        return False
    if morph.readings(word):
        return False
    after = morph.readings(nxt.lower())
    if not after or any(r.pos != "n" for r in after):
        return False
    return any(r.number == "sg" and word.endswith(_ENDING.get(r.gender, "-")) for r in after)


def postnominal_adjective(word: str) -> bool:
    """Whether ``word`` (lower case), right after a noun, is an agreeing adjective that the
    ending tests of :meth:`fairmt.inflect.italian_word_classes.ItalianWordClasses.adjective_like` miss
    (module docstring): unknown to the dictionary and in *-o*/*-a* ("superbo", "longeva"), or
    read by it only as a gendered adjective and nouns of the same lemma, with no verb reading
    ("esecutiva", "sportiva"). ``False`` without the dictionary."""
    morph = morphology("it")
    if morph is None or len(word) < 5 or not word.isalpha() or not word.islower():
        return False
    rs = morph.readings(word)
    if not rs:
        # (Not the verb endings of the -isc- present, "partorisca", nor of a 3rd plural in -ano/-ono,
        # nor a gerund in -ando/-endo: module docstring, it-inflect-47.)
        if word.endswith(("isca", "isco", "ano", "ono")) or _gerund(word):
            return False
        return word.endswith(("o", "a"))
    if (
        all(r.pos == "n" and r.gender in ("m", "f") for r in rs)
        and word.endswith(("ano", "ana"))
        and len(word) > 6
        and morph.noun_readings(word[:-1] + ("o" if word.endswith("a") else "a"))  # "settimana": no pair
    ):
        return True  # an ethnic noun the dictionary lacks as an adjective ("venezuelana"; Serianni XV.91-93)
    adjectives = {r.lemma for r in rs if r.pos == "adj" and r.gender in ("m", "f")}
    return bool(adjectives) and all(
        r.pos == "adj" or (r.pos == "n" and r.lemma in adjectives) or _first_person_present(r) for r in rs
    )


def _first_person_present(r: Reading) -> bool:
    """it-inflect-48: the first person singular present of a verb ("attento" of *attentare*,
    "medio" of *mediare*, "sveglio" of *svegliare*) is no reading of a word right after a noun,
    which is a third person: the subject of a first-person verb is "io", never the noun before
    it, and an object noun comes after its verb in the unmarked subject-verb-object order. So
    the adjective reading of the same form
    decides ("un consumatore medio", "un cuoco attento"). Only the masculine singular in -o has
    such a homograph; "attenta" (*attentare*, third person) stays a verb."""
    return r.pos == "vblex" and "pri" in r.tags and "p1" in r.tags and "sg" in r.tags


def imperfect_in_context(prev: str, word: str, nxt: str) -> bool:
    """Whether ``word`` (lower case), unknown to the dictionary and ending as an imperfect
    (:func:`_imperfect`), is the verb where it stands, after ``prev`` and before ``nxt`` (lower
    case; ``""`` at either end): the ending alone does not tell, "slavo/slava", "schivo/schiva",
    "giulivo/giuliva" are adjectives (module docstring, it-inflect-47). It is the verb after a
    word before which only a verb stands (:data:`_BEFORE_VERB`: "la *picchiava*", "non
    *elargiva*"), after a word the dictionary has no noun reading for, or before a word it has a
    noun reading for, a bare object ("la regina *elargiva* doni"), or only an adjective reading that
    cannot agree with it, feminine singular, as a second adjective of the noun would ("elargiva
    generose donazioni"); right after a person noun and before a verb, a punctuation mark or a
    preposition it is the postnominal adjective ("la scrittrice *slava* arrivò"). ``False``
    without the dictionary."""
    morph = morphology("it")
    if morph is None or not word.isalpha() or morph.readings(word) or not _imperfect(word):
        return False
    if prev in _BEFORE_VERB or not morph.noun_readings(prev):
        return True
    after = morph.readings(nxt) if nxt.isalpha() else ()
    if any(r.pos == "n" for r in after):
        return True
    # a word read only as an adjective of another number or gender, before the object's noun
    # ("elargiva *generose* donazioni"): a second adjective of the noun would agree, feminine singular
    return (
        bool(after)
        and all(r.pos == "adj" for r in after)
        and not any(r.gender in ("f", "mf", "") and r.number in ("sg", "sp", "") for r in after)
    )


def _gerund(word: str) -> bool:
    """Whether ``word``, unknown to the dictionary, ends as a gerund (*-ando*/*-endo*) and is not
    one of :data:`_GERUNDIVES`."""
    if not word.endswith(("ando", "endo")):
        return False
    return word not in _GERUNDIVES


def _imperfect(word: str) -> bool:
    """Whether ``word``, unknown to the dictionary, ends as the third singular imperfect of a verb
    of the first conjugation (*-ava*: "picchiava") or of the third after a stem that no adjective
    in *-ivo* has before it (*-iva* not after *t* or *s*: "elargiva", "sbiadiva"; the adjectives
    the dictionary lacks are in *-tivo*/*-sivo*, "protettiva", "apprensiva"): module docstring."""
    if word.endswith("ava"):
        return True
    return word.endswith("iva") and len(word) > 4 and word[-4] not in "ts"


def cognate_plural(word: str) -> bool:
    """Whether ``word`` (lower case), which the Italian dictionary lacks, is the plural in *-i*
    or *-e* of a first-class adjective whose masculine singular in *-o* the Spanish dictionary
    reads as an adjective and nothing else ("propensi", "propense": Spanish *propenso*; module
    docstring): "-i" is its masculine plural, "-e" its feminine one. ``False`` without the
    dictionaries."""
    morph = morphology("it")
    if morph is None or len(word) < 6 or not word.isalpha() or not word.islower():
        return False
    if not word.endswith(("i", "e")) or word[-2] in "cghi" or morph.readings(word):
        return False  # (c/g/h: two spellings of the plural, "pratici"/"pratiche", "antichi"; "-ii")
    if word[-3:-1] == "or":
        return False  # (review of it45) -ore/-ori adjectives are of one gender form: "incolore", "indolore"
    english = morphology("en")
    if english is not None and english.readings(word):
        return False  # an English word the translation kept ("masculine"), no Italian plural
    spanish = get_morph()
    if not spanish.available:
        return False
    rs = spanish.readings(word[:-1] + "o") or ()
    return bool(rs) and all(r.pos == "adj" for r in rs)


def io_plural(word: str) -> bool:
    """Whether ``word`` (lower case), which the Italian dictionary lacks, is the masculine plural
    in *-i* of an adjective in *-io* whose plural it spells *-ii* ("seri" of *serio*, "serii" in
    the dictionary; module docstring). ``False`` without the dictionary."""
    morph = morphology("it")
    if morph is None or len(word) < 4 or not word.isalpha() or not word.islower():
        return False
    if not word.endswith("i") or word.endswith("ii") or morph.readings(word):
        return False
    rs = morph.readings(word[:-1] + "io")
    return bool(rs) and all(r.pos == "adj" for r in rs)


def cognate_plural_form(word: str, gender: str) -> str | None:
    """A :func:`cognate_plural` in ``gender`` ("F"/"M"): "propensi" -> "propense" and back; an
    :func:`io_plural` in the feminine: "seri" -> "serie"; ``None`` for any other word."""
    if cognate_plural(word):
        return word[:-1] + ("e" if gender == "F" else "i")
    if io_plural(word):
        return word[:-1] + "ie" if gender == "F" else word
    return None
