"""The validity gate of the Spanish inflector (:meth:`~fairmt.inflect.spanish.SpanishInflector.validate`).

A realisation made by rule may make a non-word of a word, change a word's part of speech, or put
a masculine determiner before a feminine noun of fixed gender; :func:`validity_problem` says why
(see its docstring), with Apertium's dictionaries (nothing is checked without them). Moved out of
:mod:`fairmt.inflect.spanish` unchanged (it was the method's body).
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Word
from fairmt.inflect.romance_binomials import binomial_forms
from fairmt.inflect.spanish_dependencies import _morph
from fairmt.inflect.spanish_lexicon import (
    EPICENE,
    EPICENE_PL,
    FIXED_GENDER,
    LEXICON,
    LEXICON_F,
    PLURAL_LEXICON,
    PLURAL_LEXICON_F,
)
from fairmt.inflect.spanish_morph import SpanishMorph
from fairmt.inflect.spanish_words import CONTRACTIONS, DETS


def _pos_changed(morph: SpanishMorph, old: str, new: str) -> bool:
    """Whether ``new`` shares no part of speech with ``old`` (both known to the dictionary)."""
    a = {r.pos for r in morph.readings(old) or ()}
    b = {r.pos for r in morph.readings(new) or ()}
    return bool(a) and bool(b) and not a & b


def validity_problem(before: Sequence[str], after: Sequence[str]) -> str | None:
    """Why a realisation is not acceptable Spanish, or ``None`` when it is.

    Checks, with Apertium's dictionaries (nothing is checked without them):

    * every changed word that no dictionary knows must come from a word no dictionary
      knew either, or from the lexicon of pairs (``mieda``, ``compañío``, ``sentío`` are
      rejected: the rules made a non-word of a known word);
    * a changed word keeps a part of speech of the word it replaces: a gender flip never
      makes a noun of a verb (``dio`` -> ``dia``, which the dictionary reads as *día*);
    * a changed determiner agrees with the noun right after it: a feminine noun with no
      masculine form (``víctima``, ``personas``, ``gente``, ``compañía``) rejects a
      masculine determiner (``del víctima``, ``los personas``, ``mucho gente``).
    """
    morph = _morph()
    if morph is None:
        return None
    lows_before = [Word.parse(t).lower for t in before]
    lows_after = [Word.parse(t).lower for t in after]
    old = set(lows_before)
    morph.analyse([*lows_before, *lows_after])
    listed = (
        set(LEXICON) | set(LEXICON_F) | set(PLURAL_LEXICON) | set(PLURAL_LEXICON_F) | binomial_forms("es")
    )
    for i, w in enumerate(lows_after):
        if w in old or not w.isalpha():
            continue
        src = lows_before[i] if len(lows_before) == len(lows_after) else ""
        if src and src not in listed and w not in listed and _pos_changed(morph, src, w):
            return f"not a gender form of {src!r}: {w!r}"
        if morph.known(w) or w in listed:
            continue
        if src and not morph.known(src) and src not in listed:
            continue
        return f"not a Spanish word: {w!r}"
    for i, w in enumerate(lows_after[:-1]):
        det = DETS.get(CONTRACTIONS[w][1] if w in CONTRACTIONS else w)
        if det is None or w in old or not det.gender:
            continue
        noun = lows_after[i + 1]
        sg = noun[:-1] if noun.endswith("s") else noun
        rs = morph.readings(noun) or ()
        nouns = [r for r in rs if r.pos == "n"]
        # Only a feminine noun of its own gender (no masculine form: "víctima", "persona",
        # "compañía") rejects a masculine determiner; "la asistente", "la modelo" are the
        # common-gender use of nouns the dictionaries list in one gender.
        fixed = noun in FIXED_GENDER or sg in FIXED_GENDER or morph.fixed_gender_noun(noun)
        if (
            fixed
            and sg.endswith("ista")
            and len(sg) >= 8
            and noun not in FIXED_GENDER
            and sg not in FIXED_GENDER
            and all(r.pos == "n" for r in rs)
        ):
            # Agent nouns in -ista are of common gender ("el/la electricista", "el/la
            # periodista"); the dictionary lists some of them as feminine only. (Nouns
            # whose "-ista" is no suffix are short or also verb forms: "pista", "lista",
            # "revista", "entrevista", "conquista".)
            fixed = False
        if (noun in EPICENE or noun in EPICENE_PL or sg in EPICENE) and not {noun, sg} & FIXED_GENDER:
            fixed = False  # es-inflect-32: "el/la guía" of a person (the book is "la guía")
        if det.gender == "M" and fixed and nouns and all(r.gender == "f" for r in nouns):
            return f"agreement: {w!r} before {noun!r}"
    return None
