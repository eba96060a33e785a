"""A person noun that is the attribute of "ser" follows its subject (es-inflect-41, issue 12).

"La nueva actriz será la protagonista de esa película" for "The new actor will be the star in
that film"; "Mi vecina es una famosa pianista": with "ser" a noun phrase attribute that names a
person of variable gender (a noun with a form in each gender, "protagonista" of common gender)
identifies or classifies the subject, and takes the subject's gender with it (RAE, *Nueva
gramática* §37.7, the attribute's agreement with the subject; *Diccionario panhispánico de
dudas*, s.v. "género", nouns of persons). The aligner often links the English attribute ("the
star", "a famous pianist") to no target word, so realising the subject alone gave "El nuevo actor
será la protagonista", and the subject's agreement rules turned only the attribute's adjective
("El colombiano es una fantástico caballista").

:func:`copular_attribute` reads the words right after the realised subject's phrase: a finite
form of "ser" (with "ha/había sido"), then a determiner (or none) with at most one prenominal
word, then the attribute's head noun, with no punctuation between. The head must be a person
noun of the subject's old gender (:meth:`~fairmt.inflect.spanish_persons.SpanishPersonSpans.person_spans`,
or a common-gender noun in "-ista" the dictionary lacks, NGLE §2.5): a thing or a fixed-gender person noun
("es una persona amable", "es una víctima") and a person of the other gender ("Mi hermana es un
gran cocinero" as the MT wrote it) stay, and so does a noun of one sex ("Mi vecina es la madre de
Juan": "mother" names a person of its own). A span after a preposition or contraction, or opening
with one ("El hijo del profesor es el nuevo director"), is a complement's term, no subject of "ser".
The attribute's phrase is then realised like a person's span and put in place; only words after
the subject change.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence

from fairmt.inflect.base import Word
from fairmt.inflect.spanish_dependencies import _SER_PASSIVE as _SER
from fairmt.inflect.spanish_dependencies import _morph
from fairmt.inflect.spanish_nominalised import _PERFECT
from fairmt.inflect.spanish_words import CONTRACTIONS, DETS, PREPOSITIONS

__all__ = ["copular_attribute"]

#: A preposition or contraction right before the span (or opening it): the span is the term of
#: a complement ("El hijo del profesor es", "Para la doctora es"), no subject of "ser".
_RELATORS = PREPOSITIONS | CONTRACTIONS.keys()


@functools.cache
def _sexed_nouns() -> frozenset[str]:
    """The Spanish words the cue lexicon gives only as translations of English nouns of one sex
    (the language pack's cue targets with one gender column: "mother" -> "madre mamá", "king" ->
    "rey", "he" -> "él"), and never of a noun with both ("actress" -> "actriz", but also "actor"
    -> "actor | actriz": a role noun), nor a noun of common gender, which says no sex by itself
    ("cantante", "paciente": Apertium's ``<mf>``)."""
    from fairmt.languages import language_pack

    pack = language_pack("es")
    targets = pack.targets() if pack is not None else None
    if targets is None:
        return frozenset()
    one: set[str] = set()
    both: set[str] = set()
    for v in targets.seed.values():
        cols = [c.split() for c in v.split("|")]
        if len(cols) < 2:
            continue
        if cols[0] and cols[1]:
            both.update(cols[0] + cols[1])
        else:
            one.update(cols[0] or cols[1])
    morph = _morph()
    common = {
        w
        for w in one
        if morph is not None and any(r.pos == "n" and r.gender == "mf" for r in morph.readings(w) or ())
    }
    return frozenset(one - both - common - set(DETS))  # ("her" -> "la": an article too)


def _common_in_ista(word: str) -> bool:
    """A noun in "-ista" of common gender ("caballista", "pianista": NGLE §2.5) that the dictionary
    lacks or reads as one (``<mf>``); not a thing or adjective of that ending ("lista", "vista")."""
    if not word.endswith(("ista", "istas")):
        return False
    morph = _morph()
    rs = morph.readings(word) if morph is not None else None
    return not rs or any(r.pos == "n" and r.gender == "mf" for r in rs)


def copular_attribute(
    tokens: Sequence[str],
    new: list[str],
    span: tuple[int, int],
    old: str,
    gender: str,
    persons: Callable[[], Sequence[tuple[int, int]]],
    gender_of: Callable[[tuple[int, int]], str | None],
    realise: Callable[[tuple[int, int]], list[str] | None],
) -> list[str]:
    """``new`` (``tokens`` with the subject at ``span`` realised from ``old`` to ``gender``) with
    the person noun attribute of "ser" after it realised too (module docstring). The copula is
    inside the span (the aligner's "Mi amiga es") or right after it ("La periodista húngara es":
    one postnominal word between). ``persons`` gives the person noun spans of ``tokens``,
    ``gender_of`` a span's gender and ``realise`` a span's realisation in ``gender`` (over
    ``tokens``)."""
    if gender not in ("F", "M") or old not in ("F", "M") or old == gender:
        return new
    words = [Word.parse(t) for t in tokens]
    low = [w.core.lower() for w in words]
    if low[span[0]] in _RELATORS or (span[0] > 0 and low[span[0] - 1] in _RELATORS):
        return new  # "El hijo del profesor es ...": the span is in a complement, no subject of "ser"
    k = next(
        (
            t
            for t in range(span[0] + 1, min(span[1] + 2, len(low) - 1))
            if low[t] in _SER or (low[t] in _PERFECT and low[t + 1] == "sido")
        ),
        None,
    )
    if k is None or any(w.post.strip() for w in words[span[0] : k]):
        return new
    if any(w in _sexed_nouns() for w in low[span[0] : k]):
        return new  # "una madre es el proveedor principal" (module docstring)
    if low[k] in _PERFECT and not words[k].post.strip():
        k += 1
    if words[k].post.strip() or k + 1 >= len(low):
        return new
    start = k + 1
    found = {sp[0] for sp in persons() if sp[1] == sp[0] + 1}
    # The head: right after the copula, or after a determiner and at most one prenominal word.
    last = start + 3 if low[start] in DETS else start + 1
    head = None
    for t in range(start, min(last, len(low))):
        if t > start and words[t - 1].post.strip():
            break
        if t in found or ((t > start or low[t] not in DETS) and _common_in_ista(low[t])):
            head = t
            break
    if head is None or low[head] in _sexed_nouns():
        return new  # "Mi vecina es la madre de Juan": a noun of one sex names a person of its own
    attribute = (start, head + 1)
    if gender_of(attribute) != old:
        return new
    attr = realise(attribute)
    delta = len(new) - len(tokens)
    if attr is None or len(attr) != len(tokens):
        return new
    changed = [t for t in range(start, len(tokens)) if attr[t] != tokens[t]]
    if not changed or any(new[t + delta] not in (tokens[t], attr[t]) for t in changed):
        return new  # (a word the subject's own rules changed otherwise: left as they have it)
    out = list(new)
    for t in changed:
        out[t + delta] = attr[t]
    return out
