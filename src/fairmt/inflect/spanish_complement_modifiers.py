"""Spanish adjectives that follow a person noun's own complement (closedes32, es-inflect-26).

"la profesora de futuros jugadores profesionales más prolífica"; "una asistente de laboratorio
voluntaria": a postnominal adjective or participle may stand after the noun's prepositional
complement and still modify the head noun, not the complement's noun (RAE, *Nueva gramática*
§13.6 on the order of complements and adjectives after the noun, and §13.8: an adjective after
a "de" complement may modify either noun, and agreement tells which). The small model hangs it
on the nearest noun ("prolífica" amod of "jugadores"), so the inflector's dependency rules
(:func:`fairmt.inflect.spanish_dependencies._modifiers`) never reach it and a realisation
leaves it in the old gender ("el profesor de futuros jugadores profesionales más prolífica").

Decision: the adjective is the head noun's only where agreement rules out every noun between:
each noun of the complement differs from the adjective in gender or in number by spaCy's or
Apertium's reading. Where one of them may agree ("una auxiliar de enfermería cualificada":
"enfermería" is feminine and singular too) or shows neither ("instructora de aeróbics"), the
adjective is left to the parse: the sentence alone does not say which noun it modifies. The walk
takes only what a complement may hold (a preposition, determiners, nouns, the adjectives that
agree with the complement's noun, degree adverbs) and stops at anything else (a comma, a verb,
a conjunction, a relative), so the adjective is in the same noun phrase. The inflector then
holds the candidate to the person noun's old gender and number as it does all others.
"""

from __future__ import annotations

from typing import Any

from fairmt.inflect.base import features_agree, word_tuple
from fairmt.inflect.spanish_morph import get_morph
from fairmt.inflect.spanish_named_subjects import LOCUTIONS

__all__ = ["complement_modifiers"]

#: Prepositions that open a noun's own complement ("profesora de historia", "experta en armas").
_PREPOSITIONS = frozenset(word_tuple("de del en"))
#: Degree adverbs that may stand before the adjective ("más prolífica", "muy conocida").
_DEGREE = frozenset(word_tuple("más menos muy tan bastante"))


def _features(tok: Any, pos: tuple[str, ...]) -> set[tuple[str, str]]:
    """The (gender, number) pairs ``tok`` can have: spaCy's where it gives both, else Apertium's
    readings of part of speech ``pos`` (participles count as adjectives); ``"mf"``/``"sp"`` stand
    for either. Empty when neither resource knows."""
    g = tok.morph.get("Gender")
    n = tok.morph.get("Number")
    if g and n:
        return {("m" if g[0] == "Masc" else "f", "sg" if n[0] == "Sing" else "pl")}
    morph = get_morph()
    rs = (morph.readings(tok.lower_) or ()) if morph.available else ()
    out = {
        (r.gender, r.number)
        for r in rs
        if (r.pos in pos or ("adj" in pos and r.pos == "vblex" and "pp" in r.tags))
        and r.gender in ("m", "f", "mf")
        and r.number in ("sg", "pl", "sp")
    }
    if not out and n:
        # A number without a gender ("profesionales"): either gender.
        out = {("mf", "sg" if n[0] == "Sing" else "pl")}
    return out


def _compatible(a: set[tuple[str, str]], b: set[tuple[str, str]]) -> bool:
    """Whether some reading of ``a`` agrees with some reading of ``b`` (unknown: they may)."""
    return not a or not b or features_agree(a, b)


def _adjective(tok: Any) -> bool:
    return bool(tok.pos_ == "ADJ" or "Part" in tok.morph.get("VerbForm"))


def complement_modifiers(noun: Any) -> list[Any]:
    """The adjective or participle after ``noun``'s prepositional complement that agreement
    shows to be ``noun``'s (module docstring), as a one-item list; ``[]`` when there is none or
    a noun of the complement may agree with it."""
    doc = noun.doc
    between: list[Any] = []
    k = noun.i + 1
    if k >= len(doc) or doc[k].lower_ not in _PREPOSITIONS:
        return []
    opened = k  # the last preposition: an adjective before the noun after it is prenominal
    while k < len(doc):
        tok = doc[k]
        low = tok.lower_
        if low in _PREPOSITIONS:
            opened = k
        elif tok.pos_ in ("NOUN", "PROPN"):
            between.append(tok)
        elif tok.pos_ in ("DET", "NUM") or (low in _DEGREE and k + 1 < len(doc) and _adjective(doc[k + 1])):
            pass
        elif not _adjective(tok) or low in LOCUTIONS:
            return []  # (a locution opens an adjunct: "jefe de redacción debido a conflictos")
        elif not between or between[-1].i < opened:
            pass  # a prenominal adjective of the complement ("de futuros jugadores")
        else:
            mine = _features(tok, ("adj",))
            if not mine:
                return []
            if not any(_compatible(mine, _features(n, ("n", "np"))) for n in between):
                return [tok]
            # an adjective the complement's noun may take ("jugadores profesionales"): walk on
        k += 1
    return []
