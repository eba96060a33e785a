"""A pronominal verb with its direct object after the participle: ``elle s'est donné une semaine``.

When a pronominal verb has a direct object of its own after the participle, the reflexive
pronoun is the indirect object (*donner une semaine à soi*), and the participle agrees with no
preceding direct object, so it stays invariable: ``elle s'est lavé les mains``, ``elles se sont
acheté une maison``, ``elle s'est donné une semaine`` (Grevisse and Goosse, *Le Bon Usage*, the
participle of pronominal verbs: the reflexive as an indirect object, the direct object after the
participle). The realiser must not put such a participle in the person's gender (``La peintre
s'est donnée une semaine``; gold fr-940).

The object is read from a determiner right after the participle. Not an object, and so left to
the other rules:

* the attribute of the verbs that take one after the reflexive (*se montrer, se révéler, se
  trouver, se retrouver, se sentir, se dire, se croire, se déclarer, se considérer, s'appeler,
  se nommer*...): ``elle s'est montrée une amie fidèle``, ``s'est déclarée la gagnante``;
* *des*, *du*, *de*, which may be the preposition *de* with the article (``elle s'est occupée
  des enfants``, where the participle agrees);
* an article before a rank or *seul* (``s'est classée la première``, ``s'est retrouvée la
  seule``), which is an attribute or an adverbial, not an object.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.french_words import _POSSESSIVE, ARTICLES, DEMONSTRATIVES

__all__ = ["object_after_reflexive_participle"]

#: Determiners that open a direct object after the participle (not "des"/"du"/"de": see above).
_DETERMINERS = (ARTICLES - {"l'"}) | DEMONSTRATIVES | _POSSESSIVE | {"quelques", "plusieurs", "deux", "trois"}
#: Participle stems (masculine singular) of pronominal verbs that take an attribute of the subject.
_ATTRIBUTE_VERBS = frozenset(
    [
        "montré",
        "révélé",
        "avéré",
        "trouvé",
        "retrouvé",
        "senti",
        "dit",
        "cru",
        "voulu",
        "déclaré",
        "considéré",
        "appelé",
        "nommé",
        "proclamé",
        "imaginé",
        "estimé",
        "jugé",
        "affirmé",
        "fait",
        "rendu",
        "classé",
        "placé",
    ]
)
#: Words after an article that make it an attribute or an adverbial, not an object.
_RANKS = frozenset(["premier", "première", "premiers", "premières", "seul", "seule", "seuls", "seules"])
_RANK_PREFIXES = ("dernier", "dernière", "meilleur", "plus", "moins")
_ETRE = frozenset(
    ["suis", "es", "est", "sommes", "êtes", "sont", "étais", "était", "étions", "étiez", "étaient", "être"]
)
_ETRE |= frozenset(["sera", "seront", "serait", "seraient", "soit", "soient", "fut", "furent"])
_REFLEXIVES = frozenset(["me", "te", "se", "nous", "vous"])
_ELIDED = ("m'", "t'", "s'")


def _stem(word: str) -> str:
    """The masculine singular of a participle form (``donnée`` -> ``donné``)."""
    for end in ("es", "e", "s"):
        if word.endswith(end) and len(word) > len(end) + 1 and word[: -len(end)][-1:] in "éiust":
            return word[: -len(end)]
    return word


def object_after_reflexive_participle(low: Sequence[str], k: int) -> bool:
    """Whether the lower-cased token ``low[k]`` is the participle of a pronominal verb in a
    compound tense (``s'est``, ``se sont``, ``me suis``, over ``ne``/one adverb) with a direct
    object of its own right after it (``s'est donné une semaine``, ``se sont lavé les mains``)."""
    if not 0 < k < len(low) - 1 or "·" in low[k]:
        return False
    stem = _stem(low[k])
    if stem in _ATTRIBUTE_VERBS or not stem.endswith(("é", "i", "u", "is", "it", "ert", "int")):
        return False
    nxt = low[k + 1]
    if not (nxt in _DETERMINERS or (nxt.startswith("l'") and len(nxt) > 2)):
        return False
    after = low[k + 2] if k + 2 < len(low) else ""
    if after in _RANKS or after.startswith(_RANK_PREFIXES) or after.endswith(("ième", "ièmes")):
        return False
    return after_reflexive_etre(low, k)


def after_reflexive_etre(low: Sequence[str], k: int, etre: frozenset[str] = _ETRE) -> bool:
    """Whether ``low[k]`` comes right after a reflexive pronoun and a form of *être* in ``etre``
    (``s'est``, ``se sont``, ``ne s'est pas``, one adverb between). Shared with
    :mod:`fairmt.inflect.french_indirect_reflexive`, which passes its longer list of forms."""
    j = k - 1
    if low[j] in ("pas", "jamais", "plus", "bien", "souvent", "alors", "aussitôt", "déjà", "toujours"):
        j -= 1
    if j < 0:
        return False
    verb = low[j]
    for prefix in _ELIDED:
        if verb.startswith(prefix) and verb[len(prefix) :] in etre:
            return True
    if verb not in etre:
        return False
    before = low[j - 1] if j > 0 else ""
    if before.startswith("n'"):
        before = low[j - 2] if j > 1 else ""
    return before in _REFLEXIVES
