"""A clause-final apposition to a he/she subject is the subject's (helper ex44, issue 13).

"She was born in 1950 in Leeds, the eldest of four children", "He grew up in Ohio, the youngest
child of a miner": a noun phrase set off by a comma at the end of a clause whose only person is its
pronoun subject is a supplementary apposition to that subject (Huddleston and Pullum, *The
Cambridge Grammar of the English Language*, ch. 15 §5 on supplements, whose anchor may be a
clause's subject when nothing else in the clause can be). The Spanish and Italian translation
agrees it with the subject: "la mayor de cuatro hijos", "il figlio più piccolo di un minatore";
the fused head or person noun of the apposition is therefore an explicit cue of the pronoun's
gender, like the predicate nominal of "She is the eldest" (ex39, :mod:`fairmt.fairqe.cue_rules`).

It is read only where nothing else could be the anchor: the pronoun opens its sentence (or
follows an introductory phrase ended by a comma), and between it and the comma there is no other
cue and no capitalised word that could name a person, except place names after a locative
preposition ("in New York City"). The apposition is "the" + a singular fused age head before
"of" ("the eldest of"), or "the" + up to one word + a singular role or relation noun ("the only
child of", "the youngest daughter" is a kinship noun and explicit already).
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe.cue_tokens import Hit, Tok, _words
from fairmt.fairqe.taxonomy import C1, C6, C7, C8, C10, C11

_SUBJECTS = _words("he she")
#: Prepositions after which a capitalised word is a place or a date ("in New York", "on May 1").
_LOCATIVES = _words("in at near from on of to into outside")
_WINDOW = 20


def _opens_sentence(toks: Sequence[Tok], sid: Sequence[int], i: int) -> bool:
    return i == 0 or sid[i - 1] != sid[i] or toks[i - 1].ends_clause


def subject_appositions(toks: Sequence[Tok], hits: Sequence[Hit], sid: Sequence[int]) -> None:
    """Upgrade, in place, the apposition hits of a he/she subject to C6 cues of its gender."""
    at = {h.start: h for h in hits}
    for h in hits:
        if h.category != C1 or h.lemma not in _SUBJECTS or h.gender is None:
            continue
        if not _opens_sentence(toks, sid, h.start) or toks[h.start].ends_clause:
            continue
        comma = None
        place = False  # inside a capitalised place name after a locative preposition
        for k in range(h.end, min(h.end + _WINDOW, len(toks))):
            if sid[k] != sid[h.start]:
                break
            other = at.get(k)
            if other is not None and not (other.category in (C6, C10) and other.kind == "predicate"):
                break
            t = toks[k]
            if t.title and not t.core.isdigit():
                place = place or (k > 0 and toks[k - 1].low in _LOCATIVES)
                if not place:
                    break
            else:
                place = False
            if t.ends_clause:
                if t.raw.rstrip("\"'”’").endswith(","):
                    comma = k
                break
        if comma is None or comma + 2 >= len(toks) or toks[comma + 1].low != "the":
            continue
        for n in (comma + 2, comma + 3):
            cand = at.get(n)
            if n >= len(toks) or sid[n] != sid[h.start]:
                break
            if cand is None:
                if toks[n].ends_clause:
                    break
                continue
            fused = (
                cand.category == C8
                and cand.kind == "indefinite"
                and n + 1 < len(toks)
                and toks[n + 1].low == "of"
                and not toks[n].ends_clause
            )
            if (fused or cand.category in (C7, C11)) and not cand.plural:
                cand.category, cand.gender = C6, h.gender
                cand.note = f"{cand.note}; must agree: apposition to the subject '{toks[h.start].core}'"
            break
