"""An "and"/"or" that joins two noun phrases, not two clauses (en-cues-44).

A coordinated predicate takes the subject of the clause it continues ("He has pouty lips and
tight curvature, but is best known for ..." -> "ma è conosciuto"): the English leaves it out
because it is the same (Quirk et al., *A Comprehensive Grammar of the English Language*, 1985,
13.2 and 13.52 on ellipsis of the subject in coordinated clauses).
``cue_predicates._coordinated_subject`` gave up at any "and" between that subject and the "but",
taking it for the start of another clause. An "and" whose next word is a bare adjective or
noun ("lips and tight curvature", "Greek and Latin") joins two noun phrases of the same clause
(Quirk et al. 13.58ff. on phrasal coordination): it opens no clause and brings no subject, so the
search goes on past it, as long as no person word stands between the subject and the "but".
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe.cue_tokens import Tok

__all__ = ["joins_nominals"]


def joins_nominals(toks: Sequence[Tok], k: int) -> bool:
    """Whether the "and"/"or" at ``k`` is followed by a lower-case word that Apertium's English
    dictionary reads only as an adjective or a noun (no determiner, pronoun or verb reading), so
    that it coordinates two noun phrases. ``False`` without the dictionary."""
    if toks[k].low not in ("and", "or") or toks[k].ends_clause or k + 1 >= len(toks):
        return False
    nxt = toks[k + 1]
    if nxt.title or not nxt.low.isalpha():
        return False
    from fairmt.inflect.apertium_morph import morphology

    morph = morphology("en")
    readings = (morph.readings(nxt.low) if morph is not None else None) or ()
    return bool(readings) and all(r.pos in ("adj", "n") for r in readings)
