"""The case of a German noun phrase whose own form does not show it.

Feminine and plural forms hide the case that a masculine needs: ``die Kandidatin`` is
nominative or accusative (``der Kandidat`` / ``den Kandidaten``), ``der Präsidentin`` genitive or
dative (``des`` / ``dem Präsidenten``), ``Beamtinnen`` any case (``Beamte`` / ``Beamten`` /
``Beamter``). :class:`fairmt.inflect.german.GermanInflector` first narrows the candidates from
the determiner and the preposition; this module chooses between the candidates that remain,
from the structure of the clause around the phrase (German grammar, no word lists for
particular sentences):

- **Nominative or accusative.** A German clause has one subject. When the phrase stands after
  the finite verb of a main clause whose first position (the *Vorfeld*) is a noun phrase or a
  name, that first constituent is the subject and the phrase is an object ("Tagliabue ernannte
  die Rheumatologin" -> "den Rheumatologen"); likewise for a second verb after "und" that shares
  that subject ("Lindwall entfernte ... und brachte seine Peinigerin" -> "seinen Peiniger"), and
  when the clause already has a subject pronoun that is only nominative (``er``, ``ich``,
  ``du``, ``wir``: "fuhr er nach Ems und konsultierte eine Ärztin" -> "einen Arzt"). A copula
  (sein, werden, bleiben) takes a nominative predicate, so none of this applies in its clause.
- **Genitive or dative.** A genitive attribute follows a noun; after a relative or
  demonstrative d-word the phrase is the clause's dative object ("die der Präsidentin schadet"
  -> "die dem Präsidenten schadet").
- **Apposition.** A noun phrase set off by a comma after a name has the case of that name,
  which a preposition right before the name shows ("von Joseph Stewart, der ersten
  Kommandantin" -> "dem ersten Kommandanten"; "mit Peter Serrarius, einer ... Kauffrau" ->
  "einem ... Kaufmann").
- **Two-way prepositions** (an, auf, hinter, in, neben, über, unter, vor, zwischen) take the
  dative for a place and the accusative for a direction or a topic. With a person as the
  object, ``auf`` and ``über`` are nearly always the second ("Laser auf Beamte richten", "über
  die Kandidatin sprechen", "Einfluss auf die Ministerin"), the others nearly always the first
  ("zwischen Republikanern", "vor den Wählern", "unter den Opfern").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect import german_lexicon
from fairmt.inflect.base import Word
from fairmt.inflect.german_counted_conjuncts import before_counts, count_word
from fairmt.inflect.german_name_nouns import ordinal_stop
from fairmt.inflect.german_name_words import skip_name
from fairmt.inflect.german_quotative import quotative_inversion
from fairmt.inflect.german_relative_subjects import (
    NOMINATIVE_ONLY,
    after_masculine_relative,
    after_plural_relative,
    clause_last,
)

#: Two-way prepositions whose object, when it is a person, is accusative (see the module doc).
ACCUSATIVE_TWO_WAY = frozenset(["auf", "über"])
#: Subject pronouns that have no accusative reading (one list: german_relative_subjects).
NOMINATIVE_PRONOUNS = NOMINATIVE_ONLY
#: Forms of sein, werden, bleiben and heißen that link a subject to its predicate.
COPULA_FORMS = frozenset(
    [
        "ist",
        "war",
        "sind",
        "waren",
        "wird",
        "wurde",
        "werden",
        "wurden",
        "bleibt",
        "blieb",
        "blieben",
        "bin",
        "bist",
        "sei",
        "wäre",
        "seien",
        "wären",
        "worden",
        "gewesen",
        "heißt",
        "hieß",
    ]
)
#: Words that open a clause of their own: a subject before them belongs to another clause.
_CLAUSE_OPENERS = frozenset(
    [
        "dass",
        "weil",
        "wenn",
        "ob",
        "obwohl",
        "nachdem",
        "bevor",
        "während",
        "damit",
        "sobald",
        "falls",
        "als",
        "wie",
        "sodass",
        "aber",
        "denn",
        "sondern",
    ]
)
_END = (".", "!", "?", ":", ";")
#: Adverbs that may stand between the finite verb and its object ("ermordeten bald seinen ...").
_MIDDLE_ADVERBS = frozenset(
    [
        "bald",
        "dann",
        "später",
        "danach",
        "damals",
        "heute",
        "nun",
        "jetzt",
        "erneut",
        "wieder",
        "auch",
        "schließlich",
        "sofort",
        "zuerst",
        "noch",
        "schon",
        "nie",
        "oft",
        "gestern",
        "morgen",
        # (de-inflect-41) time adverbs of the Mittelfeld ("hatte zunächst eine Unabhängige
        # nominiert" -> "einen Unabhängigen"; Duden, Die Grammatik: Temporaladverbien)
        "zunächst",
        "zuvor",
        "bereits",
        "kürzlich",
        "erstmals",
        "inzwischen",
    ]
)

#: Lower-case words that stand before a determiner without being a verb.
_NOT_VERBS = frozenset(
    [
        "und",
        "oder",
        "zu",
        "nicht",
        "sich",
        "es",
        "sie",
        "er",
        "ihn",
        "ihm",
        "ihr",
        "man",
        "wer",
        "was",
        "nur",
        "sogar",
        "selbst",
        "etwa",
        "gerade",
        "genau",
        "mindestens",
        "insbesondere",
        "allem",
        "sowohl",
        "weder",
        "noch",
        "entweder",
        "bzw",
        "sowie",
        "ebenso",
    ]
)

IsDet = Callable[[str], "str | None"]
IsAdjective = Callable[[str], bool]


def two_way_case(prep: str, cands: Sequence[str]) -> str | None:
    """The case of a person phrase after the two-way preposition ``prep``, or None when
    ``prep`` is no two-way preposition or the form already decides."""
    if "acc" in cands and "dat" in cands:
        return "acc" if prep in ACCUSATIVE_TWO_WAY else "dat"
    return None


#: Closing quotation marks, which may stand before the comma that ends a clause.
_CLOSING_MARKS = "\"“”»«'’"


def _boundary(post: str) -> bool:
    """Whether a word's trailing punctuation ends a clause: a comma or sentence end, also after
    a closing quotation mark (de-inflect-44: in "„Ja“, sagte die Malerin" the quotation is the
    first position of the clause of "sagte", not the start of that clause and its subject)."""
    return post.lstrip(_CLOSING_MARKS)[:1] in (",", *_END)


def _clause_start(words: Sequence[Word], first: int) -> int:
    """Index of the first word of the clause that contains ``first`` (after the last comma,
    sentence end or clause-opening conjunction before it)."""
    k = first
    while k > 0:
        prev = words[k - 1]
        if _boundary(prev.post) or prev.core.lower() in _CLAUSE_OPENERS:
            break
        k -= 1
    return k


def _clause_end(words: Sequence[Word], last: int) -> int:
    """Index just past the clause that contains ``last``."""
    k = last
    while k < len(words) - 1 and not _boundary(words[k].post):
        k += 1
        if words[k].core.lower() in _CLAUSE_OPENERS:
            return k
    return k + 1


def has_copula(words: Sequence[Word], first: int, last: int) -> bool:
    """Whether the clause around [first, last] has a copula, whose predicate is nominative."""
    s, e = _clause_start(words, first), _clause_end(words, last)
    return any(words[i].core.lower() in COPULA_FORMS for i in range(s, e))


#: Closed-class adverbs that open a main clause; the subject then follows the verb.
_INITIAL_ADVERBS = frozenset(
    [
        "dort",
        "hier",
        "da",
        "deshalb",
        "daher",
        "darum",
        "trotzdem",
        "dennoch",
        "jedoch",
        "zunächst",
        "außerdem",
        "inzwischen",
        "anschließend",
        "seitdem",
        "darauf",
        "dabei",
        "also",
        "so",
        "zudem",
        "sonst",
        "vielleicht",
        "immer",
        "kaum",
        "fast",
        "doch",
        "ebenfalls",
        "bereits",
        "einst",
        "endlich",
        "plötzlich",
        # (de-inflect-57) more closed-class sentence, time and connecting adverbs that open a main
        # clause alone ("Leider verpasste ihre Kollegin den Zug": "ihre Kollegin" is the subject; Duden, Die
        # Grammatik: Adverbien im Vorfeld)
        "leider",
        "nichtsdestotrotz",
        "hingegen",
        "dagegen",
        "stattdessen",
        "immerhin",
        "zugleich",
        "überdies",
        "ferner",
        "deswegen",
        "somit",
        "bisher",
        "bislang",
        "seither",
        "mittlerweile",
        "nachher",
        "vorher",
        "zuletzt",
        "daraufhin",
        "dadurch",
        "dafür",
        "sogar",
        "oft",
        "selten",
        "gern",
        "neulich",
        "wohl",
    ]
)
#: (de-inflect-57) The same adverbs for the other modules (german_headline_subjects: "Leider" is
#: also a noun in Wiktionary, but no article-less subject before the verb).
CLAUSE_OPENING_ADVERBS = _INITIAL_ADVERBS
#: Suffixes of derived adverbs and adverbial adjectives ("kurzzeitig", "plötzlich", "glücklicherweise").
_ADVERB_SUFFIXES = (
    "ig",
    "lich",
    "isch",
    "weise",
    "mals",
    "dings",
    "ens",
    "wärts",
    "halb",
    "falls",
    "los",
    "bar",
)


def _noun_phrase(
    words: Sequence[Word], s: int, e: int, is_det: IsDet, adjective: IsAdjective, preps: frozenset[str]
) -> bool:
    """Whether words[s:e] is one noun phrase or name: capitalised words, optionally after a
    determiner, adjectives, numbers and initials ("George W. Bush", "Breslauer Bürger", "Die
    Kugeln", "Tagliabue"). Not a prepositional phrase ("Im Finale") and not a single word that
    is an adverb, which German also puts first ("Kurzzeitig schien die Brasilianerin ...").
    Two such phrases joined by ``und``/``oder`` are one too, a coordinated subject (Duden, Die
    Grammatik, Koordination: "Delaware Frauen und Jungen töteten ...")."""
    conj = [
        i for i in range(s + 1, e - 1) if words[i].core.lower() in ("und", "oder") and not words[i - 1].post
    ]
    if len(conj) == 1 and e - s <= 9:
        i = conj[0]
        return _noun_phrase(words, s, i, is_det, adjective, preps) and _noun_phrase(
            words, i + 1, e, is_det, adjective, preps
        )
    if e <= s or e - s > 6:
        return False
    head = words[s].core.lower()
    if head in preps or is_det(head) == "contr":
        return False
    if e - s == 1 and (
        head in _INITIAL_ADVERBS or head in _MIDDLE_ADVERBS or head.endswith(_ADVERB_SUFFIXES)
    ):
        return False
    k = s
    if is_det(head) is not None:
        k += 1
    while (
        k < e
        and (adjective(words[k].core) or words[k].core[:1].isdigit())
        and not words[k].core[:1].isupper()
    ):
        k += 1
    if k >= e:
        return False
    for i in range(k, e):
        w = words[i]
        if not w.core[:1].isupper() or (i < e - 1 and w.post and w.post != "."):
            return False
    return True


def _finite_verb(words: Sequence[Word], v: int, is_det: IsDet, adjective: IsAdjective) -> bool:
    """Whether the word at ``v`` can be a finite full verb: lower case, alphabetic, no
    determiner, particle, pronoun-like function word or copula. Strong past forms have no
    ending ("rief", "traf"), and a past tense in -te looks like an adjective ("besiegte"):
    callers only ask this right before a determiner, where no attributive adjective can stand."""
    w = words[v]
    low = w.core.lower()
    return (
        w.core.isalpha()
        and w.core.islower()
        and not w.post
        and is_det(low) is None
        and low not in COPULA_FORMS
        and low not in _CLAUSE_OPENERS
        and low not in _MIDDLE_ADVERBS
        and low not in _NOT_VERBS
        and not _isch_adjective(low)
    )


#: Verb stems that end in -isch (fischen, mischen, wischen, zischen, auftischen, erlischt) and
#: the separable and inseparable prefixes they take (abwischen, vermischen).
_ISCH_VERB_STEMS = ("f", "m", "w", "z", "t", "l")
_ISCH_VERB_PREFIXES = (
    "",
    "ab",
    "an",
    "auf",
    "aus",
    "be",
    "durch",
    "ein",
    "er",
    "ver",
    "vor",
    "weg",
    "zer",
    "zu",
)


def _isch_adjective(low: str) -> bool:
    """Whether ``low`` is a declined adjective in -isch ("amerikanische", "politischen"): the
    suffix -isch forms adjectives (Duden, suffix -isch), never a finite verb, except for the
    few verbs whose stem ends so (fischen, mischen, wischen, zischen, tischen: "er mische").
    In "85, amerikanische Stammeshistorikerin der Crow, Herbalistin" there is no verb, so "der
    Crow" is no object after a subject (de-inflect-15)."""
    for ending in ("ische", "ischen", "ischer", "isches", "ischem"):
        if low.endswith(ending):
            stem = low[: -len(ending)]
            return len(stem) >= 2 and not any(
                stem == p + v for p in _ISCH_VERB_PREFIXES for v in _ISCH_VERB_STEMS
            )
    return False


def object_after_subject(
    words: Sequence[Word],
    first: int,
    is_det: IsDet,
    adjective: IsAdjective,
    preps: frozenset[str],
    *,
    bare_name: bool = False,
) -> bool:
    """Whether the phrase starting at ``first`` is an accusative object by clause structure
    (see the module doc): after the finite verb of a main clause whose Vorfeld is a noun phrase
    or name, after a verb coordinated with such a clause, or in a clause with a pronoun that is
    only nominative. ``bare_name``: the phrase is a capitalised name without a determiner, which
    no adverb can be (de-inflect-44, german_name_objects)."""
    if first == 0 or (not bare_name and is_det(words[first].core.lower()) is None):
        return False  # only a phrase with a determiner: a bare word after a verb may be its adverb
    if _subject_between(words, first, is_det, adjective, preps):
        return True
    if after_plural_relative(words, first):
        return True  # (de-inflect-35) "Aufgaben, die eine Frau erforderten" -> "einen Mann"
    if after_masculine_relative(words, first, COPULA_FORMS):
        return True  # (de-inflect-45) "Der Lehrer, der seine Kollegin traf" -> "seinen Kollegen"
    v = first - 1
    while v > 0 and words[v].core.lower() in _MIDDLE_ADVERBS and not words[v].post:
        v -= 1
    if words[v].post or not _finite_verb(words, v, is_det, adjective) or words[v].core.lower() in preps:
        return False
    start = _clause_start(words, v)
    if has_copula(words, first, first):
        return False
    between = [words[i].core.lower() for i in range(start, v)]
    if any(w in NOMINATIVE_PRONOUNS for w in between):
        return True
    sentence_start = (
        start == 0 or words[start - 1].post[:1] in _END or words[start - 1].post.endswith(('"', "“"))
    )
    if (
        sentence_start
        and words[start].core.lower() not in _OBJECT_DETERMINERS
        and _noun_phrase(words, start, v, is_det, adjective, preps)
    ):
        return True
    if start > 0 and words[start - 1].core.lower() in ("und", "oder"):
        return False
    comma_verb = (
        v == start
        and start > 0
        and words[v - 1].post.startswith(",")
        and words[v].core.lower() not in _COMMA_CLAUSE_WORDS
        and not quotative_inversion(words, v)
    )
    if comma_verb or (v > 0 and words[v - 1].core.lower() == "und" and not words[v - 1].post):
        # A second verb: the subject opened the sentence ("Lindwall entfernte X ... und brachte").
        k = start
        while k > 0 and words[k - 1].post[:1] not in _END:
            k -= 1
        j = k
        while j < v - 1 and not _finite_verb(words, j, is_det, adjective):
            j += 1
        return j < v - 1 and j > k and _noun_phrase(words, k, j, is_det, adjective, preps)
    return False


#: Determiners that open no nominative phrase ("Den Preis hatte bereits eine Ärztin gewonnen"):
#: a Vorfeld opened by one is an object, and the phrase after the finite verb is the subject
#: (Duden, Die Grammatik: Vorfeldbesetzung) (de-inflect-41).
_OBJECT_DETERMINERS = frozenset(["den", "dem", "einen", "einem"])


#: Prepositions that form the pronominal adverbs (Duden grammar, Pronominaladverb: da(r)- and
#: wo(r)- with a preposition: "dabei", "wobei", "worauf").
_ADVERB_PREPS = [
    "an",
    "auf",
    "aus",
    "bei",
    "durch",
    "für",
    "gegen",
    "hinter",
    "in",
    "mit",
    "nach",
    "neben",
    "über",
    "um",
    "unter",
    "von",
    "vor",
    "zu",
    "zwischen",
]
#: Words that open a subordinate or relative clause right after a comma and are no finite verb
#: of a coordinated main clause: subordinating conjunctions (Duden grammar, Subjunktionen),
#: relative and interrogative words and the pronominal adverbs.
_COMMA_CLAUSE_WORDS = frozenset(
    [
        *_CLAUSE_OPENERS,
        *[
            "indem",
            "ehe",
            "seitdem",
            "solange",
            "sofern",
            "soweit",
            "sooft",
            "wohingegen",
            "zumal",
            "bis",
            "da",
            "wo",
            "wer",
            "was",
            "weshalb",
        ],
        *["weswegen", "wieso", "warum", "seit", "ohne", "statt", "um", "anstatt"],
        *(p + q for q in _ADVERB_PREPS for p in (("dar", "wor") if q[0] in "aeiouü" else ("da", "wo"))),
    ]
)
#: Determiners that cannot open a nominative phrase (Duden grammar, declension of the articles).
_NOT_NOMINATIVE_DETS = frozenset(["den", "dem", "des", "einen", "einem", "eines", "einer"])


def _subject_between(
    words: Sequence[Word], first: int, is_det: IsDet, adjective: IsAdjective, preps: frozenset[str]
) -> bool:
    """Whether a name or noun phrase stands between a finite verb and the phrase at ``first``
    (middle adverbs may follow it): in the German Mittelfeld a subject that is a full noun
    phrase comes before the objects (Duden grammar, Wortstellung im Mittelfeld), so that phrase
    is the subject and the later one an object ("Im Jahr 2019 ersetzte die Firma erneut die
    Präsidentin" -> "den Präsidenten"; "Letztes Jahr traf Maria die Ärztin"). A phrase whose
    determiner is no nominative form (den, dem, des, einen, ...) is no subject, and a clause
    with a copula has a nominative predicate instead of an object."""
    e = first
    while e - 1 > 0 and words[e - 1].core.lower() in _MIDDLE_ADVERBS and not words[e - 1].post:
        e -= 1
    k = e - 1
    if k < 1 or words[k].post or not words[k].core[:1].isupper():
        return False
    while k > 0 and e - k < 5 and not words[k - 1].post:
        prev = words[k - 1].core
        if not (prev[:1].isupper() and is_det(prev.lower()) is None and prev.lower() not in preps):
            break
        k -= 1
    # Adjectives count only after a determiner (a past tense in -te looks like one: "wechselte").
    d = k
    while d > 0 and k - d < 3 and not words[d - 1].post and adjective(words[d - 1].core):
        d -= 1
    if (
        d > 0
        and not words[d - 1].post
        and words[d - 1].core[:1].islower()
        and is_det(words[d - 1].core.lower()) is not None
    ):
        k = d - 1
    v = k - 1
    if v < 0 or words[v].post or words[v].core.lower() in preps:
        return False
    if not _finite_verb(words, v, is_det, adjective) or has_copula(words, first, first):
        return False
    if words[k].core.lower() in _NOT_NOMINATIVE_DETS:
        return False
    return _noun_phrase(words, k, e, is_det, adjective, preps)


def apposition_case(
    words: Sequence[Word],
    first: int,
    preps: dict[str, str],
    is_det: IsDet,
    adjective: IsAdjective,
    all_preps: frozenset[str],
) -> str | None:
    """The case of an apposition at ``first`` (after a comma) to the name or noun phrase before
    the comma, when that head's case shows: a preposition right before it (the case ``preps``
    gives it), or a head phrase with a determiner that is an object by clause structure
    (:func:`object_after_subject`: "besiegte die Kandidatin John Kerry, eine Senatorin" ->
    "den Kandidaten John Kerry, einen Senator"). None when nothing shows it."""
    if first < 2 or not words[first - 1].post.startswith(","):
        return None
    k = first - 1
    for _ in range(2):
        # Walk back over one name or noun (capitalised words, initials) ending at k.
        j = k
        while (
            j >= 0 and words[j].core[:1].isupper() and (j == k or not words[j].post or words[j].post == ".")
        ):
            j -= 1
        if j == k or j < 0:
            return None
        if words[j].post.startswith(",") and words[j].core[:1].isupper():
            k = j  # "von Normanton, Rutland, einer ...": a second name before this one
            continue
        if words[j].post:
            return None
        h = j
        while (
            h > 0
            and adjective(words[h].core)
            and is_det(words[h].core.lower()) is None
            and not words[h - 1].post
        ):
            h -= 1
        low = words[h].core.lower()
        if h == j and low in preps:
            return preps[low]
        if is_det(low) is not None:
            if h > 0 and not words[h - 1].post and words[h - 1].core.lower() in preps:
                return preps[words[h - 1].core.lower()]
            if object_after_subject(words, h, is_det, adjective, all_preps):
                return "acc"
        return None
    return None


def dative_after_d_word(words: Sequence[Word], first: int, is_det: IsDet) -> bool:
    """Whether a genitive/dative phrase at ``first`` follows a relative or demonstrative
    d-word (no article can precede an article): then it is a dative object.

    (de-inflect-35) Not when the d-word is a demonstrative pronoun whose genitive attribute the
    phrase is ("änderte sie in die eines naiven Mannes", "von dem eines Mönches heimgesucht"):
    after a preposition, or where no finite verb ends the clause ("zwei Mumien, die eines
    jungen Mannes"); a relative clause ends with its finite verb ("die der Präsidentin schadet").
    """
    if first == 0 or words[first - 1].post:
        return False
    d = first - 1
    if words[d].core.lower() not in ("der", "die", "das", "den", "dem", "welche", "welcher"):
        return False
    if d > 0 and not words[d - 1].post and words[d - 1].core.lower() in _ADVERB_PREPS:
        return False
    j = clause_last(words, first)
    while j > first and not words[j].core:
        j -= 1  # a punctuation token of its own (" .")
    last = words[j].core
    return last.isalpha() and last.islower()


def adjectival_masculine(ms: str, mp: str) -> str | None:
    """The stem of a masculine that is a nominalised adjective (Beamter / Beamte -> "Beamt"),
    whose forms follow the adjective declension, or None for an ordinary noun."""
    if ms.endswith("er") and mp.endswith("e") and ms[:-2] == mp[:-1] and len(ms) > 4:
        return ms[:-2]
    return None


#: Prepositions that, before a year, make a time expression ("seit 1980", "bis 2014").
_TEMPORAL_PREPS = frozenset(["seit", "bis", "ab", "von", "vor", "nach", "in", "um", "zwischen"])


def year_after_preposition(words: Sequence[Word], prep: int, first: int) -> bool:
    """Whether the preposition at ``prep`` governs a year between it and the phrase starting at
    ``first`` ("seit 1980 Assistentin bei DCC"): then it does not govern the phrase, whose
    case the preposition does not give."""
    between = [words[i].core for i in range(prep + 1, first)]
    return (
        words[prep].core.lower() in _TEMPORAL_PREPS
        and len(between) == 1
        and between[0].isdigit()
        and len(between[0]) == 4
        and between[0][:2] in ("10", "11", "12", "13", "14", "15", "16", "17", "18", "19", "20")
    )


#: The conjunctions that join the conjuncts of a list (:func:`list_preposition`).
_LIST_CONJUNCTIONS = frozenset(["und", "oder", "sowie"])


#: Focus particles that may open a later conjunct right after the conjunction ("und sogar
#: Beraterinnen", "oder auch Lehrerinnen"): they stand outside the noun phrase and leave its case to
#: the list (Duden, Die Grammatik: Fokuspartikeln). (de65 mend) Public, for
#: german_vorfeld_subjects: after "und" a particle is no finite verb ("und selbst sie lachte"), and
#: with "zwar", "gerade", "ausgerechnet", "allein" ("und zwar Ärztinnen", "und gerade sie").
FOCUS_PARTICLES = frozenset(
    [
        "sogar",
        "auch",
        "selbst",
        "besonders",
        "insbesondere",
        "nur",
        "zwar",
        "gerade",
        "ausgerechnet",
        "allein",
    ]
)
#: Quotation marks that may close a quoted conjunct of a list.
_QUOTE_MARKS = "\"'“”„«»"


def list_preposition(
    words: Sequence[Word],
    first: int,
    last: int,
    preps: frozenset[str],
    is_det: IsDet,
    common_noun: Callable[[str], bool] | None = None,
    adjective: Callable[[str], bool] | None = None,
) -> str:
    """The preposition that governs a list of bare nouns whose later conjunct is words[first:
    last + 1] ("von Amerikanern, Kubanern und Nicaraguanern": "von" for "Nicaraguanern"), or ""
    when the phrase is no such conjunct. Only capitalised words without determiners may stand
    between the preposition and the phrase, joined by commas, "und", "oder" or "sowie"; a
    phrase after a comma is a conjunct only when the list goes on after it (a comma or a
    conjunction next), otherwise it is an apposition ("von New Mexico Bill Richardson,
    ehemaliger Kandidat von 2008,").

    With ``common_noun``, a word before a list comma that is no common noun (a place or
    person name: "geboren ... in Tarbes, Sängerin, Liedermacherin und französische
    Filmemacherin") is the preposition's whole object, and what follows the comma is a loose
    apposition in the nominative (Duden, Die Grammatik: "lockere Apposition"), not a conjunct
    the preposition governs (de-inflect-15).

    With ``adjective``, a conjunct may open with lower-case adjectives in the strong -en of the
    dative plural ("bei lokalen Richterinnen und Vollstreckerinnen"; Duden, Die Grammatik: starke
    Adjektivflexion) when the preposition, a comma or the conjunction stands right before them; an
    attribute after a noun ("von Ärztinnen betreuten Patientinnen") ends the walk; and the first
    conjunct may have an article right after the preposition that the later bare nouns share ("mit
    der Direktorin und Präsidentin", "zur Meisterin und Kommandantin": Duden, Die Grammatik,
    Koordination, one article for coordinated nouns) (de-inflect-39)."""
    # (de-inflect-35) A conjunct's count words are its own: "und drei Schülerinnen".
    k = before_counts(words, first - 1)
    if (
        k >= 2
        and words[k].core.lower() in FOCUS_PARTICLES
        and not words[k].post
        and not words[k].pre
        and words[k - 1].core.lower() in _LIST_CONJUNCTIONS
    ):
        k -= 1  # (de-inflect-48) "als Trainerinnen und sogar Richterinnen": the particle is the conjunct's
    if k < 1:
        return ""
    after_conj = words[k].core.lower() in _LIST_CONJUNCTIONS and not words[k].post
    goes_on = words[last].post.lstrip(_QUOTE_MARKS).startswith(",") or (
        last + 1 < len(words) and not words[last].post and words[last + 1].core.lower() in _LIST_CONJUNCTIONS
    )
    if not (after_conj or (words[k].post.lstrip(_QUOTE_MARKS).startswith(",") and goes_on)):
        return ""
    if adjective is not None and _opens_main_clause(words, last, is_det, adjective):
        return ""
    if not words[k].post:
        k -= 1  # the conjunction
    steps = 0
    while k >= 0 and steps < 12:
        w = words[k]
        low = w.core.lower()
        if low in preps and not w.post:
            return low if steps > 0 else ""
        if w.core[:1].isupper() and w.core.replace("-", "").isalpha() and is_det(low) is None:
            # (de-inflect-48) Quotation marks around a conjunct do not end the list: 'von
            # "Direktorinnen" und "Gewinnerinnen"' is one list after "von", both dative.
            post = w.post.lstrip(_QUOTE_MARKS)
            if post and not post.startswith(","):
                return ""
            if post.startswith(",") and common_noun is not None and not common_noun(w.core):
                return ""
        elif (low in _LIST_CONJUNCTIONS and not w.post) or count_word(w):
            pass  # (de-inflect-35) a conjunct's count word: "aus 22 Baptistinnen, fünf Quäkerinnen"
        elif (
            low in FOCUS_PARTICLES
            and not w.post
            and k >= 1
            and words[k - 1].core.lower() in _LIST_CONJUNCTIONS
        ):
            pass  # (de-inflect-48) an earlier conjunct's particle: "mit Lehrerinnen und auch Ärztinnen"
        elif (
            adjective is not None
            and is_det(low) is not None
            and not w.post
            and k >= 1
            and words[k - 1].core.lower() in preps
            and not words[k - 1].post
        ):
            pass  # (de-inflect-39) "mit der Direktorin und Präsidentin": one article for both nouns
        elif adjective is not None and _conjunct_adjective(words, k, preps, adjective):
            pass  # (de-inflect-39) "bei lokalen Richterinnen und ...": the conjunct's own attribute
        else:
            return ""
        k -= 1
        steps += 1
    return ""


def _opens_main_clause(words: Sequence[Word], last: int, is_det: IsDet, adjective: IsAdjective) -> bool:
    """Whether the phrase ending at ``last`` is the subject of a new main clause after "und"
    ("mit der Direktorin und Lehrerinnen warteten draußen"): a finite verb follows it at once and
    the clause goes on after the verb (German main clauses put the finite verb second; in a
    clause that ends with its verb, "weil sie mit der Direktorin und Lehrerinnen sprach.", or a
    participle, "hat mit ... gesprochen.", the verb closes the clause) (review of de-inflect-39)."""
    v = last + 1
    if words[last].post or v + 1 >= len(words) or words[v].post:
        return False
    nxt = words[v + 1].core.lower()
    if nxt in _LIST_CONJUNCTIONS or (nxt == "zu" and not words[v + 1].post) or not nxt.isalpha():
        return False  # "sprechen und ...", "sprechen zu können": an infinitive ("hörten zu.": a particle)
    verb = words[v].core
    # (A bare subject after "und" is plural: its verb ends in -n, "warteten", "hören"; a
    # predicative adjective, "intakt bleiben", does not.)
    return verb.endswith("n") and _finite_verb(words, v, is_det, adjective)


def _conjunct_adjective(
    words: Sequence[Word], k: int, preps: frozenset[str], adjective: Callable[[str], bool]
) -> bool:
    """Whether ``words[k]`` is a lower-case adjective in -en that opens a bare conjunct of a list
    after a preposition: a capitalised word or another such adjective follows it, and the
    preposition, a comma or a conjunction precedes it and its fellow adjectives (see
    :func:`list_preposition`)."""
    w = words[k]
    # (de-inflect-48) An opening quotation mark may stand before it: 'von "faulen Managerinnen" und ...'.
    if (
        w.pre.strip(_QUOTE_MARKS)
        or w.post
        or not (w.core.islower() and w.core.endswith("en") and adjective(w.core))
    ):
        return False
    n = k + 1
    while n < len(words) and words[n].core.islower() and words[n].core.endswith("en") and not words[n].post:
        n += 1  # fellow adjectives ("mit jungen alten Lehrerinnen")
    if n >= len(words) or not words[n].core[:1].isupper():
        return False  # "auf den Ball zu kommen und Spielerinnen": no noun after it, an infinitive
    j = k - 1
    while j >= 0 and not words[j].post and words[j].core.islower() and words[j].core.endswith("en"):
        if not adjective(words[j].core) or words[j].core in preps:
            break
        j -= 1
    if j < 0:
        return False
    before = words[j]
    return before.post.startswith(",") or (
        not before.post and (before.core.lower() in preps or before.core.lower() in _LIST_CONJUNCTIONS)
    )


def verb_cluster_end(words: Sequence[Word], noun: int, is_det: IsDet) -> int | None:
    """The index of the last word of the verb cluster that ends the clause right after the
    person noun at ``noun``, when a comma follows it ("nachdem sie sich vom Rivalen
    zurückgekehrt hat, der ..."); None otherwise. German moves a relative clause behind the
    verbs that close its antecedent's clause (extraposition into the Nachfeld); the noun must
    be the last noun of that clause, so only lower-case words that are no determiner or
    conjunction (at most three) may stand between."""
    if words[noun].post:
        return None
    j = noun + 1
    while j < len(words) and j - noun <= 3:
        w = words[j]
        low = w.core.lower()
        if low in ("zu", "ein") and not w.pre and w.post.startswith(","):
            # (de-inflect-34) "zu" right before the comma is the separable particle that closes
            # the clause ("jubelten dem Torhüter zu, der ..."): an infinitive marker or a
            # preposition needs a word after it; (de-inflect-43) so does the article "ein"
            # ("stellte einen der Spieler ein, der ...": the particle of einstellen).
            return j
        if (
            w.pre
            or not w.core.isalpha()
            or not w.core.islower()
            or is_det(low) is not None
            or low in _CLAUSE_OPENERS
            or low in _NOT_VERBS
        ):
            return None
        if w.post:
            return j if w.post.startswith(",") and low not in COPULA_FORMS else None
        j += 1
    return None


def als_after_object(
    words: Sequence[Word], als: int, is_det: IsDet, adjective: IsAdjective, preps: frozenset[str]
) -> bool:
    """Whether the phrase after "als" at ``als`` describes the clause's accusative object
    ("Etienne beauftragte Thiers als regelmäßige Mitarbeiterin" -> "als regelmäßigen
    Mitarbeiter"): the clause opens with a noun phrase or name (its subject), then the finite
    verb, then the object (a name or noun phrase, no punctuation) right before "als". A
    predicate after "als" agrees with what it describes; with the subject it is nominative
    ("Sie arbeitete als Lehrerin")."""
    if als < 3 or words[als - 1].post:
        return False
    d = als - 1
    while d > 0 and als - d < 6 and not words[d - 1].post and is_det(words[d].core.lower()) is None:
        if not (words[d].core[:1].isupper() or adjective(words[d].core)):
            break
        d -= 1
    if (
        d < als - 1
        and is_det(words[d].core.lower()) is not None
        and words[d].core.lower() not in _NOT_NOMINATIVE_DETS
        and _subject_between(words, d, is_det, adjective, preps)
    ):
        # The object before "als" follows the subject in the Mittelfeld ("unterstützte Obama
        # die Ministerin Hillary Clinton als seine Nachfolgerin" -> "als seinen Nachfolger").
        return True
    if _pronoun_object_of_naming_verb(words, als):
        return True  # (de-inflect-35) "bezeichnete sich dann als einen doppelten Herren"
    start = _clause_start(words, als)
    if not (start == 0 or words[start - 1].post[:1] in _END):
        return False
    v = start + 1
    while v < als and not _finite_verb(words, v, is_det, adjective):
        v += 1
    if v >= als - 1 or not _noun_phrase(words, start, v, is_det, adjective, preps):
        return False
    if any(words[i].post for i in range(v, als)):
        return False
    return _noun_phrase(words, v + 1, als, is_det, adjective, preps)


#: Accusative personal and reflexive pronouns that a naming verb's "als" phrase may describe.
_ACC_PRONOUNS = frozenset(["sich", "ihn", "sie", "es", "mich", "dich", "uns", "euch"])
#: Stems of the verbs of naming, describing and regarding whose "als" phrase describes the
#: accusative object and agrees with it (Duden, Die Grammatik: Kongruenz der als-Phrase, "Er
#: bezeichnete ihn als seinen Freund"): not "sich erweisen/fühlen als", which take the nominative.
_NAMING_STEMS = ("bezeichn", "beschr", "betracht", "darstell", "stellt", "präsentier", "sah", "sieh", "seh")


def _pronoun_object_of_naming_verb(words: Sequence[Word], als: int) -> bool:
    """(de-inflect-35) Whether "als" at ``als`` follows an accusative pronoun, with at most two
    lower-case adverbs between ("sich dann scherzhaft als"), that is the object of a verb of
    naming or describing earlier in its clause ("Er bezeichnete sich als einen Herren", "Das
    Buch beschrieb ihn als den ungekrönten König", "stellten sie als eine Heldin dar")."""
    k = als - 1
    while (
        k > 0
        and als - k <= 2
        and not words[k].post
        and words[k].core.islower()
        and words[k].core not in _ACC_PRONOUNS
    ):
        k -= 1
    k = skip_name(words, k)  # (de66) "sah sich Yilmaz immer als": german_name_words
    if words[k].core.lower() not in _ACC_PRONOUNS or any(words[i].post for i in range(k, als)):
        return False
    v = k - 1
    while v >= 0 and k - v <= 4 and not words[v].post:
        if words[v].core.islower() and words[v].core.startswith(_NAMING_STEMS):
            return True
        v -= 1
    return False


def contraction(
    words: Sequence[Word],
    prep: int | None,
    det: int | None,
    old: str,
    art: str,
    contract: dict[tuple[str, str], str],
) -> str | None:
    """The contraction of the preposition at ``prep`` with the article at ``det`` in its new
    form ``art``, when German contracts them (``contract``: ("von", "dem") -> "vom") and the
    original ``old`` article was no form it contracts ("von der Rivalin" -> "vom Rivalen", "bei
    der Ärztin" -> "beim Arzt"); None otherwise. A writer who had the choice and did not
    contract ("zu der", "von dem") meant a demonstrative, which stays apart."""
    if prep is None or det is None or prep != det - 1:
        return None
    if words[det].pre or words[det].post or words[prep].post:
        return None
    p = words[prep].core.lower()
    if (p, old) in contract or (p, art) not in contract:
        return None
    return contract[(p, art)]


def singular_relative_clause(words: Sequence[Word], t: int, finite_sg: frozenset[str]) -> bool:
    """Whether the relative clause that ``words[t]`` opens ends in a singular finite verb
    ("Smith, die auch Mitglied ... ist"; ``finite_sg``: the singular auxiliaries and copulas):
    the feminine singular and the plural relative pronoun are both "die", and only the verb
    tells them apart."""
    j = t
    while (
        j < len(words) - 1
        and j - t < 25
        and (
            not words[j].post.strip("\"“”»«'’„") or ordinal_stop(words, j)  # "die sein 34. Start ..."
        )
    ):
        j += 1
    last = words[j].core.lower()
    if last in finite_sg or (last.endswith(("t", "te")) and not last.endswith("en")):
        return True
    # (de-inflect-25) A strong past singular has no ending ("schrieb", "ging", "gewann"); every
    # plural finite verb ends in -en, -rn, -ln or -n after a vowel ("schrieben", "gewannen",
    # "änderten") except "sind" (Duden, Die Grammatik: Personalendungen im Präteritum).
    plural = last.endswith(("en", "rn", "ln")) or (last.endswith("n") and not last.endswith("nn"))
    return last.isalpha() and len(last) > 2 and not plural and last != "sind" and last[-1] not in "aeiou"


def after_noun(words: Sequence[Word], first: int) -> bool:
    """Whether the phrase starting at ``first`` (no determiner) follows a common noun
    directly: a capitalised word inside the sentence that Wiktionary knows as a noun, no
    punctuation between ("die Säuberungen anderer Spitzenbeamter")."""
    if first < 2 or words[first - 1].post or words[first].pre:
        return False
    prev = words[first - 1].core
    if not prev[:1].isupper() or words[first - 2].post.endswith((".", "!", "?", ":")):
        return False
    return german_lexicon.available() and bool(
        german_lexicon.known_noun(prev)
        or german_lexicon.lemma_genus(prev)
        or german_lexicon.lookup(prev) is not None
    )
