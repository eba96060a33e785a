"""A bare plural person noun that is its clause's dative object ("Er half Lehrerinnen").

The feminine plural in -innen has one form for all four cases; the masculine plural shows the
dative with -n ("Lehrern", "Besitzern": Duden, Die Grammatik: Deklination der Substantive, Dativ
Plural). With no article and no adjective nothing in the phrase shows its case, and the inflector
took the nominative ("Er half Lehrer"). The clause shows it when the phrase stands right after
the finite verb of a clause whose subject opened it (verb-second order, as for a partitive
object: german_partitive_objects), and

- that verb governs the dative and no accusative (german_dative_objects: helfen, danken, folgen,
  begegnen, ...): "Er half Lehrerinnen" -> "Lehrern";
- or it takes a dative person and an accusative thing (geben, zeigen, schicken, schenken,
  versprechen, anbieten, empfehlen, sagen, erzählen, erklären; Duden, Die Grammatik: Verben mit
  Dativ- und Akkusativobjekt), and a second object with its own article follows ("Er versprach
  Besitzerinnen eine Rückzahlung"), or, after a verb of saying, a comma and "dass" ("Sie sagte
  Reporterinnen, dass ...").

A later bare conjunct shares the first one's case ("Er half Lehrerinnen aus Bern und Schülerinnen
aus Basel" -> "Lehrern ... Schülern"; Duden, Die Grammatik: Koordination, gleicher Kasus der
Konjunkte).

After a clause that opened with anything else the phrase may be an inverted subject ("Danach
folgten Lehrerinnen"), which stays nominative; but where a subject pronoun stands between the
verb and the phrase, the clause has its subject and the phrase is the object ("Danach half sie
Lehrerinnen" -> "Lehrern"; Duden, Die Grammatik: Wortstellung im Mittelfeld, the pronoun first).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from fairmt.inflect.base import Word
from fairmt.inflect.german_dative_objects import DATIVE_VERB, SECOND_OBJECT_ARTICLES, second_object_after
from fairmt.inflect.german_partitive_objects import SUBJECT_PRONOUNS, object_after_verb_second
from fairmt.inflect.german_words import CONTRACTIONS, NOUN_CONJUNCTIONS, PREPS, SENTENCE_ADVERBS

#: Finite forms (present and past) of verbs with a dative person and an accusative thing.
#: (de64) "schicken" is left out: the person sent is its accusative ("schickte Lehrerinnen nach
#: Hause").
_TWO_OBJECT_VERB = re.compile(
    r"^(gab|gaben|gibt|gibst|geb|zeig|schenk|versprach|versprech|versprich|bot|boten|biet|"
    r"empfahl|empfahlen|empfiehl|empfehl|sag|erzähl|erklär)(t|te|ten|tet|et|st|en|e)?$"
)
#: Subject pronouns that may follow the finite verb ("half sie": a dative-only verb has no
#: accusative "sie"; "ihr" may be a dative object itself and is left out).
_SUBJECT_PRONOUNS = SUBJECT_PRONOUNS - {"ihr"}
#: Words that may follow a later conjunct's noun inside its own phrase or the first clause: a
#: preposition that opens an attribute ("aus Basel"), a conjunction, an article of a second
#: object ("den Garten"). Any other lower-case word there is read as a finite verb.
_PHRASE_OPENERS = PREPS | frozenset(CONTRACTIONS) | NOUN_CONJUNCTIONS | SECOND_OBJECT_ARTICLES
#: How many words a first conjunct (its noun and an attribute after it: "aus Bern") may span.
_CONJUNCT_WORDS = 5
#: Verbs of saying, whose dative person may be followed by a "dass" clause.
_SAYING_VERB = re.compile(r"^(sag|erzähl|erklär|versprach|versprech|versprich)(t|te|ten|tet|st|en|e)?$")


def bare_dative_object(words: Sequence[Word], first: int, noun: int, copulas: frozenset[str]) -> bool:
    """Whether the bare plural phrase from ``first`` to ``noun`` is the dative object of the
    verb right before it (see the module docstring)."""
    if first < 2 or words[first - 1].post:
        return False
    if (
        words[first - 1].core.lower() in _SUBJECT_PRONOUNS
        and not words[first - 2].post
        and words[first - 2].core.isalpha()
        and words[first - 2].core.islower()
    ):
        verb_at = first - 2  # "Danach half sie Lehrerinnen": the subject pronoun after the verb
    elif object_after_verb_second(words, first, copulas):
        verb_at = first - 1
    else:
        return False
    verb = words[verb_at].core.lower()
    if DATIVE_VERB.match(verb):
        return True
    if not _TWO_OBJECT_VERB.match(verb):
        return False
    if second_object_after(words, noun):
        return True
    return (
        bool(_SAYING_VERB.match(verb))
        and words[noun].post.strip() == ","
        and noun + 1 < len(words)
        and words[noun + 1].core.lower() == "dass"
    )


def bare_dative_conjunct(
    words: Sequence[Word],
    first: int,
    noun: int,
    copulas: frozenset[str],
    plural_person: Callable[[str], bool],
) -> bool:
    """Whether the bare plural phrase from ``first`` to ``noun`` is the dative object itself, or
    a later conjunct after "und"/"oder"/"sowie" of a bare plural person noun that is one ("half
    Lehrerinnen aus Bern und Schülerinnen"), with no punctuation between: a comma before "und"
    may open a new clause ("Er half Lehrerinnen, und Schülerinnen kamen"), whose subject it is,
    and so does a finite verb after the conjunct (:func:`_verb_follows`; see the module
    docstring)."""
    if bare_dative_object(words, first, noun, copulas):
        return True
    if first < 3 or words[first - 1].post or words[first - 1].core.lower() not in NOUN_CONJUNCTIONS:
        return False
    if _verb_follows(words, noun):
        return False  # "half Lehrerinnen und Ärztinnen sahen zu": the conjunct is a new subject
    for k in range(first - 2, max(first - 2 - _CONJUNCT_WORDS, 1), -1):
        if words[k].post:
            return False
        # A person noun inside the first conjunct's attribute ("aus Bern") is passed over.
        if plural_person(words[k].core) and not words[k].pre and bare_dative_object(words, k, k, copulas):
            return True
    return False


def _verb_follows(words: Sequence[Word], noun: int) -> bool:
    """Whether a lower-case word outside a phrase follows the conjunct that ends at ``noun`` in
    its clause. It may be a finite verb: "Er half Lehrerinnen und Ärztinnen sahen zu", where
    "und" joins two clauses and "Ärztinnen" is the second one's subject (Duden, Die Grammatik:
    Koordination von Sätzen). The listed sentence adverbs are passed over ("... und Ärztinnen
    damals"); an unlisted adverb ("... und Ärztinnen oft") is not told apart from a verb, and the
    conjunct keeps the nominative it had before de64. A phrase opened by a preposition or an
    article ("aus kleinen Dörfern", "den Garten") runs to its capitalised noun, and its
    lower-case words are passed over."""
    in_phrase = False
    j = noun
    while j + 1 < len(words) and not words[j].post:
        j += 1
        core = words[j].core
        if not core.islower():
            in_phrase = False  # a capitalised noun or name ends a phrase
        elif core in _PHRASE_OPENERS:
            in_phrase = True
        elif not in_phrase and core not in SENTENCE_ADVERBS:
            return True
    return False
