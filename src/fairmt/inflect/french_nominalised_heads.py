"""French adjectives and participles made person nouns by their determiner, where the parse of
the noun phrase stops too early (fr-inflect-53, fr42).

French makes a noun of an adjective or a past participle with a determiner alone: *l'assurée*,
*le blessé*, *l'accusée*, *la nouvelle venue*, *le dernier arrivé* (Grevisse and Goosse, *Le Bon
Usage*, on the adjective and the participle used as nouns). English says the same with a fused
head ("the insured", "the newcomer"). Two places missed such a head:

* :func:`nominalised_before_verb`: the person-noun search
  (:meth:`fairmt.inflect.romance.RomanceInflector.person_spans`) takes a word Apertium's
  dictionary reads only as an adjective or participle for a person only when no content word
  follows it, since such a word is usually the adjective of the noun after it (``delle proprie
  capacità``). A finite verb after it is no noun it could qualify: in "L'assurée doit déclarer
  le sinistre" *assurée* is the subject's head. Without it the English cue "insured" was given
  the only other word the search found (``le sinistre``, which the dictionary knows only as an
  adjective) and the realisation made "la sinistre". (fr-inflect-79) A word the dictionary lacks
  altogether, with an agent-noun ending (:func:`~fairmt.inflect.french_words._agentive`), before
  a finite verb form is taken too, even where that form is also a noun: an adjective in
  -trice/-euse/-eur the dictionary does not know is rarer than a person noun it does not know,
  so in "La factrice passe tard" (Apertium has only the thing *facteur*) *factrice* is the
  subject's head, which the search had left out as a possible epithet of *passe*.
* :func:`participle_after_prenominal`: an aligned span that ends on a prenominal adjective
  (``La nouvelle`` for "newcomer") is widened over the participle or adjective it qualifies
  (``venue``), which is the head of the phrase. The masculine *nouveau* has no noun reading and
  the title-word walk (:mod:`fairmt.inflect.french_title_words`) already took *venu* in; the
  feminine *nouvelle* is also the noun "news", so the walk stopped, and the masculine
  realisation was "Le nouveau venue".
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.apertium_morph import Morphology
from fairmt.inflect.base import Word, lower_core
from fairmt.inflect.french_secondary_predicate import _FINITE_TAGS, _finite
from fairmt.inflect.french_words import ARTICLES, DEMONSTRATIVES, _agentive

__all__ = ["nominalised_before_verb", "participle_after_prenominal"]

#: Articles and demonstratives after which an adjective stands for a person.
_ARTICLES = (ARTICLES - {"l'"}) | DEMONSTRATIVES
#: (fr-inflect-53, review) Adjectives of order: with the article alone they are an ellipsis of the
#: noun of an earlier mention (*le premier*, *ce dernier*, *la suivante*: Grevisse and Goosse, *Le Bon
#: Usage*, the noun left out after an ordinal), a thing as often as a person ("The former was built in
#: 1900": *Le premier a été construit*). Ordinals in -ième are found by their ending.
_ORDER_ADJECTIVES = frozenset(
    [
        "premier", "première", "premiers", "premières", "dernier", "dernière", "derniers", "dernières",
        "second", "seconde", "seconds", "secondes", "prochain", "prochaine", "prochains", "prochaines",
        "suivant", "suivante", "suivants", "suivantes", "précédent", "précédente", "précédents",
        "précédentes",
    ]
)  # fmt: skip


def _finite_verb(word: str, morph: Morphology) -> bool:
    """A word the dictionary reads as a finite verb form and never as an adjective or participle
    (``doit``, also the noun "debit"; ``nie``): no epithet of the word before it."""
    return _finite(word, morph) and not any(r.pos == "adj" or "pp" in r.tags for r in morph.readings(word))


def nominalised_before_verb(
    tokens: Sequence[str], morph: Morphology, person_noun: Callable[[str], bool]
) -> list[tuple[int, int]]:
    """One-token spans of adjectives or participles after an article (elided or not) and before
    a finite verb, which the dictionary knows as no noun and ``person_noun`` takes for a person
    (``L'assurée doit``, ``le malade souffre``); capitalised words inside the sentence (names)
    and adjectives of order (``Le premier a été construit``: an ellipsis) are left out. A word
    that may be a noun too (``doit``, "debit"; ``place``) follows only a participle here:
    participles do not stand before their noun, while a few adjectives do ("la meilleure
    place")."""
    out: list[tuple[int, int]] = []
    low = [lower_core(t) for t in tokens]
    for k in range(len(tokens) - 1):
        w = Word.parse(tokens[k])
        if w.post.strip() or Word.parse(tokens[k + 1]).pre.strip():
            continue
        if low[k].startswith("l'"):
            word, cap = low[k][2:], w.core[2:3].isupper()
        elif k > 0 and low[k - 1] in _ARTICLES and not Word.parse(tokens[k - 1]).post.strip():
            word, cap = low[k], w.core[:1].isupper()
        else:
            continue
        if (
            not word.isalpha()
            or (cap and k > 0)
            or word in _ORDER_ADJECTIVES
            or word.endswith(("ième", "ièmes"))
        ):
            continue
        rs = morph.readings(word)
        if not rs and _agentive(word):
            # fr-inflect-79: an agent noun the dictionary lacks ("la factrice passe tard").
            if _finite(low[k + 1], morph) and person_noun(word):
                out.append((k, k + 1))
            continue
        if not rs or any(r.pos == "n" for r in rs) or not any(r.pos == "adj" or "pp" in r.tags for r in rs):
            continue
        if not any("pp" in r.tags for r in rs) and morph.noun_readings(low[k + 1]):
            continue  # "la meilleure place": an adjective before a noun (that is also a verb)
        if _finite_verb(low[k + 1], morph) and person_noun(word):
            out.append((k, k + 1))
    return out


def participle_after_prenominal(
    tokens: Sequence[str], span: tuple[int, int], morph: Morphology, preadjective: Callable[[str], bool]
) -> tuple[int, int]:
    """``span`` widened over the participle or adjective right after its last word, when that
    word is a prenominal adjective (``preadjective``: ``nouvelle``, ``premier``; one the
    dictionary reads as an adjective of one gender, not an indefinite) and the next agrees with it in
    gender and number and is no finite verb (``La nouvelle | venue``); else ``span``."""
    s, e = span
    if not 0 <= s < e < len(tokens):
        return span
    last, nxt = Word.parse(tokens[e - 1]), Word.parse(tokens[e])
    if last.post.strip() or nxt.pre.strip() or not nxt.core.isalpha() or not nxt.core.islower():
        return span
    head = last.core.lower()
    if not preadjective(head):
        return span
    own = {
        (r.gender, r.number)
        for r in morph.readings(head)
        if r.pos == "adj" and r.gender in ("m", "f") and "ind" not in r.tags
    }
    rs = morph.readings(nxt.core)
    if not own or any(r.pos == "vblex" and _FINITE_TAGS & set(r.tags) for r in rs):
        return span
    if any((r.pos == "adj" or "pp" in r.tags) and (r.gender, r.number) in own for r in rs):
        return (s, e + 1)
    return span
