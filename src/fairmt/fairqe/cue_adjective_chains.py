"""An adjective coordinated with the epithets of a noun is no fused head ("the old and loyal
dog") (en-cues-71).

:func:`fairmt.fairqe.cue_rules._nominal_adjective` reads "the" + a people adjective ("the
old", "the poor") as a fused head standing for people (CGEL ch. 5 §9) when a word that may
follow a noun phrase comes next, "and" among them ("the old and the sick", "the poor and
hungry are fed"). But coordinated adjectives before a noun are attributive together: in "the old
and loyal dog", "the poor and hungry children", "old" modifies the noun with its conjunct (CGEL
ch. 15, coordination of attributive adjectives), and the noun names what it is, here no person.
The translation then flipped the dog's article and adjective ("La vieille et fidèle chien").

Taken for an attributive chain: after "and"/"or" (or a comma), one or more words the English
dictionary reads as adjectives (no "the": "the old and the young" are two fused heads), ending on
a word that it reads only as a noun ("dog", "children"; not "need", also a verb: "the old and
sick need care" keeps the fused head). A conjunct that is itself a people adjective ("the old and
sick") keeps the fused head when no noun-only word follows.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe.cue_tokens import Tok

__all__ = ["attributive_chain"]

_CONJUNCTIONS = frozenset(["and", "or"])
#: The most adjectives a chain may hold after the first ("the old, tired and loyal dog").
_MAX_CONJUNCTS = 4


def attributive_chain(toks: Sequence[Tok], i: int) -> bool:
    """Whether the adjective ``toks[i]`` after "the" is the first of coordinated epithets of a
    noun-only word (module docstring); ``False`` without Apertium's English dictionary."""
    from fairmt.inflect.apertium_morph import morphology

    morph = morphology("en")
    if morph is None or i + 2 >= len(toks):
        return False
    comma = toks[i].ends_clause and toks[i].raw.endswith(",")
    if toks[i + 1].low not in _CONJUNCTIONS and not comma:
        return False
    if toks[i].ends_clause and not comma:
        return False
    seen = 0
    for t in toks[i + 1 : i + 2 + 2 * _MAX_CONJUNCTS]:
        if t.low in _CONJUNCTIONS and not t.ends_clause:
            continue
        pos = {r.pos for r in morph.readings(t.low)} if t.core.isalpha() and not t.clitic else set()
        if seen and "n" in pos and not any(p.startswith("vb") for p in pos) and not t.opens_clause:
            return True  # the noun the chain modifies ("dog", "horse": no verb reading)
        if "adj" not in pos or "n" in pos or t.opens_clause:
            return False
        if t.ends_clause and not t.raw.endswith(","):
            return False
        seen += 1
    return False
