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
:meth:`fairmt.inflect.german_context.GermanWordContext._in_infinitive_clause`, passed in.
"""

from __future__ import annotations

from collections.abc import Callable

from fairmt.inflect.base import Word

__all__ = ["dative_in_infinitive_clause"]

#: Conjunctions that open an infinitive clause before its first phrase (Duden, Die Grammatik:
#: Infinitivkonjunktionen). "statt"/"anstatt" are left out: they are genitive prepositions too
#: ("statt der Lehrerin" = instead of the teacher).
_OPENERS = frozenset(["um", "ohne"])
#: Verbs whose object is a genitive (Duden, Die Grammatik: Genitivobjekt), as infinitives.
_GENITIVE_VERBS = frozenset(["gedenken", "bedürfen", "entbehren", "harren"])


def _clause_verb(words: list[Word], first: int) -> str:
    """The last word of the clause that starts at ``first`` (its infinitive, in a clause that
    :func:`dative_in_infinitive_clause` accepts)."""
    j = first
    while j < len(words) - 1 and j - first < 20 and not words[j].post:
        j += 1
    return words[j].core.lower()


def dative_in_infinitive_clause(
    words: list[Word], first: int, in_clause: Callable[[list[Word], int], bool]
) -> bool:
    """Whether the genitive-or-dative phrase at ``first`` (its first word) opens an infinitive
    clause (module docstring) and is the dative object of its infinitive. ``in_clause(words,
    k)`` says whether a clause with no subject that ends in a zu-infinitive starts at ``k``."""
    if first == 0:
        return False
    start = first
    if not words[first - 1].post and words[first - 1].core.lower() in _OPENERS:
        start = first - 1
    elif not words[first - 1].post.startswith(","):
        return False
    return in_clause(words, start) and _clause_verb(words, start) not in _GENITIVE_VERBS
