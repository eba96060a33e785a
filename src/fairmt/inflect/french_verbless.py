"""Every attribute of a verbless sentence agrees with its one person (fr-inflect-54, fr44).

"Enfin rentrée, épuisée mais heureuse." (for "Home at last, exhausted but happy."): a sentence
with no finite verb whose detached adjectives and participles are all said of the same unstated
person, the speaker or the protagonist (Grevisse and Goosse, *Le Bon Usage*, the verbless
sentence, *phrase averbale*; Quirk et al. 1985, §12.47). The English cue names the coordinated
predicates ("exhausted", "happy"; :mod:`fairmt.fairqe.cue_fragments`), but the MT may render the
setting with a participle too ("Home" -> "rentrée"), which agrees with the same person: realising
the cue's words alone gave "Enfin rentrée, épuisé mais heureux".

:func:`verbless_attributes` changes, when the realised span is itself such an attribute (an
adjective or participle, no noun phrase) and the span's sentence has no finite verb, each other
adjective or participle of the sentence that stands detached: at the start of the sentence or
after a comma, with only adverbs and coordinators before it there ("Enfin rentrée", "mais
heureuse"). A word after a determiner or a preposition belongs to a noun phrase ("à la maison")
and stays.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.apertium_morph import FINITE_TAGS, Morphology
from fairmt.inflect.base import Word, lower_core

__all__ = ["verbless_attributes"]

_COORDINATORS = frozenset(["et", "mais", "ou", "ni", "puis"])


def _finite(word: str, morph: Morphology) -> bool:
    return any(r.pos.startswith("vb") and FINITE_TAGS & set(r.tags) for r in morph.readings(word))


def _adverb(word: str, morph: Morphology) -> bool:
    readings = morph.readings(word)
    return bool(readings) and all(r.pos in ("adv", "preadv", "cnjadv") for r in readings)


def _attribute(word: str, morph: Morphology) -> bool:
    """An adjective or participle with a gender of its own (not a word of both genders)."""
    return any(
        (r.pos == "adj" or (r.pos.startswith("vb") and "pp" in r.tags)) and r.gender in ("m", "f")
        for r in morph.readings(word)
    )


def _sentence(tokens: Sequence[str], span: tuple[int, int]) -> tuple[int, int]:
    """The token range of the sentence that holds ``span``."""
    a = span[0]
    while a > 0 and not any(ch in Word.parse(tokens[a - 1]).post for ch in ".!?"):
        a -= 1
    b = span[1]
    while b < len(tokens) and not any(ch in Word.parse(tokens[b - 1]).post for ch in ".!?"):
        b += 1
    return a, min(b, len(tokens))


def _detached(tokens: Sequence[str], low: Sequence[str], start: int, k: int, morph: Morphology) -> bool:
    """Whether only adverbs and coordinators stand between the sentence start or the last comma
    and token ``k``."""
    j = k - 1
    while j >= start and not Word.parse(tokens[j]).post.strip().startswith((",", ";", ":")):
        if low[j] not in _COORDINATORS and not _adverb(low[j], morph):
            return False
        j -= 1
    return True


def verbless_attributes(
    base: list[str],
    tokens: Sequence[str],
    span: tuple[int, int],
    gender: str,
    morph: Morphology,
    agree: Callable[[str, str, str | None], str | None],
) -> list[str]:
    """``base`` (``tokens`` with the attribute at ``span`` realised in ``gender``) with the other
    detached attributes of its verbless sentence in the same gender (module docstring)."""
    s, e = span
    if len(base) != len(tokens) or gender not in ("F", "M") or e - s != 1 or base[s] == tokens[s]:
        return base
    low = [lower_core(t) for t in tokens]
    if not _attribute(low[s], morph):
        return base
    a, b = _sentence(tokens, span)
    morph.prefetch(low[a:b])  # one lt-proc exchange for the sentence's words
    if any(_finite(low[k], morph) and not _attribute(low[k], morph) for k in range(a, b)):
        return base
    if not _detached(tokens, low, a, s, morph):
        return base
    out = list(base)
    for k in range(a, b):
        if k == s or out[k] != tokens[k] or not low[k] or not _attribute(low[k], morph):
            continue
        if not _detached(tokens, low, a, k, morph):
            continue
        word = Word.parse(tokens[k])
        new = agree(word.core.lower(), gender, None)
        if new is not None and new != word.core.lower():
            out[k] = word.render(new)
    return out
