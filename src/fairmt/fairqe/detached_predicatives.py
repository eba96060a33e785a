"""Detached predicative series of a pro-drop translation (en-cues-82, issue 13).

An English sentence about one person may describe her in a verbless series of adjectives set
off by commas or a colon ("She waited by the window all night, so tired, so anxious", "He
stood up at last: pale, silent and determined"). A Spanish or Italian translation drops the
pronoun, and the gender then shows only on the adjectives of the series ("..., tan cansada, tan
ansiosa", "...: pallido, silenzioso e deciso"), which no aligner links to "she"/"he"
and no copula introduces, so :meth:`fairmt.fairqe.cues.RuleCueDetector._referent_predicates`
found no agreeing word and the explicit check gave no verdict.

:func:`detached_series` finds such a series: after a comma or colon, one or more items
separated by commas or "e"/"y", each an adjective or participle (read by the caller's
``gender_of``, which refuses adverbs, determiners and finite verbs) optionally opened by an
intensifier ("così", "tan", "molto", "muy", "sempre più", an adverb), the last item ending the
sentence or followed by a comma. Decisions, each to keep a noun's modifiers out:

* at least two items must show a gender and all must show the same one (one adjective after
  a comma is as often a noun's postponed modifier: "una casa, grande");
* no item's word may also be read as a noun ("il giovane", "la vecchia"): a nominal
  apposition names someone else as often as the subject;
* when no item opens with an intensifier, the phrase before the opening punctuation may hold no
  singular noun of the series' gender ("una città in riva al mare, antica e tranquilla": the
  city's modifiers); with an intensifier ("così", "tan") the series is the subject's ("dopo la
  partita, così stanca": the player is tired, not the match).

Used only where the source names one person (the caller's gate), as
:mod:`fairmt.fairqe.person_agreement` is.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.fairqe.cue_target import target_morphology
from fairmt.fairqe.types import Realisation

__all__ = ["INTENSIFIERS", "detached_series"]

#: Degree words that open a detached predicative (Real Academia, *Nueva gramática* §13.7 on
#: "tan"/"muy"; Treccani, "così", "tanto", "molto", "assai", "sempre"); "più"/"más" follow
#: them ("sempre più stanca").
INTENSIFIERS: dict[str, frozenset[str]] = {
    "es": frozenset({"tan", "muy", "bastante", "demasiado", "siempre", "más", "menos"}),
    "it": frozenset({"così", "molto", "tanto", "assai", "troppo", "sempre", "più", "meno", "ben"}),
}

#: Coordinators between the last two items.
_AND: dict[str, frozenset[str]] = {
    "es": frozenset({"y", "e", "o", "u"}),
    "it": frozenset({"e", "ed", "o"}),
}

_OPEN = (",", ":")
_CLOSE = (".", "!", "?", ";", "…", "...")
_STRIP = "\"'«»“”‘’()¡¿"


def _bare(token: str) -> str:
    return token.strip(_STRIP)


def _noun_genders(word: str, lang: str) -> tuple[bool, frozenset[Realisation]]:
    """Whether the dictionary reads ``word`` only as a noun, and the genders of its noun
    readings (``mf`` gives both)."""
    morph = target_morphology(lang)
    readings = (morph.readings(word) if morph is not None else None) or ()
    nouns = [r for r in readings if r.pos == "n"]
    genders: set[Realisation] = set()
    for r in nouns:
        if "pl" in r.tags:
            continue  # a plural names a group, which the singular series does not describe
        if "f" in r.tags or "mf" in r.tags:
            genders.add("F")
        if "m" in r.tags or "mf" in r.tags:
            genders.add("M")
    return bool(nouns) and len(nouns) == len(readings), frozenset(genders)


def _not_predicative(word: str, lang: str) -> bool:
    """A word the dictionary reads as a determiner, pronoun or ordinal, or as an adverb and
    never as an adjective: no item of a series ("Prima,", "molta", "spesso"; "pronto" has an
    adverb reading beside its adjective one and stays an item)."""
    morph = target_morphology(lang)
    readings = (morph.readings(word) if morph is not None else None) or ()
    if any(r.pos in ("det", "pr", "prn") or "ord" in r.tags for r in readings):
        return True
    adjective = any(r.pos == "adj" or "pp" in r.tags for r in readings)
    return not adjective and any(r.pos in ("adv", "preadv", "cnjadv") for r in readings)


def _noun_before(norm: Sequence[str], tokens: Sequence[str], k: int, g: Realisation, lang: str) -> bool:
    """Whether a singular noun of gender ``g`` stands in the phrase that ends at the punctuation
    token ``k`` (back to the punctuation before it): the series may be its postponed modifiers
    ("una città in riva al mare, antica e tranquilla", "a casa después del partido, cansada")."""
    j = k
    while j >= 0 and (j == k or not _bare(tokens[j]).endswith((*_OPEN, *_CLOSE))):
        if g in _noun_genders(norm[j], lang)[1]:
            return True
        j -= 1
    return False


def detached_series(
    norm: Sequence[str],
    tokens: Sequence[str],
    lang: str,
    gender_of: Callable[[str], Realisation | None],
    adverb: Callable[[str], bool] = lambda w: False,
) -> list[tuple[int, Realisation]]:
    """The gendered items of every detached predicative series (see the module doc), as
    ``(index, gender)``. ``gender_of`` reads a singular adjective or participle (the caller's
    predicate reader; a finite-verb reading beside it is allowed: "cansada", "agitata");
    ``adverb`` passes a degree adverb inside an item ("così terribilmente stanca")."""
    intensifiers = INTENSIFIERS.get(lang)
    if intensifiers is None:
        return []
    ands = _AND[lang]
    n = len(tokens)
    found: list[tuple[int, Realisation]] = []
    k = 0
    while k < n - 1:
        if not _bare(tokens[k]).endswith(_OPEN):
            k += 1
            continue
        items: list[tuple[int, Realisation | None]] = []
        intensified = False
        m = k + 1
        while m < n:
            first = m
            while m < n - 1 and not tokens[m].endswith(","):
                # a degree word, or an adverb that reads no gender ("pronto" has both readings)
                if norm[m] not in intensifiers and not (adverb(norm[m]) and gender_of(norm[m]) is None):
                    break
                m += 1
            intensified = intensified or m > first
            word = norm[m]
            if not word.isalpha() or _noun_genders(word, lang)[0] or _not_predicative(word, lang):
                break
            g = gender_of(word)
            if (
                g is None
                and not _bare(tokens[m]).endswith((",", *_CLOSE))
                and (m + 1 >= n or norm[m + 1] not in ands)
            ):
                break  # an invariable word that ends no item: a verb or a noun phrase follows
            items.append((m, g))
            end = _bare(tokens[m])
            if m + 1 >= n or end.endswith(_CLOSE):
                break
            if end.endswith(","):
                m += 1
                continue
            if norm[m + 1] in ands:
                m += 2
                continue
            break
        k = max(m, k + 1)
        genders = [g for _, g in items if g is not None]
        if len(genders) < 2 or len(set(genders)) != 1:
            continue
        if not intensified and _noun_before(norm, tokens, items[0][0] - 1, genders[0], lang):
            continue
        found.extend((j, g) for j, g in items if g is not None)
    return found
