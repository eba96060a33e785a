"""French pronominal verbs that take a subject attribute: ``la chimiste se retrouve emmêlée``.

Besides *être* and the copular verbs (*sembler, paraître, devenir, rester, demeurer*), some
pronominal verbs introduce an attribute of their subject: *se sentir*, *se montrer*, *se
révéler*, *s'avérer*, *se trouver*, *se retrouver* (Grevisse and Goosse, *Le Bon Usage*, the
verbs that take a subject attribute, among them several pronominal verbs). The adjective or
participle after them agrees with the subject as after *être*: ``elle s'est montrée
prudente``, ``la chimiste se retrouve rapidement emmêlée``. Only with the reflexive clitic
right before the verb (``se``, ``s'``, also after ``ne``): *trouver* and *montrer* without it
take an object (``trouve la clé``). A complement that is no adjective or participle (``se
trouve à Paris``) gives nothing, since the caller reads only gendered predicate words.
fr-inflect-38 (MT-GenEval contextual dev proxy).
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["PRONOMINAL_COPULAS", "pronominal_copula"]

#: Lemmas (Apertium's) of the pronominal verbs that take a subject attribute.
PRONOMINAL_COPULAS = frozenset(["sentir", "montrer", "révéler", "avérer", "trouver", "retrouver"])


def pronominal_copula(low: Sequence[str], k: int, lemmas: set[str]) -> bool:
    """Whether the finite verb ``low[k]`` (lower-cased token, its lemmas ``lemmas``) is one of
    :data:`PRONOMINAL_COPULAS` with its third-person reflexive clitic (``se retrouve``,
    ``s'avère``)."""
    if not lemmas & PRONOMINAL_COPULAS or not 0 <= k < len(low):
        return False
    return low[k].startswith("s'") or (k > 0 and low[k - 1] == "se")
