"""A realised predicative takes the predicatives coordinated with it along (it-inflect-60, it65).

Coordinated predicatives share the subject they are said of ("tornò sudata ma contenta",
"restarono zitte e immobili"; Serianni, *Grammatica italiana*, XIV.13-17), so they agree with it
together. Where a cue's span is one predicative adjective or participle (the aligner links
"sweaty" to "sudata" and "pleased" to nothing), the realisation changed only the first
("sudato ma contenta"). :func:`predicative_conjuncts` puts the predicatives joined to the
changed one by a conjunction of :data:`~fairmt.inflect.italian_predicate_joins.PREDICATE_JOINS`
(over degree adverbs) in the new gender too, when they show the first one's old gender and
number and are no noun ("la madre e la figlia" joins nouns, not predicatives).

it65 review: only a predicative changed on the subject's behalf is followed. Where the participle
or adjective just before it (over adverbs) still shows the old gender ("è arrivata stanca e
affamata", a span on "stanca" alone), the change of the first adjective is no agreement with the
subject but a stray one, and spreading it would only make more words disagree: nothing is done.
A changed predicative also takes the one joined right before it along ("è rimasto calmo e
concentrato", a span on "concentrato" alone: "rimasta calma e concentrata"), under the same
check on the word before that one.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import Morphology, morphology
from fairmt.inflect.base import Word
from fairmt.inflect.italian_persons import ADVERBS
from fairmt.inflect.italian_predicate_joins import PREDICATE_JOINS, coordinated_predicative
from fairmt.inflect.romance import Gender

__all__ = ["predicative_conjuncts"]


def _predicative(morph: Morphology, low: str) -> tuple[str, str] | None:
    """The (gender, number) of ``low`` read only as a gendered adjective or participle (a finite
    verb reading beside it is allowed: "contenti"); ``None`` for a noun or anything else."""
    rs = morph.readings(low)
    agreeing = [r for r in rs if r.pos == "adj" or "pp" in r.tags]
    if not agreeing or any(r.pos == "n" for r in rs):
        return None
    keys = {(r.gender, r.number) for r in agreeing}
    if len(keys) != 1:
        return None
    g, n = next(iter(keys))
    return (g, n) if g in ("m", "f") and n in ("sg", "pl") else None


def _participle(morph: Morphology, low: str) -> tuple[str, str] | None:
    """The (gender, number) of ``low`` read as a past participle, ``None`` for none or several."""
    keys = {(r.gender, r.number) for r in morph.readings(low) if "pp" in r.tags}
    return next(iter(keys)) if len(keys) == 1 else None


def predicative_conjuncts(tokens: Sequence[str], out: list[str], k: int, gender: Gender) -> list[str]:
    """``out`` (``tokens`` realised, same length) with the predicatives coordinated after
    ``tokens[k]``, a predicative the realisation changed, put in ``gender`` (module docstring)."""
    morph = morphology("it")
    if morph is None or len(out) != len(tokens) or out[k] == tokens[k]:
        return out
    old = _predicative(morph, Word.parse(tokens[k]).core.lower())
    if old is None or Word.parse(tokens[k]).post.strip():
        return out
    words = [Word.parse(t) for t in tokens]
    result = list(out)
    first = k
    if (
        k >= 2
        and words[k - 1].core.lower() in PREDICATE_JOINS
        and not words[k - 1].post.strip()
        and not words[k - 2].post.strip()
        and out[k - 2] == tokens[k - 2]
        and _predicative(morph, words[k - 2].core.lower()) == old
    ):
        first = k - 2  # (it65 review: "calmo e concentrata" -> "calma e concentrata")
    i = first - 1
    while i >= 0 and words[i].core.lower() in ADVERBS and not words[i].post.strip():
        i -= 1
    if (
        i >= 0
        and out[i] == tokens[i]
        and not words[i].post.strip()
        and (
            _predicative(morph, words[i].core.lower()) == old
            or _participle(morph, words[i].core.lower()) == old
        )
    ):
        return out  # (the verb before still shows the old gender: module docstring)
    if first < k:
        before = morph.agree(words[first].core.lower(), gender)
        if before is not None:
            result[first] = words[first].render(before)
    j = k + 1
    while True:
        m = coordinated_predicative(
            words, j, old[1], ADVERBS, lambda w: old[1] if _predicative(morph, w) == old else ""
        )
        if m is None:
            return result
        new = morph.agree(words[m].core.lower(), gender)
        if new is None or result[m] != tokens[m]:
            return result
        result[m] = words[m].render(new)
        if words[m].post.strip():
            return result
        j = m + 1
