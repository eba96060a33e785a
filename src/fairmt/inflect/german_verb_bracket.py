"""The finite verb of a coordinated main clause, found by the separable particle that closes it.

German main clauses frame their middle field with the verb bracket (Duden, Die Grammatik:
Satzklammer): the finite verb is the left bracket and a separable particle the right one
("griffen ... an", "setzten ... fest"). A particle standing alone at the end of a clause after a
noun phrase is no preposition (a preposition needs its complement after it), so the clause has a
finite verb to its left. In a second main clause joined by "und"/"oder"/"aber" whose subject is
left out ("Demonstranten setzten ein Gebäude in Brand und griffen Beamtinnen an"), that verb is
the word right after the conjunction, although its ending (-en, -e) looks like an adjective's
("und jungen Beamtinnen"). Reading it as an adjective would make the bare plural a dative
("griffen Beamten an" for the accusative "Beamte").
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Word

#: Separable verb particles that can close a main clause (Duden, Die Grammatik: Verbpartikeln).
_PARTICLES = frozenset(
    [
        "ab", "an", "auf", "aus", "bei", "ein", "fest", "fort", "her", "hin", "los", "mit", "nach",
        "nieder", "vor", "weg", "zu", "zurück", "zusammen", "vorbei", "heraus", "herein", "hinzu",
    ]
)  # fmt: skip
_CONJUNCTIONS = frozenset(["und", "oder", "aber"])
_CLAUSE_END = (".", ",", ";", "!", "?", ":")


def verb_after_conjunction(words: Sequence[Word], k: int) -> bool:
    """Whether the lower-case word at ``k``, right after "und"/"oder"/"aber", is the finite verb
    of a coordinated main clause: a short noun phrase (at most three words, no punctuation) and a
    lone separable particle that closes the clause follow it."""
    if k < 1 or k + 2 >= len(words) or words[k - 1].post or words[k].post or words[k].pre:
        return False
    if words[k - 1].core.lower() not in _CONJUNCTIONS:
        return False
    word = words[k].core
    if not (word.isalpha() and word.islower() and word.endswith(("en", "e", "te", "ten"))):
        return False
    j = k + 1
    while j < len(words) and j - k <= 3:
        w = words[j]
        low = w.core.lower()
        if low in _PARTICLES and w.core.islower() and j > k + 1:
            closes = j + 1 == len(words) or w.post.strip().startswith(_CLAUSE_END)
            return closes and not w.pre
        if w.post or w.pre or not w.core.isalpha():
            return False
        j += 1
    return False
