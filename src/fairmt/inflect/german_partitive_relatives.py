"""The masculine relative pronoun of a feminine partitive pronoun (de-inflect-41).

A relative pronoun agrees in gender and number with its antecedent and takes its case from its
own clause (Duden, *Die Grammatik*: Relativsatz). After a partitive pronoun and its plural
phrase ("eine der Spielerinnen, die ...", "eine von ihren Kolleginnen, die ...") the feminine
singular and the plural relative pronoun are both "die", so which of the two it refers to
shows only in the clause's finite verb: a singular verb ("die den Pokal gewann", "die ...
gegründet hat") makes it the pronoun's, and the masculine realisation "einer der Spieler" then
takes the masculine "der" ("einer der Spieler, der den Pokal gewann"). A plural verb keeps the
plural "die" ("eine der Spielerinnen, die den Pokal gewannen" -> "einer der Spieler, die ...").

Case, from the clause: "die" is nominative or accusative. A personal pronoun ("die er trainiert
hat", "die sie kannte"), or a noun phrase ("die der Trainer lobte") right after it is the
clause's subject, so the verb agrees with that subject and says nothing about the reading of
"die" (the pronoun's accusative, or the plural's: "eine der Spielerinnen, die er trainiert hat"
is as often one of the players he trained); those clauses are left. The feminine dative "der" has no
plural reading (the plural dative is "denen"), so it is the pronoun's: "der ich half" -> "dem ich
half".
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.base import Word
from fairmt.inflect.german_case import singular_relative_clause
from fairmt.inflect.german_words import FINITE_SG

__all__ = ["masculine_partitive_relative"]

#: Words after "die" that may be the relative clause's own subject: then the relative's reading
#: (singular accusative or plural) is not shown by the verb (module docstring).
_SUBJECT_PRONOUNS = frozenset(["sie", "es", "man", "ihr", "er", "ich", "du", "wir"])
#: Genitive and dative determiners in -es/-er, which open no subject (Duden, Die Grammatik:
#: Deklination der Artikelwörter); forms in -en/-em are none either (:func:`_subject_determiner`).
_OBLIQUE_DETS = frozenset(
    [
        "des",
        *(
            s + e
            for s in ("ein", "kein", "mein", "dein", "sein", "ihr", "unser", "eur")
            for e in ("es", "er")
        ),
    ]
)


def _subject_determiner(low: str, is_det: Callable[[str], bool]) -> bool:
    """Whether ``low`` is a determiner that can open a nominative phrase ("der Trainer", "die
    Fans", "ein Kollege"): not "den", "dem", "des", "einen", "seinem", "ihrer" and the like."""
    return is_det(low) and not low.endswith(("en", "em")) and low not in _OBLIQUE_DETS


def masculine_partitive_relative(words: Sequence[Word], r: int, is_det: Callable[[str], bool]) -> str | None:
    """The masculine form of the feminine relative pronoun at ``r`` (after the comma that closes
    a partitive pronoun's plural phrase) when it is the pronoun's, else None (module docstring).
    ``is_det`` tests a lower-case word for a determiner."""
    low = words[r].core.lower()
    if words[r].pre or low not in ("die", "der") or r + 1 >= len(words) or words[r].post:
        return None
    if low == "der":
        return "dem"
    nxt = words[r + 1].core.lower()
    if (
        nxt in _SUBJECT_PRONOUNS
        or _subject_determiner(nxt, is_det)
        or not singular_relative_clause(words, r, FINITE_SG)
    ):
        return None
    return "der"
