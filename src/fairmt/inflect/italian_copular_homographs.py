"""A word read only as a present of an *-are* verb, right after a copula, is the predicative
adjective the dictionary lacks (it-inflect-47).

Apertium's Italian dictionary lacks some adjectives whose form is also a present of a verb of the
first conjugation: "calmo"/"calma" (*calmare*), "fermo"/"ferma" (*fermare*). In "Quando sono
calma", "Rimani calma!" the dictionary reads "calma" only as the third person singular of
*calmare*, so the realiser took it for a verb and left it, and the validity gate rejected
"calmo" as a verb form changed: the speaker's and the addressee's predicative kept its gender
(GATE it dev, the gaps gateit42 left). A finite verb cannot stand right after a copula as its
complement: the complement of *essere*, *stare*, *rimanere*, *restare*, *sembrare*, *diventare* is
a noun or adjective phrase (Serianni, *Grammatica italiana*, II.34-35 on the nominal predicate
and the copulative verbs). So such a word there, in *-o* or *-a*, read only as a singular present
indicative of an *-are* verb, is the adjective: it agrees as its ending shows, and the gate
takes its other-gender form (a present of the same verb, in *-o* or *-a*) as no verb change.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Word

__all__ = ["copular_verb_homograph"]

#: Forms of the copula and the copulative verbs that a predicative adjective follows.
_COPULA_FORMS = frozenset(
    [
        "sono",
        "sei",
        "è",
        "e'",
        "siamo",
        "siete",
        "ero",
        "eri",
        "era",
        "eravamo",
        "eravate",
        "erano",
        "fui",
        "fosti",
        "fu",
        "fummo",
        "foste",
        "furono",
        "sarò",
        "sarai",
        "sarà",
        "saremo",
        "sarete",
        "saranno",
        "sarei",
        "saresti",
        "sarebbe",
        "saremmo",
        "sareste",
        "sarebbero",
        "sia",
        "siano",
        "fossi",
        "fosse",
        "fossimo",
        "foste",
        "fossero",
        "essere",
        "stato",
        "stata",
        "stare",
        "sto",
        "stai",
        "sta",
        "stiamo",
        "state",
        "stanno",
        "stavo",
        "stava",
        "rimango",
        "rimani",
        "rimane",
        "rimaniamo",
        "rimanete",
        "rimangono",
        "rimanere",
        "rimase",
        "rimasi",
        "restare",
        "resto",
        "resti",
        "resta",
        "restiamo",
        "restate",
        "restano",
        "sembro",
        "sembri",
        "sembra",
        "sembrano",
        "sembrare",
        "diventare",
        "divento",
        "diventi",
        "diventa",
        "diventano",
        "diventato",
        "diventata",
    ]
)


def copular_verb_homograph(tokens: Sequence[str], k: int) -> bool:
    """Whether ``tokens[k]`` is a predicative adjective that the dictionary reads only as a
    singular present of an *-are* verb, right after a copula (module docstring)."""
    morph = morphology("it")
    if morph is None or k < 1 or k >= len(tokens):
        return False
    prev = Word.parse(tokens[k - 1])
    if prev.post.strip() or prev.core.lower() not in _COPULA_FORMS:
        return False
    word = Word.parse(tokens[k]).core.lower()
    if not word.endswith(("o", "a")) or len(word) < 4:
        return False
    rs = morph.readings(word)
    return bool(rs) and all(
        r.pos == "vblex" and r.lemma.endswith("are") and "pri" in r.tags and "sg" in r.tags for r in rs
    )
