"""Detached predicatives at the end of a pronoun subject's sentence (en-cues-51).

"They left without saying goodbye, offended." "I went home, tired and hungry." An adjective or
participle set off by a comma at the end of the sentence is a supplementive clause said of the
subject (Quirk et al. 1985, §15.58-15.60 on verbless supplementive clauses: their implied
subject is the subject of the matrix clause). English shows no agreement, but es/fr/it do
("Se fueron sin despedirse, ofendidas"), and with a dropped or ungendered subject pronoun the
predicative is the only word that shows whose gender the translation chose: a C10 cue after
I/you/we/they, C6 with the gender of *he*/*she*. The targets' side is
:mod:`fairmt.inflect.clause_final_predicatives`.

Only when the sentence opens with the pronoun, no person noun stands between it and the comma
(that person may be the one described: "They found the child, exhausted"), and everything after
the comma is adverbs, "and" and adjectives or participles, up to the sentence's end.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fairmt.fairqe.cues import Hit, Tok

__all__ = ["detached_final_predicates"]

_UNSTATED = frozenset(["i", "you", "we", "they"])


def _sentences(toks: Sequence[Tok]) -> list[tuple[int, int]]:
    out, s = [], 0
    for k, t in enumerate(toks):
        if t.ends_sentence or k == len(toks) - 1:
            out.append((s, k))
            s = k + 1
    return out


def detached_final_predicates(toks: Sequence[Tok], hits: Sequence[Hit], covered: set[int]) -> list[Hit]:
    """C10/C6 hits for a sentence-final predicative set off by a comma after a pronoun subject
    (module docstring)."""
    from fairmt.fairqe.cue_predicates import _adjectival, _predicate_word, _skip_adverbs
    from fairmt.fairqe.cue_tokens import Hit
    from fairmt.fairqe.cue_words import SUBJECT_PRONOUNS
    from fairmt.fairqe.taxonomy import C1, C6, C10

    out: list[Hit] = []
    for s, e in _sentences(toks):
        low = toks[s].low
        explicit = next(
            (
                h
                for h in hits
                if h.start == s and h.category == C1 and h.gender and h.lemma in SUBJECT_PRONOUNS
            ),
            None,
        )
        if low not in _UNSTATED and explicit is None:
            continue
        commas = [k for k in range(s + 1, e) if toks[k].ends_clause and toks[k].raw.rstrip().endswith(",")]
        if not commas:
            continue
        p = commas[-1]
        if any(h.start > s and h.start <= p and h.category != C1 for h in hits):
            continue  # another person before the comma may be the one described
        first, j = None, p + 1
        while j <= e:
            j = _skip_adverbs(toks, j)
            if j > e:
                break
            t = toks[j]
            if t.low == "and" and first is not None and not t.ends_clause:
                j += 1
                continue
            if j in covered or not _predicate_word(t) or not _adjectival(t.low):
                first = None
                break
            first = j if first is None else first
            if t.ends_sentence or j == e:
                break
            if t.ends_clause and not t.raw.rstrip().endswith(","):
                first = None
                break
            j += 1
        if first is None or not (toks[j].ends_sentence or j == e):
            continue
        w = toks[first]
        if explicit is not None:
            note = f"detached predicative '{w.core}' must agree with '{toks[s].core}' ({explicit.gender})"
            out.append(Hit(first, first + 1, C6, explicit.gender, w.low, note, kind="predicate"))
        else:
            note = f"detached predicative '{w.core}' of '{toks[s].core}': the subject's gender is unstated"
            out.append(Hit(first, first + 1, C10, None, w.low, note, kind="predicate", align=(first,)))
        covered.add(first)
    return out
