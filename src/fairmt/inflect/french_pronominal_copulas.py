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

In a compound tense (``s'est montré``, ``se sont révélées``) the word after the participle, over
adverbs, is read as that attribute even where the analyser also reads it as a noun (*patient*,
*fort*, *malade*): with no article before it, a bare word after these verbs is the subject's
attribute, and an adjective there agrees like the participle (``elle s'est montrée très
patiente``; Grevisse and Goosse, ibid.). fr-inflect-43 (gold fr-928).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

__all__ = ["PRONOMINAL_COPULAS", "pronominal_copula", "pronominal_copula_participle"]

#: Lemmas (Apertium's) of the pronominal verbs that take a subject attribute.
PRONOMINAL_COPULAS = frozenset(["sentir", "montrer", "révéler", "avérer", "trouver", "retrouver"])


def pronominal_copula(low: Sequence[str], k: int, lemmas: set[str]) -> bool:
    """Whether the finite verb ``low[k]`` (lower-cased token, its lemmas ``lemmas``) is one of
    :data:`PRONOMINAL_COPULAS` with its third-person reflexive clitic (``se retrouve``,
    ``s'avère``)."""
    if not lemmas & PRONOMINAL_COPULAS or not 0 <= k < len(low):
        return False
    return low[k].startswith("s'") or (k > 0 and low[k - 1] == "se")


#: Forms of *être* after the reflexive in a compound tense (``s'est``, ``se sont``, ``s'était``).
_ETRE = frozenset(
    ["est", "sont", "était", "étaient", "sera", "seront", "serait", "seraient", "soit", "soient"]
)


def pronominal_copula_participle(low: Sequence[str], k: int, morph: Any) -> bool:
    """Whether the lower-cased token ``low[k]`` is the participle of one of
    :data:`PRONOMINAL_COPULAS` right after its reflexive and *être* (``s'est montré``, ``se sont
    révélés``, ``ne s'est pas senti``); ``morph`` is the French analyser."""
    if not 0 < k < len(low) or morph is None:
        return False
    if not {r.lemma for r in morph.readings(low[k]) if "pp" in r.tags} & PRONOMINAL_COPULAS:
        return False
    j = k - 1
    if low[j] in ("pas", "jamais", "plus", "vite", "déjà", "toujours", "bien") and j > 0:
        j -= 1
    if low[j].startswith("s'") and low[j][2:] in _ETRE:
        return True
    return low[j] in _ETRE and j > 0 and low[j - 1] == "se"
