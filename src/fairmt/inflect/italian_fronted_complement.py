"""A subject after a fronted prepositional phrase opens its clause (it-inflect-62, branch it66).

Italian puts a circumstantial complement before the subject with or without a comma ("Da anni
il fornaio vive solo", "In quella casa la sarta è rimasta sola"; Serianni, *Grammatica
italiana*, XIII.4-7 on the free order of the complements before the subject). The subject's
predicate agreement (:meth:`~fairmt.inflect.italian_agreement.ItalianAgreement._predicate`)
took a subject only where punctuation or a conjunction opened the clause before it, so after
"Da anni" the predicate kept the old gender ("la fornaia vive solo").

:func:`after_fronted_complement` says the clause opens before a subject phrase that starts with
an article or another determiner, not with an articulated preposition ("A casa *del fornaio*" is
one phrase), right where a prepositional phrase ends that itself opens the sentence or follows
punctuation (:func:`_fronted_phrase_end`): a preposition of
:func:`~fairmt.inflect.italian_predicate_gaps._opens_complement` (simple or articulated,
"nel", "dall'estate"), an optional determiner ("quella", "mio") after a simple one or a possessive after an
articulated one ("nel suo"), then one to
three words the dictionary reads as nouns or adjectives, or a number, one of them a noun or
number ("Da anni", "Nel 1990", "In quella casa", "Dopo la guerra"). A word read as a verb, a
pronoun or a conjunction ends the search with no opening: anything longer is left alone.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Word
from fairmt.inflect.italian_clauses import _POSSESSIVE_DETERMINERS
from fairmt.inflect.italian_predicate_gaps import _opens_complement
from fairmt.inflect.italian_words import DETS

__all__ = ["after_fronted_complement", "complement_ending_at", "fronted_complement_before"]

#: Readings that end the fronted phrase's noun group.
_NOT_NOMINAL = frozenset(
    {"det", "pr", "prn", "cnjcoo", "cnjsub", "cnjadv", "vbser", "vbhaver", "vbmod", "vblex"}
)


def _fronted_phrase_end(tokens: Sequence[str], c: int, contractions: Mapping[str, tuple[str, str]]) -> int:
    """The index after the prepositional phrase opening at ``c`` (module docstring), or ``c``."""
    morph = morphology("it")
    first = Word.parse(tokens[c]).core.lower()
    if morph is None or not _opens_complement(first):
        return c
    k, nouns = c + 1, 0
    if "'" in first[:-1]:
        nouns = 1  # "dall'estate": the noun is in the token
    elif k < len(tokens) and (nxt := Word.parse(tokens[k]).core.lower()) in DETS:
        if first in contractions and nxt not in _POSSESSIVE_DETERMINERS:
            return c  # ("nel mio paese", but no second article after "nel")
        k += 1
    end = k
    while k < len(tokens) and k < end + 3:
        w = Word.parse(tokens[k])
        low = w.core.lower()
        rs = morph.readings(low)
        if low.isdigit() or (
            # right after the preposition no verb stands: "in ritardo" is the noun (as in
            # italian_clauses._prepositional_phrase)
            k == end and any(r.pos == "n" for r in rs) and not any(r.pos in ("det", "prn") for r in rs)
        ):
            nouns += 1
        elif not any(r.pos in ("n", "adj") for r in rs) or any(r.pos in _NOT_NOMINAL for r in rs):
            break
        else:
            nouns += any(r.pos == "n" for r in rs)
        k += 1
        if w.post.strip():
            return c
    return k if nouns else c


def after_fronted_complement(
    tokens: Sequence[str], s: int, contractions: Mapping[str, tuple[str, str]]
) -> bool:
    """Whether the phrase at ``s`` follows a prepositional phrase that opens its sentence or
    comes after punctuation (module docstring)."""
    if s >= len(tokens):
        return False
    first = Word.parse(tokens[s]).core.lower()
    head = first.split("'")[0] + "'" if "'" in first[:-1] else first
    if first in contractions or head in contractions or head not in DETS:
        return False
    return fronted_complement_before(tokens, s, contractions)


def complement_ending_at(
    tokens: Sequence[str], end: int, contractions: Mapping[str, tuple[str, str]]
) -> int | None:
    """The start of a prepositional phrase (:func:`_fronted_phrase_end`) that ends right before
    ``tokens[end]`` ("è arrivato *in ritardo* il maestro"), or ``None``."""
    for j in range(end - 1, max(end - 6, -1), -1):
        if _fronted_phrase_end(tokens, j, contractions) == end:
            return j
    return None


def fronted_complement_before(
    tokens: Sequence[str], b: int, contractions: Mapping[str, tuple[str, str]]
) -> bool:
    """Whether a prepositional phrase that opens its sentence (or follows punctuation) ends right
    before ``tokens[b]`` ("*A scuola* è arrivato il maestro"): the clause opens there."""
    if b < 1 or b > len(tokens) or Word.parse(tokens[b - 1]).post.strip():
        return False
    c = b - 1
    while c > 0 and not Word.parse(tokens[c - 1]).post.strip():
        c -= 1
    return _fronted_phrase_end(tokens, c, contractions) == b
