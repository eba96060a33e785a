"""Spanish prenominal ordinals: "la segunda ronda" names a round, not a person.

An ordinal adjective usually stands before its noun and agrees with it ("la segunda ronda",
"la primera vez", "los primeros días"); only without a noun after it is it nominalised and can
name a person ("la segunda en llegar", "fue la primera"; RAE, *Nueva gramática* §21.3 on the
ordinals, §13.2 on adjectives made nouns by the article). Apertium also lists "segunda",
"primera" as nouns of their own (a gear, a class) with "segundo", "primero" in the other gender,
so :meth:`SpanishPersons.person_spans` took "la segunda" of "para la segunda ronda" for a person
noun, and gave it to a cue whose aligned noun it did not read as a person ("La aspirante fue
seleccionada para la segunda ronda" -> "... para el segundo ronda"; dev pair es-c149).
The general adjective-before-noun test (``_adjective_of``) refuses a next word with a finite
verb reading ("ronda", "planta" of *rondar*, *plantar*), which is right for an ordinary
adjective ("la alta planta" is rare) but wrong for an ordinal, which precedes its noun as a rule.
"""

from __future__ import annotations

from typing import Any

from fairmt.inflect.base import features_agree

__all__ = ["ordinal_before_noun"]


def ordinal_before_noun(morph: Any, word: str, nxt: str) -> bool:
    """Whether ``word`` reads as an ordinal adjective (or determiner) that agrees in gender and
    number with a noun reading of ``nxt``, the word right after it ("segunda ronda", "primeras
    semanas"; not "segunda en", "primera que")."""
    mine = {
        (r.gender, r.number)
        for r in morph.readings(word) or ()
        if r.pos in ("adj", "det") and "ord" in r.tags
    }
    if not mine:
        return False
    return features_agree(mine, {(r.gender, r.number) for r in morph.readings(nxt) or () if r.pos == "n"})
