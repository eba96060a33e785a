"""Invariable words next to a person stay as the MT has them (fr-inflect-54, fr44).

The agreement walks (french_agreement, french_names, the attribute and participle modules) put in
the person's gender the adjectives and participles they reach. A few words they reach never vary,
whatever their subject, and are put back after the realisation:

* *fait* right before an infinitive: ``elle s'est fait connaître``, ``elles se sont fait passer
  pour ...`` (Grevisse and Goosse, *Le Bon Usage*, the participle *fait* followed by an
  infinitive is invariable; the 1990 rectifications leave it so). The walk made it "faite".
* *fait* right before the bare noun of a verbal locution *faire mal*, *faire peur*, *faire plaisir*
  ...: ``elle s'est fait mal``, ``elles se sont fait confiance``. The reflexive pronoun is the
  indirect object (*faire mal à soi*) and the locution has no direct object before the participle,
  which stays invariable (Grevisse and Goosse, *Le Bon Usage*, the participle of pronominal verbs
  whose pronoun is an indirect object: "Elle s'est fait mal"). A closed list: a bare attribute
  noun after *se faire* agrees ("elle s'est faite avocate", "become"), as an adjective does
  ("elle s'est faite belle"). (fr-inflect-55, fr45)
* the present participle with a complement: ``représentée allant à l'université``, ``l'avait
  trompée concernant ses perspectives``. The present participle is invariable; only the verbal
  adjective agrees, and it takes no object and no adverbial complement of the verb (Grevisse and
  Goosse, *Le Bon Usage*, present participle and verbal adjective). Apertium's dictionary also
  lists these forms as adjectives (*allant*, *concernant*), and the walk made "allante". Taken
  for the participle: a form the dictionary reads as a present participle (``ger``), in *-ant*,
  right before a preposition or a determiner (not de, avec, pour, which a verbal adjective also
  takes: "La serveuse, charmante avec les clientes"), and not after a determiner, a copula or an adverb
  of degree ("la plus importante de l'équipe", "est dépendante de" are verbal adjectives that
  agree).
* *quant* of the locution *quant à* (an adverb: Grevisse and Goosse, *Le Bon Usage*, *quant à*),
  which the dictionary lacks and the ending rules read as an adjective in *-ant* ("quante à").
* *sûr* and *entendu* of the adverbial locutions *bien sûr*, *bien entendu* ("of course"; Grevisse
  and Goosse, *Le Bon Usage*, adverbial locutions), which the walks read as the attribute after the
  adverb *bien* ("Les infirmières sont bien sûre fatiguées"; fr-inflect-61, gfr50). Taken for the
  locution: the MT's masculine singular form after *bien*, at the start of the sentence or after a
  comma, or followed in the same clause by a word that opens no complement of the adjective (not
  *de*, *que*: "Il est bien sûr de lui", "bien sûr qu'il viendra" keep the adjective, which agrees).
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import Morphology
from fairmt.inflect.base import lower_core
from fairmt.inflect.french_verbal_adjectives import gerund
from fairmt.inflect.french_words import _POSSESSIVE, ARTICLES, DEMONSTRATIVES, PREPOSITIONS

__all__ = ["keep_invariable"]

_FAIT = frozenset(["fait", "faits"])
#: The bare nouns of the locutions *faire mal*, *faire peur* ... that take an indirect object.
_FAIRE_LOCUTION_NOUNS = frozenset(
    ["mal", "peur", "plaisir", "honte", "confiance", "face", "signe", "violence"]
)
#: Words that open a complement of a present participle: prepositions and determiners. Not the
#: prepositions that also open the complement of a verbal adjective, which agrees ("reconnaissante
#: de l'aide", "reconnaissante des efforts", "charmante avec les clientes", "utile pour"; Grevisse and
#: Goosse, *Le Bon Usage*, the complements of the adjective): de (du, des) and avec, pour. Nor (not
#: yet seen after such a participle) auprès, près, derrière, devant, durant, envers, malgré.
_COMPLEMENT_OPENERS = (
    (PREPOSITIONS - {"de", "avec", "pour"})
    - {"auprès", "près", "derrière", "devant", "durant", "envers", "malgré"}
    | {"au", "aux"}
    | ARTICLES
    | DEMONSTRATIVES
    | _POSSESSIVE
)
#: Words before a verbal adjective (which agrees): determiners, adverbs of degree, copulas.
_BEFORE_ADJECTIVE = (
    ARTICLES
    | {"des", "du", "de", "d'"}
    | {"plus", "moins", "très", "si", "trop", "assez", "aussi", "bien", "fort", "peu", "tout", "toute"}
    | {"est", "sont", "était", "étaient", "été", "être", "sera", "seront", "serait", "fut", "furent", "soit"}
    | {"reste", "restait", "semble", "semblait", "paraît", "paraissait", "devient", "devenue", "devenu"}
)


def _present_participle(low: Sequence[str], k: int, morph: Morphology) -> bool:
    """Whether ``low[k]`` is a present participle with a complement (module docstring)."""
    word = low[k]
    if not word.endswith("ant") or k + 1 >= len(low) or k == 0 or word.startswith(("l'", "d'")):
        return False
    if low[k + 1] not in _COMPLEMENT_OPENERS and not low[k + 1].startswith("l'"):
        return False
    if low[k - 1] in _BEFORE_ADJECTIVE:
        return False
    return any(gerund(r) for r in morph.readings(word))


def keep_invariable(
    base: list[str], tokens: Sequence[str], span: tuple[int, int], morph: Morphology
) -> list[str]:
    """``base`` (``tokens`` realised for the person at ``span``) with the invariable words outside
    the span that it changed put back as in ``tokens`` (module docstring)."""
    if len(base) != len(tokens):
        return base
    low = [lower_core(t) for t in tokens]
    out = list(base)
    for k, (new, old) in enumerate(zip(base, tokens, strict=True)):
        if new == old or span[0] <= k < span[1]:
            continue
        word = low[k]
        if (
            word == "quant"
            or (
                word in _FAIT
                and k + 1 < len(low)
                and (low[k + 1] in _FAIRE_LOCUTION_NOUNS or _infinitive(low[k + 1], morph))
            )
            or _present_participle(low, k, morph)
            or _adverbial_locution(tokens, low, k, morph)
        ):
            out[k] = old
    return out


#: The second words of the adverbial locutions *bien sûr*, *bien entendu*, as the MT has them.
_LOCUTION_WORDS = frozenset(["sûr", "entendu"])
#: Words that open a complement of the adjective *sûr* ("sûr de lui", "sûr que", "sûr d'elle").
_ADJECTIVE_COMPLEMENT = ("de", "d'", "du", "des", "que", "qu'")


#: Participles of linking verbs, passives and reflexives after which "bien entendu" is the
#: participle *entendu* ("s'est senti bien entendu", "a été bien entendu"), not "of course".
_LINKING_PARTICIPLES = frozenset(
    [
        "été",
        "senti",
        "sentie",
        "sentis",
        "senties",
        "semblé",
        "paru",
        "devenu",
        "devenue",
        "devenus",
        "devenues",
    ]
)
#: Forms of *être* before "bien sûr" read as the adjective when a clause-final adverb follows.
_ETRE_FORMS = frozenset(
    ["est", "sont", "était", "étaient", "sera", "seront", "serait", "seraient", "suis", "es"]
)


def _adverbial_locution(
    tokens: Sequence[str], low: Sequence[str], k: int, morph: Morphology | None = None
) -> bool:
    """Whether ``tokens[k]`` is the *sûr*/*entendu* of *bien sûr*/*bien entendu* (module docstring)."""
    if low[k] not in _LOCUTION_WORDS or k == 0 or low[k - 1] != "bien":
        return False
    nxt = low[k + 1] if k + 1 < len(low) else ""
    if nxt == "par" or (k >= 2 and low[k - 2] in _LINKING_PARTICIPLES):
        return False  # "s'est senti bien entendu par ...", "a été bien entendu": the participle
    if (
        k >= 2
        and low[k - 2] in _ETRE_FORMS
        and k + 1 < len(low)
        and tokens[k] == tokens[k].rstrip()
        and tokens[k + 1] != tokens[k + 1].rstrip(".,;:!?)»")
        and morph is not None
        and any(r.pos.startswith("adv") for r in morph.readings(nxt))
    ):
        return False  # "Il est bien sûr maintenant.": the adjective before a clause-final adverb
    if k == 1 or tokens[k - 2].rstrip().endswith((",", "(", ";", ":")):
        return True  # "Bien sûr, ...", "..., bien sûr, ..."
    if tokens[k] != tokens[k].rstrip(".,;:!?)»"):
        return False  # "Il est bien sûr." / "bien sûr, mais": the adjective
    return bool(nxt) and nxt not in _ADJECTIVE_COMPLEMENT and not nxt.startswith(("d'", "qu'"))


def _infinitive(word: str, morph: Morphology) -> bool:
    return any(r.pos.startswith("vb") and "inf" in r.tags for r in morph.readings(word))
