"""The verb of a subject attribute: *être* and the other copular verbs (fr-inflect-48).

A noun phrase after *devenir*, *rester*, *demeurer*, *sembler* or *paraître* is the subject's
attribute as after *être* ("Il est devenu professeur", "Elle reste une amie", "Il semblait un
bon élève": Grevisse and Goosse, *Le Bon Usage*, the copular verbs and the subject attribute),
so it names the subject's referent. :meth:`fairmt.inflect.french.FrenchInflector.attribute_subject`
reads the pronoun before that verb: a role noun there stays with a pronoun the English genders
("He became a teacher" -> "Il est devenu professeur", never "professeure").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from fairmt.inflect.base import Word
from fairmt.inflect.french_avoir import AVOIR_COMPOUND

__all__ = ["copular_verb_start"]

#: Copular verbs other than *être* (their compound tenses take *être*, except *sembler* and
#: *paraître*, which take *avoir*).
_COPULAR_WITH_ETRE = frozenset(["devenir", "redevenir", "rester", "demeurer"])
_COPULAR_WITH_AVOIR = frozenset(["sembler", "paraître"])


def copular_verb_start(tokens: Sequence[str], k: int, verb: str, morph: Any) -> int | None:
    """The index of the finite verb whose subject stands right before it, when ``verb`` (the
    word at ``k``, lower case, elision removed) is the copula of an attribute after it, else
    None: ``k`` for a finite *être* ("est") or copular verb ("devient", "semblait"), ``k - 1``
    for the participle of a copular verb after its auxiliary ("est devenu", "a semblé")."""
    from fairmt.inflect.french_agreement import _ETRE, _elided

    if verb in _ETRE:
        return None if verb in ("être", "été") else k
    readings = [r for r in morph.readings(verb) if r.pos.startswith("vb")]
    finite = {r.lemma for r in readings if "pp" not in r.tags and "inf" not in r.tags and "ger" not in r.tags}
    if finite & (_COPULAR_WITH_ETRE | _COPULAR_WITH_AVOIR):
        return k
    participle = {r.lemma for r in readings if "pp" in r.tags}
    if k < 1 or not participle:
        return None
    _, aux = _elided(Word.parse(tokens[k - 1]).core.lower().replace("’", "'"))
    if participle & _COPULAR_WITH_ETRE and aux in _ETRE and aux not in ("être", "été"):
        return k - 1
    if participle & _COPULAR_WITH_AVOIR and aux in AVOIR_COMPOUND:
        return k - 1
    return None
