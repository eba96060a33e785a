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
from fairmt.inflect.spanish_thing_nouns import masculine_thing_noun, ranked_number
from fairmt.inflect.spanish_words import CONTRACTIONS, DETS


def _pos_changed(morph: SpanishMorph, old: str, new: str) -> bool:
    """Whether ``new`` shares no part of speech with ``old`` (both known to the dictionary)."""
    a = {r.pos for r in morph.readings(old) or ()}
    b = {r.pos for r in morph.readings(new) or ()}
    return bool(a) and bool(b) and not a & b


def _past_numerals(morph: SpanishMorph, lows: Sequence[str], k: int) -> int | None:
    """The index of the first word from ``k`` on that is no cardinal ("las 10 años", "esas dos
    temas": the determiner agrees with the noun past the numeral, RAE, *Nueva gramática* §21.2),
    or ``None`` at the end of the sentence."""
    while k < len(lows):
        w = lows[k]
        if not (
            w.replace(".", "").replace(",", "").isdigit()
            or any(r.pos == "num" for r in morph.readings(w) or ())
        ):
            return k
        k += 1
    return None


def _changed_thing_noun(morph: SpanishMorph, lows: Sequence[str], i: int) -> bool:
    """Whether ``lows[i]`` (the word a realisation changed) is a masculine noun of things where it
    stands (es-inflect-43: "buenos resultados" -> "buenas resultadas"): never an adjective
    in the dictionary ("contento" is also the noun of contentment), and a participle reading
    ("resultados" of *resultar*) only right after a determiner or an adjective, where a noun
    stands (RAE, *Nueva gramática* §12.1 on the noun phrase); then
    :func:`~fairmt.inflect.spanish_thing_nouns.masculine_thing_noun` decides."""
    rs = morph.readings(lows[i]) or ()
    if not rs or any(r.pos == "adj" for r in rs):
        return False
    if any(r.pos != "n" for r in rs):
        prev = lows[i - 1] if i > 0 else ""
        before = morph.readings(prev) or ()
        if prev not in DETS and not any(r.pos in ("adj", "det") for r in before):
            return False
    return masculine_thing_noun(lows[i])


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
      masculine determiner (``del víctima``, ``los personas``, ``mucho gente``);
    * es-inflect-43: a determiner the realisation turned feminine before a masculine noun of
      things rejects it (``las años``, ``esta método``: a cue the aligner put on the article
      alone), read by :func:`~fairmt.inflect.spanish_thing_nouns.masculine_thing_noun`, which
      keeps the common-gender person nouns (``la modelo``, ``la gurú``); nor may a realisation
      change such a noun itself (``resultados`` -> ``resultadas``: :func:`_changed_thing_noun`).
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
        if not (morph.known(w) or w in listed) and not (src and not morph.known(src) and src not in listed):
            return f"not a Spanish word: {w!r}"  # before the thing noun: "miedo" -> "mieda"
        if src and src != w and _changed_thing_noun(morph, lows_before, i):
            return f"a masculine noun of things changed: {src!r} -> {w!r}"
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
        if det.gender == "F":
            k = _past_numerals(morph, lows_after, i + 1)
            same = len(lows_before) == len(lows_after)
            if (
                k is not None
                and (not same or lows_before[k] == lows_after[k])
                and masculine_thing_noun(lows_after[k])
                and not ranked_number(lows_after, k)
            ):
                return f"agreement: {w!r} before the masculine thing noun {lows_after[k]!r}"
    return None
