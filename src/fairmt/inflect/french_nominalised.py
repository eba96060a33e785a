"""French adjectives made nouns by their article: "la plus vieille", "la première", "le seul".

After *être* such a phrase is the subject's attribute, and both the article and the adjective
agree with the subject: "elle est la plus belle de toutes", "elle était la première à partir"
(Grevisse and Goosse, *Le Bon Usage*, § 248 on the subject attribute, the relative superlative
whose article varies when beings are compared with others, and the adjective used as a noun;
TLFi, "premier": "être le premier à ...").

One module for the concept (session 22, bug30). It was written twice: fr-inflect-29 (branch
fr28) read the relative superlative and the nominalised adjective in the attribute walk
(:func:`nominalised_adjective`), and fr-inflect-30 (branch pairs28) added the ordinals and
"seul" as a second branch of ``french_agreement._copular_predicate``. That branch only saw an
article the walk had not taken, which for a gendered ordinal never happens (the walk takes
"la première" before the end of the phrase, punctuation, "à" or "de"); for the epicene
"deuxième" it listed a word whose form does not change. It was removed with no change of
output. :func:`nominalised_ordinal` stays as the narrower test that ``agree`` uses to give
a realised ordinal's article the same gender.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

__all__ = [
    "DEFINITE_ARTICLE",
    "NOMINALISED_ORDINALS",
    "SUPERLATIVE",
    "coordinated_nominalised",
    "gendered",
    "nominalised_adjective",
    "nominalised_ordinal",
    "ordinal_participle",
    "unknown_adjective",
]

#: The adverbs of the relative superlative ("le plus", "le moins").
SUPERLATIVE = frozenset(["plus", "moins"])
#: Definite articles that show a gender, and their forms (the superlative's and the nominalised
#: adjective's article, :func:`nominalised_adjective`).
DEFINITE_ARTICLE = {"le": {"F": "la", "M": "le"}, "la": {"F": "la", "M": "le"}}
#: Adjectives that stand as the noun of an attribute with their article ("la première à
#: partir", "le seul"), by Apertium lemma (pairs28).
NOMINALISED_ORDINALS = frozenset(["premier", "dernier", "seul", "second", "deuxième"])


#: fr-inflect-44: endings of adjectives of quality with two forms (Grevisse, the feminine of
#: adjectives: -eux/-euse, -if/-ive, -ien/-ienne), for adjectives the dictionary lacks
#: ("talentueuses", "combatif"): such a word the dictionary does not know is a gendered
#: adjective. (Common nouns in -eur/-euse and -ien are in the dictionary.)
_UNKNOWN_ADJECTIVE_ENDINGS = ("eux", "euse", "euses", "if", "ifs", "ive", "ives", "ienne", "iennes")


def unknown_adjective(word: str, morph: Any) -> bool:
    """A word the dictionary lacks with a two-form adjective ending (``talentueuses``)."""
    return word.isalpha() and word.endswith(_UNKNOWN_ADJECTIVE_ENDINGS) and not morph.readings(word)


def gendered(word: str, morph: Any) -> bool:
    """An adjective or past participle with a gender of its own (``fatigué``, not ``jeune``);
    also a word the dictionary lacks with a two-form adjective ending (:func:`unknown_adjective`)."""
    if unknown_adjective(word, morph):
        return True
    readings = morph.readings(word)
    return any((r.pos == "adj" or "pp" in r.tags) and r.gender in ("m", "f") for r in readings)


def nominalised_adjective(low: Sequence[str], k: int, morph: Any) -> list[int]:
    """The article and adjective of a predicative relative superlative or nominalised adjective
    at token ``k`` (``est le plus vieux`` -> ``la plus vieille``, ``était le premier
    d'arriver`` -> ``la première``, ``les plus heureux``), else ``[]``.

    After a copula such a phrase is the subject's attribute (module docstring). Only when no
    noun follows the adjective (``est le bon ami``: the noun phrase's own head is the person)
    and the adjective is one (``le plus célèbre``: an epicene adjective, whose article alone
    shows the gender). ``les`` shows no gender: only the adjective is listed."""
    if low[k] not in ("le", "la", "les") or k + 1 >= len(low):
        return []
    j = k + 1
    superlative = low[j] in SUPERLATIVE
    if superlative:
        j += 1
    if j >= len(low):
        return []
    if not superlative and ordinal_participle(low, j, morph):
        # fr-inflect-48: "Nous sommes les premières arrivées", "le dernier venu"
        return ([k] if low[k] in DEFINITE_ARTICLE else []) + [j, j + 1]
    readings = morph.readings(low[j])
    if not any(r.pos == "adj" or (superlative and "pp" in r.tags) for r in readings):
        return []  # (fr-inflect-48: a participle after the superlative too, "les plus touchées")
    if (
        not superlative
        and (
            any(r.pos == "n" for r in readings)
            or not any(r.pos == "adj" and r.gender in ("m", "f") for r in readings)
        )
        and not nominalised_ordinal(low[j], low, j, morph)  # fr-inflect-37: "le deuxième à partir"
    ):
        return []  # "le juge", "le jeune": a noun, or an epicene adjective after a bare article
    nxt = low[j + 1] if j + 1 < len(low) else ""
    if (
        nxt
        and any(r.pos in ("n", "adj") for r in morph.readings(nxt))
        and not any(r.pos in ("pr", "cnjsub", "cnjcoo", "rel", "prn", "adv") for r in morph.readings(nxt))
    ):
        return []  # "le plus vieux professeur": a noun phrase with its own head
    out = [k] if low[k] in DEFINITE_ARTICLE else []
    return out + ([j] if gendered(low[j], morph) else [])


def ordinal_participle(low: Sequence[str], j: int, morph: Any) -> bool:
    """(fr-inflect-48) Whether the ordinal (or "seul") at ``low[j]`` and the past participle
    after it are one nominalised phrase ending there: "les premières arrivées", "le dernier
    venu", "la seule partie" ("the first to arrive", "the last to come"). The participle is
    used as a noun for the person who did it, the ordinal its adjective (Grevisse and Goosse, *Le
    Bon Usage*, the nominalised participle, "le premier venu", "les nouveaux arrivés"); both agree
    with that person, so after a copula both take the subject's gender. Only when the
    participle agrees with the ordinal in number and ends its phrase (the sentence's
    end, a punctuation mark, or "à"/"de"/"pour" and a complement), the two read as they do
    after an article ("la première arrivée du train", "the train's first arrival", has its own
    complement: "du" is none of those)."""
    if j + 1 >= len(low):
        return False
    word = low[j].split("·", 1)[0]  # (realised first, perhaps in its neutral form: "dernier·ères")
    ordinal = [r for r in morph.readings(word) if r.pos == "adj" and r.lemma in NOMINALISED_ORDINALS]
    participle = [r for r in morph.readings(low[j + 1]) if "pp" in r.tags and r.gender in ("m", "f")]
    if not ordinal or not participle:
        return False
    if "·" not in low[j] and not any(o.number == p.number for o in ordinal for p in participle):
        return False  # (in number only: the ordinal may have been realised first)
    after = low[j + 2] if j + 2 < len(low) else ""
    return not after or not any(ch.isalpha() for ch in after) or after in ("à", "de", "d'", "pour")


def nominalised_ordinal(word: str, low: Sequence[str], k: int, morph: Any) -> bool:
    """Whether ``word`` at ``low[k]`` is an ordinal or "seul" read only as an adjective,
    ending its phrase (the sentence's end, punctuation, or "à"/"de" + its complement next),
    not an adjective before its noun ("la première fois")."""
    rs = morph.readings(word)
    if not rs or not all(r.pos == "adj" and r.lemma in NOMINALISED_ORDINALS for r in rs):
        return False
    nxt = low[k + 1] if k + 1 < len(low) else ""
    return not nxt or not any(ch.isalpha() for ch in nxt) or nxt in ("à", "de", "d'")


def coordinated_nominalised(low: Sequence[str], j: int, morph: Any) -> list[int]:
    """fr-inflect-46: a second nominalised attribute coordinated with the first after its
    infinitive ("Nous avons été les premières à arriver *et les dernières* à partir"): the
    coordinated attribute agrees with the same subject (Grevisse, agreement of coordinated
    attributes). ``j`` is the token after the first one (:func:`nominalised_adjective`);
    ``[]`` when none."""
    if j + 1 < len(low) and low[j] in ("à", "de", "d'"):
        j += 2  # its infinitive ("à arriver")
    if j + 1 < len(low) and low[j] in ("et", "ou", "mais"):
        return nominalised_adjective(low, j + 1, morph)
    return []
