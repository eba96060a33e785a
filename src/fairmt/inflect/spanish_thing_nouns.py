"""Masculine nouns of things, which never take a feminine determiner (es-inflect-43, sp60).

A person cue that the aligner puts on an article alone ("them" -> the "los" of "tiene los
doce años", "the person" -> the "los" of "cumple los plazos") made the realiser turn that
article feminine before a noun of things: "las años", "las plazos", "esta método". The
validity gate (:mod:`fairmt.inflect.spanish_validity`) already rejected a masculine determiner
before a feminine-only noun ("los personas"), but not the reverse, because Spanish writes a
feminine determiner before many person nouns that the dictionaries list as masculine only:
the common-gender use ("la modelo", "la testigo", "la gurú", "la apóstol", "la bebé"; RAE,
*Nueva gramática* §2.5, the *sustantivos comunes en cuanto al género*). A determiner agrees in
gender with its noun (§2.1), and a noun of things has one gender of its own, so "las años" is
no Spanish; what tells the thing from the common-gender person noun is what the noun means.

:func:`masculine_thing_noun` reads that meaning off two dictionaries already used here:

* Apertium's Spanish dictionary says the noun is masculine in every reading and has no
  feminine form (:meth:`~fairmt.inflect.spanish_morph.SpanishMorph.fixed_gender_noun`);
* Apertium's Spanish->English bilingual dictionary (``spa-eng.autobil.bin``) translates its
  lemma, and the most frequent WordNet noun sense of every translation is no person
  (``noun.person``, lexicographer file 18; an animal, 5, is kept too): "año" -> *year*,
  "plazo" -> *term*, "método" -> *method*, "éxito" -> *success* (whose rare fourth
  sense is a person), where "gurú" -> *guru*, "apóstol" -> *apostle* and "bebé" -> *baby* are
  persons first. "modelo" -> *model* is a representation first, and a person noun of common
  gender too: the common-gender lists below keep it.

Ranks and positions (sp60 review): a military rank or a position in a team names a person of
either gender ("la cabo Pérez", "la alero del equipo", "la lateral izquierda"), though the
dictionaries translate the word by its thing sense ("cabo" -> *cape*, "alero" -> *eaves*,
"lateral" -> *side*), whose WordNet senses hold no person at all, so no sense of the English
word can tell. :data:`RANKS_AND_POSITIONS` lists the masculine-only ones that the translation
reads as things (each other rank or position checked, "sargento", "capitán", "portero",
"delantero", "zaguero", is unknown to the dictionary or translated as a person already); and
"número" followed by a numeral is the rank in a list ("la número uno del mundo", "la número
dos del partido"), :func:`ranked_number`.

A noun either dictionary does not know, a noun of the lexicons of pairs or of the common-gender
lists (:data:`~fairmt.inflect.spanish_lexicon.EPICENE`) is never read as a thing here: the gate
keeps the realisation, as before. Without ``lt-proc`` or WordNet every answer is ``False``.
"""

from __future__ import annotations

import shutil
from collections.abc import Sequence
from functools import cache
from pathlib import Path

from fairmt.inflect.apertium_morph import _SPLIT, _UNIT, LtProcPipe
from fairmt.inflect.french_animacy import english_lexfiles
from fairmt.inflect.spanish_dependencies import _morph
from fairmt.inflect.spanish_lexicon import (
    EPICENE,
    EPICENE_PL,
    LEXICON,
    LEXICON_F,
    PLURAL_LEXICON,
    PLURAL_LEXICON_F,
)

__all__ = ["RANKS_AND_POSITIONS", "english_translations", "masculine_thing_noun", "ranked_number"]

_ROOTS = ("/usr/share/apertium", "/usr/local/share/apertium")
#: WordNet lexicographer files of beings: ``noun.animal`` (5) and ``noun.person`` (18).
_BEINGS = frozenset({5, 18})
#: Military ranks and team positions used of women with a feminine determiner, which the
#: bilingual dictionary translates by a thing (module docstring), singular and plural.
RANKS_AND_POSITIONS = frozenset(
    ["cabo", "cabos", "alero", "aleros", "lateral", "laterales", "interior", "interiores"]
)
#: Seconds to wait for the bilingual dictionary's answer to one lemma.
_TIMEOUT_S = 10.0


@cache
def _pipe() -> LtProcPipe | None:
    """One ``lt-proc -b`` process on the Spanish->English bilingual dictionary, or ``None``."""
    lt_proc = shutil.which("lt-proc")
    if lt_proc is None:
        return None
    for root in _ROOTS:
        path = Path(root) / "apertium-eng-spa" / "spa-eng.autobil.bin"
        if path.is_file():
            return LtProcPipe([lt_proc, "-z", "-b", str(path)], end=b"\n\0", timeout_s=_TIMEOUT_S)
    return None


#: The dictionary's answers so far; a lemma whose lookup failed (a timeout) is not kept, so that it
#: does not stay unknown for the rest of the process (as in :mod:`fairmt.inflect.apertium_bidix`).
_ANSWERS: dict[str, tuple[str, ...] | None] = {}


def english_translations(lemma: str) -> tuple[str, ...] | None:
    """The English lemmas that the bilingual dictionary gives the masculine Spanish noun
    ``lemma`` (``None``: not known, or no dictionary)."""
    if lemma in _ANSWERS:
        return _ANSWERS[lemma]
    pipe = _pipe()
    if pipe is None or not lemma.isalpha():
        return None
    lines = pipe.ask([f"^{lemma}<n><m><sg>$"])
    if not lines:
        return None
    units = _UNIT.findall(lines[0])
    parts = _SPLIT.split(units[0])[1:] if len(units) == 1 else []
    found = tuple(p.split("<", 1)[0].lower() for p in parts if p and not p.startswith("@"))
    _ANSWERS[lemma] = found or None
    return _ANSWERS[lemma]


def masculine_thing_noun(word: str) -> bool:
    """Whether the lower-case noun form ``word`` is a masculine noun of things (module docstring):
    masculine only with no feminine form, listed as no person noun, and translated into English
    nouns whose most frequent WordNet sense is no person or animal."""
    morph = _morph()
    if morph is None or not word.isalpha() or word in EPICENE or word in EPICENE_PL:
        return False
    if word in RANKS_AND_POSITIONS:
        return False
    if word in LEXICON or word in LEXICON_F or word in PLURAL_LEXICON or word in PLURAL_LEXICON_F:
        return False
    morph.analyse([word])
    nouns = [r for r in morph.readings(word) or () if r.pos == "n"]
    if not nouns or any(r.gender != "m" for r in nouns) or not morph.fixed_gender_noun(word):
        return False
    lemmas = {r.lemma for r in nouns}
    if lemmas & EPICENE:
        return False
    for lemma in lemmas:
        english = english_translations(lemma)
        if not english:
            return False
        files = [english_lexfiles(e.replace(" ", "_")) for e in english]
        if any(f is None or f in _BEINGS for f in files):
            return False  # a person (or animal) first, or an English word WordNet does not know
    return True


def ranked_number(lows: Sequence[str], k: int) -> bool:
    """Whether ``lows[k]`` is "número" with a numeral after it, the rank of a person in a list
    that takes the person's gender ("la número uno", module docstring)."""
    if lows[k] not in ("número", "números") or k + 1 >= len(lows):
        return False
    nxt = lows[k + 1]
    morph = _morph()
    if nxt.isdigit():
        return True
    if morph is None:
        return False
    morph.analyse([nxt])
    return any(r.pos == "num" for r in morph.readings(nxt) or ())
