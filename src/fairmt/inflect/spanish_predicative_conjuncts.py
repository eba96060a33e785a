"""Adjectives coordinated with a realised predicative in Spanish (es-inflect-34).

(Not :mod:`fairmt.inflect.spanish_coordinated_predicates`, which finds a copula coordinated with the
subject's verb.)

When the span the realiser changes is itself a predicative adjective or participle (the C10
cue of "We are tired and hungry", aligned to "cansadas"), the adjectives coordinated with it
are the same predicate of the same subject and agree with it too (RAE, *Nueva gramática*
§31.3: coordinated predicatives share their subject). Before, only the first changed:
"Estamos cansadas y hambrientas" -> "Estamos cansados y hambrientas"; the parse-based
agreement of :mod:`fairmt.inflect.spanish_dependencies` reaches such conjuncts only from a
subject noun.

A conjunct is an adjective or participle in the predicative's old gender and number, after
"y"/"e"/"o"/"u"/"ni" or after a list comma (then only as a list's middle item, followed by a comma
or the conjunction: "Desde muy pequeña, junto con su madre" is no list; or as the last item of a list
of three or more with no conjunction, before sentence-final punctuation: "una cocinera estupenda,
maravillosa, rápida."), with at most one degree
adverb before it ("cansada y muy hambrienta"). The walk stops at anything else, so "cansada y María" or
"cansada y el perro" end it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.base import Word

__all__ = ["coordinated_predicatives", "reading_keys"]

_CONJUNCTIONS = frozenset(["y", "e", "o", "u", "ni"])
_OLD = {"F": "f", "M": "m"}  # a realisation's gender as Apertium's gender tag
_FINAL = frozenset(".!?…")  # sentence-final punctuation: the last item of a list with no conjunction
_DEGREE = frozenset(["muy", "tan", "bastante", "algo", "más", "menos", "demasiado", "súper"])


def coordinated_predicatives(
    before: Sequence[str],
    after: list[str],
    span: tuple[int, int],
    readings: Callable[[str], Sequence[tuple[str, str, str, str]]],
    agree: Callable[[str], str | None],
    old: str = "",
) -> list[str]:
    """``after`` with the adjectives coordinated with the span's predicative put in its new
    gender (module docstring). ``readings(word)`` gives ``(pos, gender, number, lemma)`` (pos
    ``adj``, ``pp`` for a participle, ``n`` for a noun); ``agree(word)`` the word in the new
    gender, or ``None``.

    es-inflect-38 (es44): the same walk also starts from an adjective or participle after the
    span that an earlier rule already put in the new gender ("se sienta agotada o abrumado": the
    small model tags "abrumado" as a verb, so the parse-based agreement reaches only "agotada"),
    and from the adjective right after a changed person noun (:func:`_attributive_list`).
    es-inflect-39 (es45): ``old`` ("F"/"M", the span's old gender) lets that start from a noun of
    common gender whose determiner alone changed ("la periodista húngara")."""
    e = span[1]
    if len(after) != len(before) or e > len(before):
        return after
    out = list(after)
    common = old in _OLD and e >= 1 and after[span[0] : e] != list(before[span[0] : e])
    for k in range(max(e - 1, 0), len(before)):
        if after[k] != before[k]:
            own = readings(Word.parse(before[k]).lower)
            if own and not any(p == "n" for p, _, _, _ in own):
                _walk(before, out, k, readings, agree)
            elif own and k == e - 1:
                _attributive_list(before, out, k, readings, agree)
        elif k == e - 1 and common:
            _attributive_list(before, out, k, readings, agree, _OLD[old])
    return out


def reading_keys(
    word: str, readings: Callable[[str], Sequence[tuple[str, str, str, str]]], pos: tuple[str, ...]
) -> set[tuple[str, str]]:
    """The (gender, number) pairs of ``word``'s readings of the parts of speech ``pos``."""
    return {(g, n) for p, g, n, _ in readings(word) if p in pos}


def _attributive_list(
    before: Sequence[str],
    out: list[str],
    k: int,
    readings: Callable[[str], Sequence[tuple[str, str, str, str]]],
    agree: Callable[[str], str | None],
    common: str = "",
) -> None:
    """es-inflect-38 (es44): the person noun at ``k`` changed gender; the adjective right after
    it, with no punctuation between them, that is only an adjective or participle (no noun
    reading) in the noun's old gender and number, is its attributive adjective ("un cocinero
    estupendo") and agrees with it (RAE, *Nueva gramática* §13.2), and so do the adjectives
    coordinated with that one ("un cocinero estupendo, maravilloso, rápido y hábil", §31.3).
    The small model misparses such a list (it takes "estupendo" for a verb), so the parse-based
    agreement missed it. Changes ``out`` in place.

    es-inflect-39 (es45): adjectives of one form for both genders may stand first ("la periodista
    internacional húngara": postnominal adjectives each modify the noun, §13.2); they are passed
    over. ``common``: the old gender ("f"/"m") of a common-gender noun ("periodista", read ``mf``)
    whose determiner changed."""
    noun = Word.parse(before[k])
    keys = {(common or g, n) if g == "mf" else (g, n) for g, n in reading_keys(noun.lower, readings, ("n",))}
    j = k + 1
    while (
        j + 1 < len(before)
        and not Word.parse(before[j - 1]).post
        and not Word.parse(before[j]).pre
        and _invariable(readings(Word.parse(before[j]).lower), keys)
    ):
        j += 1
    if Word.parse(before[j - 1]).post or j >= len(before) or out[j] != before[j]:
        return
    w = Word.parse(before[j])
    theirs = readings(w.lower)
    if w.pre or not theirs or any(p == "n" for p, _, _, _ in theirs):
        return
    if not any(p in ("adj", "pp") and (g, n) in keys for p, g, n, _ in theirs):
        return
    new = agree(w.lower)
    if new is None or new == w.lower:
        return
    out[j] = w.render(new)
    _walk(before, out, j, readings, agree)


def _invariable(theirs: Sequence[tuple[str, str, str, str]], keys: set[tuple[str, str]]) -> bool:
    """Whether readings are those of an adjective of one form for both genders ("internacional",
    "amable") in the number of the noun's ``keys``, and of nothing else."""
    numbers = {n for _, n in keys}
    return bool(theirs) and all(p == "adj" and g == "mf" and n in numbers for p, g, n, _ in theirs)


def _walk(
    before: Sequence[str],
    out: list[str],
    k: int,
    readings: Callable[[str], Sequence[tuple[str, str, str, str]]],
    agree: Callable[[str], str | None],
) -> None:
    """Put the adjectives coordinated after the changed adjective or participle at ``k`` in its
    new gender (module docstring); changes ``out`` in place."""
    last = Word.parse(before[k])
    keys = reading_keys(last.lower, readings, ("adj", "pp"))
    if not keys:
        return
    j, prev, commas = k + 1, last, 0
    while j < len(before):
        w = Word.parse(before[j])
        if w.pre:
            break
        listed = False
        if not prev.post.strip() and w.lower in _CONJUNCTIONS and not w.post:
            j += 1
        elif prev.post.strip() != ",":
            break
        else:
            listed = True  # a list comma: the item must go on with "," or "y" ("cansada, sucia y ...")
        if j < len(before) and Word.parse(before[j]).lower in _DEGREE and not Word.parse(before[j]).post:
            j += 1
        if j >= len(before):
            break
        w = Word.parse(before[j])
        theirs = readings(w.lower)
        if w.pre or not any(p in ("adj", "pp") and (g, n) in keys for p, g, n, _ in theirs):
            break
        if listed and not (
            w.post.strip() == ","
            or (commas and w.post.strip()[:1] in _FINAL)  # "estupenda, maravillosa, rápida."
            or (
                j + 1 < len(before)
                and Word.parse(before[j + 1]).lower in _CONJUNCTIONS
                and not w.post.strip()
            )
        ):
            break  # "Desde muy pequeña, junto con su madre": no list, a locution
        new = agree(w.lower)
        if new is None or out[j] not in (before[j], w.render(new)):
            break  # another rule's change; one already in the new gender goes on with the list
        out[j] = w.render(new)
        prev, j, commas = w, j + 1, commas + listed
