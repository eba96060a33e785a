"""A nominalised adjective after a genderless possessive, the attribute of the speaker's or the
addressee's copula, agrees with them (es-inflect-49, helper es65).

"Soy su favorita", "Eres mi preferido", "Eres tu elegida": the adjective is nominalised by the
possessive determiner (RAE, *Nueva gramática* §13.9-13.10 on nominalised adjectives; §18.2 on
the prenominal possessives *mi*, *tu*, *su*, which have no gender) and, as the attribute of
*ser*, refers to the subject and takes its gender (§37.2). The small model tags the masculine
"favorito" an adjective, which the speaker's predicatives already took, and the feminine
"favorita" a noun with a determiner, which they did not: the two translations of "I am his
favorite" got different variant sets. A word the dictionary reads only as a noun ("Soy su
hija") is left to the person-noun rules; "nuestra"/"vuestra" agree with the noun themselves
and are left out, as is an article ("la favorita", whose article would have to change too).
"""

from __future__ import annotations

from typing import Any

from fairmt.inflect.readings import gendered_adjective
from fairmt.inflect.spanish_morph import get_morph
from fairmt.inflect.spanish_words import GENDERLESS_POSSESSIVES

__all__ = ["possessive_nominalised_adjective"]


def possessive_nominalised_adjective(head: Any) -> bool:
    """Whether ``head`` (spaCy token) is a word the parse tags a noun, with a copula of its own
    and a genderless possessive
    (:data:`~fairmt.inflect.spanish_words.GENDERLESS_POSSESSIVES`) for its only determiner,
    that Apertium also reads as a gendered adjective or participle (module docstring). The
    caller checks that the copula's subject is the speaker or the addressee."""
    if head.pos_ != "NOUN" or not any(c.dep_ == "cop" for c in head.children):
        return False
    dets = [c for c in head.children if c.dep_ == "det"]
    if len(dets) != 1 or dets[0].lower_ not in GENDERLESS_POSSESSIVES or dets[0].i > head.i:
        return False
    morph = get_morph()
    rs = tuple(morph.readings(head.lower_) or ()) if morph.available else ()
    return any(gendered_adjective(r) for r in rs)
