"""The word *tout* beside a person noun: the adverb before an adjective, and the quantifier
that shows the gender of a noun of one form.

French *tout* is a determiner or pronoun that agrees with the noun it quantifies ("toutes les
femmes") and an adverb ("quite") that is invariable, except that it agrees before a feminine
word beginning with a consonant ("toute petite"; Grevisse and Goosse, *Le Bon Usage*, *tout*).
The realiser meets both: a flip of the person's gender must not change the adverb where the
word after it shows no gender (:func:`adverbial_tout`), and ``toutes`` before a plural noun of
one form for both genders is what says women are meant (:func:`toutes_before_epicene`). Both
were part of :mod:`fairmt.inflect.french` until session 43 and moved here unchanged.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from fairmt.inflect.apertium_morph import Morphology
from fairmt.inflect.base import Word
from fairmt.inflect.french_words import PLURAL_POSSESSIVE_DETERMINERS

if TYPE_CHECKING:
    from fairmt.inflect.french_forms import FrenchWordForms

__all__ = ["adverbial_tout", "toutes_before_epicene"]


def adverbial_tout(base: list[str], tokens: Sequence[str], morph: Morphology) -> list[str]:
    """``base`` with each ``tout`` that it changed back to ``tout`` where the word after it shows
    no gender: an adverb or an epicene adjective (``tout juste``, ``tout simplement``, ``tout
    près``). There ``tout`` is the adverb ("quite"), invariable but before a feminine adjective
    or participle that begins with a consonant (Grevisse and Goosse, *Le Bon Usage*, *tout*
    adverb: "toute petite", but "tout juste", "tout heureuse"); fr-inflect-28."""
    out = list(base)
    for k in range(len(tokens) - 1):
        if Word.parse(tokens[k]).core.lower() != "tout" or base[k] == tokens[k]:
            continue
        nxt = Word.parse(tokens[k + 1]).core.lower()
        rs = morph.readings(nxt)
        if rs and not any((r.pos in ("adj", "n") and r.gender in ("m", "f")) or "pp" in r.tags for r in rs):
            out[k] = tokens[k]
    return out


def toutes_before_epicene(inflector: FrenchWordForms, tokens: Sequence[str], span: tuple[int, int]) -> bool:
    """Whether the plural noun phrase ``span`` is a noun of one form for both genders
    (``médecins``, listed as its own feminine) after ``toutes`` and a plural determiner
    (``toutes les médecins``, ``toutes ces médecins``). The noun and ``les`` show no gender, so
    the lexicon's masculine default read the phrase as masculine; the quantifier *tout* agrees
    with the noun's referents (Grevisse and Goosse, *Le Bon Usage*, on *tout* determiner), so
    ``toutes`` shows that women are meant and the phrase is feminine."""
    words = [Word.parse(t).core.lower() for t in tokens]
    s, e = span
    head = words[e - 1]
    if not head.endswith("s") or inflector.lexical(head, "F", "pl") != head:
        return False
    # Only the quantifier, the determiner and the noun: no adjective that shows the gender.
    return s >= e - 3 and e >= 3 and words[e - 2] in _PLURAL_DETS and words[e - 3] == "toutes"


#: The plural determiners between ``toutes`` and its noun (:func:`toutes_before_epicene`).
_PLURAL_DETS = PLURAL_POSSESSIVE_DETERMINERS | {"les"}
