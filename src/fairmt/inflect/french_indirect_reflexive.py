"""French pronominal verbs whose reflexive pronoun is an indirect object: ``elle s'est dit``.

The past participle of a pronominal verb agrees with the reflexive pronoun only when that
pronoun is the direct object (``elle s'est lavée``). With the verbs whose object is introduced
by *à* (*dire à, demander à, parler à, téléphoner à, sourire à, plaire à, succéder à, nuire à,
mentir à*, *promettre à, permettre à*), the reflexive is an indirect object and the participle
stays invariable: ``elle s'est dit que ...``, ``elles se sont parlé``, ``je me suis demandé
si ...`` (Grevisse and Goosse, *Le Bon Usage*, the agreement of the participle of pronominal
verbs; the reflexive as an indirect object). The realiser must not put such a participle in
the person's gender (``L'enseignante s'est demandée``, ``Je me suis dite``).

Some of these verbs also take the reflexive as a **direct** object, followed by its attribute
(*se dire* "to declare oneself": ``elle s'est dite stupéfaite``; *se promettre à* "to pledge
oneself": ``elle s'est promise à lui``): the participle then agrees like that of any direct
reflexive (Grevisse and Goosse, *Le Bon Usage*, the participle of pronominal verbs whose
reflexive is the direct object). For those verbs (:data:`_EITHER`) the participle counts as
invariable only where what follows it is the thing said, asked or promised: a clause (*que*,
*si*, a question word), an infinitive (*de* or a bare one), or the quoted words after a colon
or a quotation mark (fr-inflect-38).
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.french_reflexive_object import after_reflexive_etre, object_after_reflexive_participle

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
#: Verbs among them whose reflexive may also be the direct object, before an attribute.
_EITHER = frozenset(["dit", "promis", "permis", "écrit"])
#: Words after such a participle that show an indirect reflexive: the direct object follows.
_OBJECT_OPENERS = frozenset(
    ["que", "qu'", "de", "d'", "si", "s'", "pourquoi", "comment", "quand", "combien", ":", "«", '"', "“"]
)
#: Every form the realiser may meet (a participle already put in a gender counts too).
_FORMS = frozenset(f"{p}{e}" for p in _PARTICIPLES for e in ("", "e", "s", "es"))
_EITHER_FORMS = frozenset(f"{p}{e}" for p in _EITHER for e in ("", "e", "s", "es"))
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


def indirect_reflexive_participle(low: Sequence[str], k: int) -> bool:
    """Whether the lower-cased token ``low[k]`` is the participle of one of these verbs after a
    reflexive pronoun and a form of *être* (``s'est dit``, ``me suis demandé``, ``se sont
    parlé``, past ``ne ... pas`` and one adverb); for a verb of :data:`_EITHER`, only before
    its object (``s'est dit que``, not ``s'est dite stupéfaite``)."""
    if 0 < k < len(low) and object_after_reflexive_participle(low, k):
        return True  # fr-inflect-43: "s'est donné une semaine" (french_reflexive_object)
    if not 0 < k < len(low) or low[k] not in _FORMS:
        return False
    if low[k] in _EITHER_FORMS and not _object_follows(low, k + 1):
        return False
    return after_reflexive_etre(low, k, _ETRE)


def _object_follows(low: Sequence[str], k: int) -> bool:
    """Whether the direct object of *dire*/*promettre*/... starts at ``low[k]``: a word of
    :data:`_OBJECT_OPENERS` (also elided, ``qu'il``, ``d'aller``) or an infinitive. The end of
    the sentence and a token of punctuation alone (the callers pass words without their
    punctuation, so ``:`` is empty) count too: the object came before (``ce qu'elle s'est
    dit.``) or is quoted after it (``Je me suis dit : ...``); an attribute never follows there."""
    if k >= len(low):
        return True
    word = low[k]
    if not word or word in _OBJECT_OPENERS or word[:1] in (":", "«", '"', "“"):
        return True
    if word.startswith(("qu'", "d'", "s'")):
        return True
    from fairmt.inflect.apertium_morph import morphology

    morph = morphology("fr")
    return morph is not None and any(r.pos.startswith("vb") and "inf" in r.tags for r in morph.readings(word))
