"""A "der" phrase opening an infinitive clause is a dative object, no genitive (de-inflect-49).

The feminine singular "der Pflegerin" is genitive or dative. After a noun it is a genitive
attribute ("die Arbeit der Pflegerin"); an infinitive clause has no noun before its first
phrase, and no subject: it opens after a comma ("Sie bat ihn, der Nachbarin zu helfen") or after
the conjunctions "um"/"ohne" that introduce one ("um der Lehrerin zu helfen", "ohne der
Pflegerin zu danken"), and closes with "zu" and the infinitive. There the phrase is the
infinitive's object, and the object in "der" of a verb of helping, thanking or giving is a
dative (Duden, Die Grammatik: Dativobjekt); the inflector read it as genitive, so the masculine
came out "des Nachbarn zu helfen" for "dem Nachbarn zu helfen".

Two genitives stay: the few verbs that take a genitive object (:data:`_GENITIVE_VERBS`:
"der Verstorbenen zu gedenken"), and "um ... willen" ("um der Lehrerin willen"), which has no
infinitive and is no infinitive clause. The clause itself is read by
:meth:`fairmt.inflect.german_clauses.GermanClauseContext._in_infinitive_clause`, passed in; a
clause that opens the sentence with "um"/"ohne" ("Um der Lehrerin zu helfen, kam er früh")
has no comma before it and is read up to its own comma.

A comma inside a noun phrase is no clause's opening: in "die Häuser des Arztes, der Lehrerin und
des Pfarrers zu besuchen" the comma joins genitive attributes of "Häuser", and "der Lehrerin" is
one of them. So the rule does not read a phrase after a comma when an unambiguous genitive
conjunct ("und des", "und eines", "und ihres" ...) follows in its clause, nor when the word before
the comma ends a genitive phrase (a noun after "des", "eines", "der" or a possessive in -es/-er:
Duden, Die Grammatik: Aufzählung von Attributen) in a stretch that is no main clause: only the
comma after the main clause's verb or object opens the infinitive clause ("Sie bat den Sohn des
Arztes, der Pflegerin zu helfen"). The stretch before the comma is a main clause when it has a
finite verb the word lists know, or when it opens the sentence with a word that is no determiner
and a lower-case second word, the finite verb of a verb-second clause ("Sie bat ...", "Wir
baten ..."); where the lists miss its verb the genitive stays, as before this rule.

(de64) A clause that ends in a copula infinitive ("zu sein", "zu bleiben", "zu werden") has a
nominative predicate, no object ("die Chefin zu bleiben"), except where the predicate is an
adjective that governs the dative (:data:`_DATIVE_ADJECTIVES`; Duden, Die Grammatik: Adjektive
mit Dativobjekt): its "der" phrase is that adjective's dative object ("Sie versuchte, der Chefin
treu zu bleiben" -> "dem Chef", not "des Chefs").

A "der" phrase after "und"/"oder" whose first conjunct is such a dative object is one too ("bat
ihn, der Lehrerin und der Ärztin zu helfen" -> "dem Lehrer und dem Arzt"): coordinated objects
share their case (Duden, Die Grammatik: Koordination). The first conjunct may already read
"dem", where the inflector realised it first.
"""

from __future__ import annotations

from collections.abc import Callable

from fairmt.inflect.base import Word
from fairmt.inflect.german_words import NOUN_CONJUNCTIONS, PREPS
from fairmt.inflect.german_zu_infinitives import finite_verb_in_clause

__all__ = ["dative_in_infinitive_clause"]

#: Conjunctions that open an infinitive clause before its first phrase (Duden, Die Grammatik:
#: Infinitivkonjunktionen). "statt"/"anstatt" are left out: they are genitive prepositions too
#: ("statt der Lehrerin" = instead of the teacher).
_OPENERS = frozenset(["um", "ohne"])
#: Verbs whose object is a genitive (Duden, Die Grammatik: Genitivobjekt), as infinitives.
_GENITIVE_VERBS = frozenset(["gedenken", "bedürfen", "entbehren", "harren"])
#: Determiners that are genitive whatever follows (a masculine/neuter singular in -es).
_GENITIVE_DETS = frozenset(
    ["des", "eines", "keines", "meines", "deines", "seines", "ihres", "unseres", "eures", "dieses", "jenes"]
)
#: Determiners before a noun that ends a genitive phrase (module docstring): the unambiguous
#: ones and the feminine/plural genitives in -er ("der Ärztin", "ihrer Kollegen").
_GENITIVE_PHRASE_DETS = _GENITIVE_DETS | frozenset(
    ["der", "einer", "keiner", "meiner", "deiner", "seiner", "ihrer", "unserer", "eurer", "dieser", "jener"]
)
#: Other determiners that can open a sentence's first phrase (no verb-second subject).
_OTHER_DETS = frozenset(["die", "das", "den", "dem", "ein", "eine", "einen", "einem", "kein", "keine"])
#: Adjectives that take a dative object (Duden, Die Grammatik: Adjektive mit Dativobjekt).
_DATIVE_ADJECTIVES = frozenset(
    [
        "treu",
        "untreu",
        "dankbar",
        "ähnlich",
        "behilflich",
        "nahe",
        "nah",
        "fremd",
        "bekannt",
        "gleichgültig",
        "überlegen",
        "unterlegen",
        "nützlich",
        "ergeben",
        "gewachsen",
        "gehorsam",
        "verbunden",
        "zugetan",
        "böse",
        "sympathisch",
        "willkommen",
    ]
)
#: Copula infinitives, whose predicate is nominative unless it is a dative adjective.
_COPULA_INFINITIVES = frozenset(["sein", "bleiben", "werden"])


def _clause_verb(words: list[Word], first: int) -> str:
    """The last word of the clause that starts at ``first`` (its infinitive, in a clause that
    :func:`dative_in_infinitive_clause` accepts)."""
    j = first
    while j < len(words) - 1 and j - first < 20 and not words[j].post:
        j += 1
    return words[j].core.lower()


def _after_genitive_phrase(words: list[Word], comma: int) -> bool:
    """Whether the noun at ``comma`` (the word the comma follows) ends a genitive phrase: a
    genitive determiner up to three words before it, with only lower-case adjectives between
    ("des Arztes,", "der jungen Ärztin,"; module docstring)."""
    if not words[comma].core[:1].isupper():
        return False
    for k in range(comma - 1, max(comma - 4, -1), -1):
        low = words[k].core.lower()
        if words[k].post:
            return False
        if low in _GENITIVE_PHRASE_DETS:
            return True
        if not words[k].core.islower():
            return False
    return False


def _main_clause_before(words: list[Word], comma: int) -> bool:
    """Whether the stretch that ends at ``comma`` (from the comma before it, or the sentence's
    start) is a main clause (module docstring)."""
    start = comma
    while start > 0 and not words[start - 1].post:
        start -= 1
    if finite_verb_in_clause(words, start, comma + 1):
        return True
    first = words[0].core.lower()
    return (
        start == 0
        and comma >= 2
        and first not in _GENITIVE_PHRASE_DETS | _OTHER_DETS
        and words[1].core.isalpha()
        and words[1].core.islower()
        and words[1].core not in _GENITIVE_PHRASE_DETS | _OTHER_DETS
    )


def _genitive_conjunct_follows(words: list[Word], first: int) -> bool:
    """Whether "und"/"oder" and an unambiguous genitive determiner follow the phrase at
    ``first`` in its clause ("der Lehrerin und des Pfarrers zu besuchen")."""
    j = first
    while j < len(words) - 1 and j - first < 20 and not words[j].post:
        if words[j].core.lower() in NOUN_CONJUNCTIONS and words[j + 1].core.lower() in _GENITIVE_DETS:
            return True
        j += 1
    return False


def _dative_adjective_clause(words: list[Word], start: int, first: int) -> bool:
    """Whether the clause at ``start`` (after a comma, or its "um"/"ohne") has no finite verb
    and ends in a dative adjective and a copula infinitive ("der Chefin treu zu bleiben":
    module docstring), the adjective's object being the phrase at ``first``
    (:func:`_only_adjective_after`)."""
    j = start
    while j < len(words) - 1 and j - start < 20 and not words[j].post:
        j += 1
    return (
        j - start >= 3
        and words[j].core.lower() in _COPULA_INFINITIVES
        and words[j - 1].core == "zu"
        and words[j - 2].core.lower() in _DATIVE_ADJECTIVES
        and not words[j - 2].post
        and not finite_verb_in_clause(words, start, j - 2)
        and _only_adjective_after(words, first, j - 2)
    )


def _only_adjective_after(words: list[Word], first: int, adjective: int) -> bool:
    """Whether the phrase at ``first`` (its determiner, lower-case adjectives, its noun) ends
    where only lower-case adverbs ("immer treu") or a prepositional phrase ("in allem ähnlich")
    stand before the ``adjective``. A capitalised noun right after it is the head the phrase
    is a genitive of ("der Lehrerin Sohn ähnlich": Duden, Die Grammatik: vorangestellter
    Genitiv), and the adjective's object is that head, not the phrase."""
    noun = first + 1
    while noun < adjective and words[noun].core.islower():
        noun += 1
    if noun >= adjective or not words[noun].core[:1].isupper():
        return False
    between = words[noun + 1 : adjective]
    return not between or between[0].core.lower() in PREPS or all(w.core.islower() for w in between)


def _opening_clause(words: list[Word], start: int, in_clause: Callable[[list[Word], int], bool]) -> bool:
    """``in_clause`` for a clause at ``start``, also where it opens the sentence ("Um der
    Lehrerin zu helfen, kam er früh"): read as if a comma came before it."""
    if start > 0:
        return in_clause(words, start)
    return in_clause([Word("", "", ","), *words], 1)


def _dative_conjunct(words: list[Word], first: int, in_clause: Callable[[list[Word], int], bool]) -> bool:
    """Whether the phrase at ``first`` follows "und"/"oder" and a "der"/"dem" phrase (lower-case
    adjectives, one noun) that :func:`dative_in_infinitive_clause` reads as the clause's dative
    object (module docstring)."""
    if first < 3 or words[first - 1].post or words[first - 1].core.lower() not in NOUN_CONJUNCTIONS:
        return False
    noun = first - 2
    if words[noun].post or not words[noun].core[:1].isupper():
        return False
    k = noun - 1
    while k > 0 and words[k].core.islower() and words[k].core not in ("der", "dem") and not words[k].post:
        k -= 1
    if words[k].post or words[k].core.lower() not in ("der", "dem"):
        return False
    return dative_in_infinitive_clause(words, k, in_clause)


def dative_in_infinitive_clause(
    words: list[Word], first: int, in_clause: Callable[[list[Word], int], bool]
) -> bool:
    """Whether the genitive-or-dative phrase at ``first`` (its first word) opens an infinitive
    clause (module docstring) and is the dative object of its infinitive. ``in_clause(words,
    k)`` says whether a clause with no subject that ends in a zu-infinitive starts at ``k``."""
    if first == 0:
        return False
    if _dative_conjunct(words, first, in_clause):
        return True
    start = first
    if not words[first - 1].post and words[first - 1].core.lower() in _OPENERS:
        start = first - 1
        if start > 0 and not words[start - 1].post.startswith(","):
            return False
    elif not words[first - 1].post.startswith(","):
        return False
    comma = first - 1
    if start == first and _after_genitive_phrase(words, comma) and not _main_clause_before(words, comma):
        return False  # a comma inside a list of genitive attributes (module docstring)
    if _genitive_conjunct_follows(words, first):
        return False
    if _dative_adjective_clause(words, start, first):
        return True
    return _opening_clause(words, start, in_clause) and _clause_verb(words, start) not in _GENITIVE_VERBS
