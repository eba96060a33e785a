"""The addressee of "thank you for coming" (en-cues-41).

"Thank you for coming" -> it "Grazie per essere venuta/venuto", fr "Merci d'être venue/venu",
es "Gracias por haber venido" (no agreement there). The object of *thank* is the subject of the
gerund after *for* (Quirk et al. 1985, §15.12 on the subject of a non-finite clause, which is
the matrix clause's object when it is unexpressed), and English does not state that person's
gender. Romance languages render the gerund of a verb of motion or state with the perfect
infinitive of the auxiliary *be* (*essere*, *être*), whose participle agrees with that subject
(Serianni, *Grammatica italiana*, XI.360ff.; Grevisse, *Le bon usage*, §936), so the translation
chose a gender the source leaves open: a C10 hit, aligned through the gerund.

Kept narrow: *thank*/*thanks* with "you"/"them"/"us" (or no object, "Thanks for coming"), then
"for", then one of the gerunds of :data:`_BE_GERUNDS`, verbs whose Italian and French
counterparts take *essere*/*être*. A gerund of a verb with *avere* ("for helping" -> "per
avermi aiutato") agrees with nobody and gives no hit.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fairmt.fairqe.cues import Hit, Tok

__all__ = ["thanked_gerunds"]

_THANK = frozenset(["thank", "thanks"])
#: Objects of *thank* whose gender English leaves open.
_OBJECTS = frozenset(["you", "them", "us"])
#: Gerunds of verbs of motion and change of state (Italian *essere*, French *être* in the
#: compound tenses).
_BE_GERUNDS = frozenset(
    ["coming", "arriving", "staying", "returning", "going", "stopping", "dropping", "joining", "being"]
)


def thanked_gerunds(toks: Sequence[Tok], covered: set[int]) -> list[Hit]:
    """C10 hits for "Thank you for coming" (module docstring): the hit spans the object (or
    "thanks") to the gerund and aligns through the gerund."""
    from fairmt.fairqe.cues import predicate_hit

    out: list[Hit] = []
    for i, t in enumerate(toks):
        if t.low not in _THANK or t.ends_clause:
            continue
        k = i + 1
        if k < len(toks) and toks[k].low in _OBJECTS and not toks[k].ends_clause:
            k += 1
        if k + 1 >= len(toks) or toks[k].low != "for" or toks[k].ends_clause:
            continue
        j = k + 1
        if toks[j].low not in _BE_GERUNDS or j in covered:
            continue
        note = f"'{t.core} ... for {toks[j].core}': the thanked person's gender is unstated"
        out.append(predicate_hit(i + 1 if k > i + 1 else i, j, toks[j], note))
        covered.update(range(i, j + 1))
    return out
