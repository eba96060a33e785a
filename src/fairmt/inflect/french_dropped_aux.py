"""A past participle right after a French person noun and before its direct object: the MT's
compound tense without its auxiliary (fr-inflect-34).

Apertium often drops the *avoir* of a passé composé ("L'avocat appelé le client" for "The
lawyer called the client", "Le chanteur perdu sa voix"). Such a participle reads like an
epithet of the noun before it, but an adjectival (passive) participle takes no direct object:
with one after it ("appelé le client", "appelé l'employé") the participle is the verb of a
compound tense with *avoir*, which does not agree with its subject (Grevisse and Goosse, *Le
Bon Usage*, § 939 on the participle conjugated with *avoir*; § 937 on the adjectival
participle, a passive). So it keeps its form when the noun is realised. A noun phrase of time
after the participle is no object ("élu la semaine dernière", "arrivé le 5 mai"), nor is a
complement with *de* ("satisfait du service", "entouré des policiers"): there the participle
is an epithet and agrees.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import Morphology
from fairmt.inflect.base import Word
from fairmt.inflect.french_words import _POSSESSIVE, ARTICLES, DEMONSTRATIVES

__all__ = ["TIME_NOUNS", "keep_dropped_auxiliary"]

#: Determiners that open a direct object (not "du"/"des", which also contract "de").
_OBJECT_DETERMINERS = (ARTICLES - {"l'"}) | DEMONSTRATIVES | _POSSESSIVE
#: Nouns of time, whose noun phrase is an adverbial, not an object ("la semaine dernière").
TIME_NOUNS = frozenset(
    [
        "an",
        "ans",
        "année",
        "années",
        "jour",
        "jours",
        "semaine",
        "semaines",
        "mois",
        "matin",
        "soir",
        "nuit",
        "lendemain",
        "veille",
        "week-end",
        "heure",
        "heures",
        "minute",
        "minutes",
        "fois",
        "printemps",
        "été",
        "automne",
        "hiver",
    ]
)


def keep_dropped_auxiliary(base: list[str], tokens: Sequence[str], end: int, morph: Morphology) -> list[str]:
    """``base`` (one token for one with ``tokens``) with the participle at ``tokens[end]``, right
    after the realised noun phrase, put back as the MT wrote it when a direct object follows it."""
    if len(base) != len(tokens) or end + 1 >= len(tokens) or base[end] == tokens[end]:
        return base
    word = Word.parse(tokens[end])
    if word.post.strip() or not any("pp" in r.tags for r in morph.readings(word.core.lower())):
        return base
    # A phrase already made neutral reads as its masculine ("le·la client·e" -> "le").
    nxt = Word.parse(tokens[end + 1]).core.lower().replace("’", "'").split("·")[0]
    if nxt.startswith("l'") and len(nxt) > 2:
        noun = nxt[2:]
    elif nxt in _OBJECT_DETERMINERS and end + 2 < len(tokens):
        noun = Word.parse(tokens[end + 2]).core.lower().split("·")[0]
    else:
        return base
    if not noun or noun in TIME_NOUNS or noun[:1].isdigit():
        return base
    out = list(base)
    out[end] = tokens[end]
    return out
