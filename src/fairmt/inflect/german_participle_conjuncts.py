""" "sie" after "und" in a conjunct of participles that share one auxiliary (de-inflect-60).

A perfect clause may coordinate several verb phrases under one finite auxiliary and one subject
(Duden, Die Grammatik: Koordination, Einsparung des Finitums und des Subjekts): "Die Firma hat
Lena angerufen, eingeladen und sie zum Gespräch gebeten." Each conjunct after the first is a
bare verb phrase that ends in its past participle; it has no subject of its own, so a "sie" that
opens such a conjunct right after "und" is its object, the masculine "ihn", not the subject "er"
("und er zum Gespräch gebeten" is no clause).

:func:`participle_conjunct_object` reads it: "und" right after a past participle (the end of the
conjunct before) in a list of three conjuncts or more (an earlier one ends in a participle and a
comma), "sie" right after "und", a conjunct that runs without punctuation to a past
participle that ends it, and a form of "haben" earlier in the sentence, the shared auxiliary.
The last conjunct holds no finite verb: any finite form ("und sie ist nie gekommen", "und sie
wurde entlassen") makes "sie" the subject of a clause of its own. A new subject with the
auxiliary left out (gapping) is told apart only in part: a list whose first conjunct is a bare
participle right after the auxiliary ("Er hat gespült, gefegt und sie den Rasen gemäht") has no
object that "sie" could take up, so it is left alone; after a first conjunct with an object
that is no person ("Er hat Holz gehackt, gestapelt und sie den Ofen geheizt") "sie" is still
read as the object (a known limit: telling the two apart needs the object's animacy). Gapping of
two conjuncts ("Er hat gelacht und sie geweint") is no list of three and keeps its "sie". Past
participles are told by their form: "ge-" with "-t" or "-en", also after a separable prefix
("aufgenommen"), an inseparable prefix with "-t" or "-en" ("bezahlt", "entlassen",
"verkauft"), and "-iert" ("kritisiert").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from fairmt.inflect.base import Word
from fairmt.inflect.german_words import COPULAS, FINITE_PL, FINITE_SG, MODALS

__all__ = ["participle_conjunct_object", "past_participle"]

_PARTICIPLE = re.compile(
    r"^(?:ab|an|auf|aus|bei|ein|fest|her|hin|los|mit|nach|vor|weg|zu|zurück|zusammen)?"
    r"ge[a-zäöüß]{2,}(?:t|en)$|^[a-zäöüß]{3,}iert$"
    r"|^(?:be|emp|ent|er|ver|zer|miss|über|unter|hinter|wider)[a-zäöüß]{3,}(?:t|en)$"
)
#: Forms of the auxiliary "haben" that a coordination of participles shares.
_HABEN = frozenset({"hat", "haben", "hatte", "hatten", "habe", "hätte", "hätten"})
#: Finite verbs: one in the last conjunct makes "sie" the subject of a clause of its own.
_FINITE = FINITE_SG | FINITE_PL | COPULAS | frozenset(MODALS)
#: The most words a participle conjunct is read over.
_MAX_CONJUNCT = 12


def past_participle(word: Word) -> bool:
    """Whether the word has the form of a past participle (module docstring)."""
    return not word.pre and bool(_PARTICIPLE.match(word.core)) and len(word.core) > 4


def participle_conjunct_object(words: Sequence[Word], t: int) -> bool:
    """Whether "sie" at ``t`` opens a conjunct of participles after "und" and is its object
    (module docstring)."""
    if t < 3 or words[t].post or words[t - 1].core != "und" or words[t - 1].post or words[t - 1].pre:
        return False
    if words[t - 2].post or not past_participle(words[t - 2]):
        return False
    aux = [k for k in range(t - 2) if words[k].core in _HABEN]
    if not aux:
        return False
    # A list of three conjuncts or more: a participle before a comma after the auxiliary.
    if not any(
        words[k].post == "," and past_participle(Word(words[k].pre, words[k].core, ""))
        for k in range(aux[-1] + 1, t - 2)
    ):
        return False
    if past_participle(words[aux[-1] + 1]) and words[aux[-1] + 1].post == ",":
        return False  # "hat gespült, gefegt und sie ...": a gapped clause with a new subject
    for k in range(t + 1, min(len(words), t + 1 + _MAX_CONJUNCT)):
        w = words[k]
        if w.core == "und" or w.core in _HABEN or w.core in _FINITE:
            return False
        if w.post:
            return (
                k > t + 1
                and past_participle(Word(w.pre, w.core, ""))
                and w.post.strip() in (".", ",", "!", ";")
            )
    return False
