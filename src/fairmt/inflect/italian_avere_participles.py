"""A past participle after *avere* keeps its form when the span holds the auxiliary (it-inflect-50).

The participle of a compound tense with *avere* does not agree with the subject: "Lui ha mangiato
la mela", "Lei ha mangiato la mela" (Serianni, *Grammatica italiana*, XI.361-363). It agrees
only with an object clitic before the auxiliary: required with "lo", "la", "li", "le" ("l'ha
vista"), optional with "ne" and with "mi", "ti", "ci", "vi" ("mi hanno contattata"), and,
optionally, with the relative "che" of the object. A lone participle after *avere* was already
left alone (:func:`fairmt.inflect.french._after_avere`); a span that also holds the auxiliary
("hanno tolto", where the aligner put the English subject's cue) turned it too ("I killer hanno
tolta la corrente"). :func:`keep_avere_participles` gives such a participle its form back.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Word, lower_at
from fairmt.inflect.italian_words import _AVERE, _OBJECT_CLITICS

__all__ = ["keep_avere_participles", "object_clitic", "participle"]

_PARTICIPLE_ENDINGS = ("ato", "ata", "ati", "ate", "uto", "uta", "uti", "ute", "ito", "ita", "iti", "ite")


def participle(word: str) -> bool:
    """A past participle by the dictionary, or by its ending for a word the dictionary lacks (also
    :mod:`fairmt.inflect.italian_thing_spans`)."""
    morph = morphology("it")
    rs = morph.readings(word) if morph is not None else ()
    return any("pp" in r.tags for r in rs) if rs else word.endswith(_PARTICIPLE_ENDINGS)


def object_clitic(word: str) -> bool:
    """An object clitic, alone ("lo") or in the one-word compound with "gli"/"le" ("glielo",
    "gliela", "glieli", "gliele", "gliene"). Not any word that ends like one, as French's
    :func:`fairmt.inflect.french._after_avere` tests: Italian nouns end so ("il fedele")."""
    return word in _OBJECT_CLITICS or (word.startswith("glie") and word[4:] in _OBJECT_CLITICS)


def keep_avere_participles(tokens: Sequence[str], out: list[str], span: tuple[int, int]) -> list[str]:
    """``out`` (a realisation of ``span`` of ``tokens``) with each past participle of the span
    right after a form of *avere* of the span given back its form when no object clitic and no
    "che" stands before the auxiliary (module docstring). ``out`` may have a word more or fewer
    at the front of the span, where an elided article merged or split ("Un amico" -> "Un'amica"):
    the two are lined up from the end, and a participle is only read where its auxiliary is the
    same word in both."""
    shift = len(out) - len(tokens)
    if abs(shift) > 1:
        return out
    s, e = span
    kept = list(out)
    for k in range(s + 1, e):
        j = k + shift
        if j < 1 or j >= len(out) or out[j] == tokens[k] or out[j - 1] != tokens[k - 1]:
            continue
        aux = Word.parse(tokens[k - 1])
        if aux.post.strip() or aux.core.lower() not in _AVERE:
            continue
        before = lower_at(tokens, k - 2)
        if object_clitic(before) or before == "che" or before.endswith("'"):
            continue  # "lo ha visto", "glielo ha dato", "che ha vista": left to the other rules
        if participle(Word.parse(tokens[k]).core.lower()):
            kept[j] = tokens[k]
    return kept
