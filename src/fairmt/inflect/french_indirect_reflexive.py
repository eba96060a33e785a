"""French pronominal verbs whose reflexive pronoun is an indirect object: ``elle s'est dit``.

The past participle of a pronominal verb agrees with the reflexive pronoun only when that
pronoun is the direct object (``elle s'est lavée``). With the verbs whose object is introduced
by *à* (*dire à, demander à, parler à, téléphoner à, sourire à, plaire à, succéder à, nuire à,
mentir à*, *promettre à, permettre à*), the reflexive is an indirect object and the participle
stays invariable: ``elle s'est dit que ...``, ``elles se sont parlé``, ``je me suis demandé
si ...`` (Grevisse and Goosse, *Le Bon Usage*, the agreement of the participle of pronominal
verbs; the reflexive as an indirect object). The realiser must not put such a participle in
the person's gender (``L'enseignante s'est demandée``, ``Je me suis dite``).
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["indirect_reflexive_participle"]

#: Masculine singular participles of verbs whose reflexive is an indirect object.
_PARTICIPLES = frozenset(
    [
        "dit",
        "demandé",
        "parlé",
        "téléphoné",
        "souri",
        "plu",
        "déplu",
        "complu",
        "succédé",
        "nui",
        "menti",
        "promis",
        "permis",
        "écrit",
        "répondu",
        "ressemblé",
    ]
)
#: Every form the realiser may meet (a participle already put in a gender counts too).
_FORMS = frozenset(f"{p}{e}" for p in _PARTICIPLES for e in ("", "e", "s", "es"))
_ETRE = frozenset(
    [
        "suis",
        "es",
        "est",
        "sommes",
        "êtes",
        "sont",
        "étais",
        "était",
        "étions",
        "étiez",
        "étaient",
        "serai",
        "sera",
        "serons",
        "serez",
        "seront",
        "serais",
        "serait",
        "serions",
        "seriez",
        "seraient",
        "sois",
        "soit",
        "soyons",
        "soyez",
        "soient",
        "fus",
        "fut",
        "furent",
        "être",
    ]
)
_REFLEXIVES = frozenset(["me", "te", "se", "nous", "vous"])
_ELIDED = ("m'", "t'", "s'")


def indirect_reflexive_participle(low: Sequence[str], k: int) -> bool:
    """Whether the lower-cased token ``low[k]`` is the participle of one of these verbs after a
    reflexive pronoun and a form of *être* (``s'est dit``, ``me suis demandé``, ``se sont
    parlé``, past ``ne ... pas`` and one adverb)."""
    if not 0 < k < len(low) or low[k] not in _FORMS:
        return False
    j = k - 1
    if low[j] in ("pas", "jamais", "plus", "bien", "souvent", "alors", "aussitôt", "déjà", "toujours"):
        j -= 1
    if j < 0:
        return False
    verb = low[j]
    for prefix in _ELIDED:
        if verb.startswith(prefix) and verb[len(prefix) :] in _ETRE:
            return True
    if verb not in _ETRE:
        return False
    before = low[j - 1] if j > 0 else ""
    if before.startswith("n'"):
        before = low[j - 2] if j > 1 else ""
    return before in _REFLEXIVES
