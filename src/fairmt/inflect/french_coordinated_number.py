"""The number of an attribute coordinated after a plural one (fr-inflect-51).

"Restez calmes et assis" -> "Restez calmes et assises": coordinated attributes of one subject
agree with it in gender and number (Grevisse and Goosse, *Le Bon Usage*, agreement of the
attribute), so they share its number. A predicate whose masculine is one form for both numbers
(``assis``, ``heureux``, ``surpris``) realised alone showed no number, and its feminine came out
singular ("Restez calmes et assise"). When no plural copula gives the number (an imperative
*Restez*/*Soyez*, whose *vous* may be one person), the attribute coordinated before it does:
``calmes``, which has a singular ``calme``, is plural, and so is the subject.

That first attribute is epicene (*calme* is ``<mf>`` as an adjective) and shows no gender. The
dictionary also has the masculine noun *le calme*, which made "Restez calmes et assises" read
as masculine already, so its feminine realisation was refused. A lone word with no determiner
before it and an epicene adjective reading is read as that adjective, of no gender
(:func:`epicene_attribute`).
"""

from __future__ import annotations

from collections.abc import Container, Sequence

from fairmt.inflect.apertium_morph import Morphology
from fairmt.inflect.base import Word

__all__ = ["epicene_attribute", "plural_conjunct_before"]

_CONJUNCTIONS = frozenset({"et", "ou", "mais", "ni"})


def plural_conjunct_before(tokens: Sequence[str], k: int, morph: Morphology) -> bool:
    """Whether ``tokens[k]`` follows a coordinator (``et``/``ou``/``mais``/``ni``) that follows
    an adjective or participle read only in the plural (module docstring)."""
    if k < 2 or Word.parse(tokens[k - 1]).core.lower() not in _CONJUNCTIONS:
        return False
    before = Word.parse(tokens[k - 2])
    if before.post.strip() or Word.parse(tokens[k - 1]).pre.strip():
        return False
    agreeing = [r for r in morph.readings(before.core.lower()) if r.agreeing]
    return bool(agreeing) and all(r.number == "pl" for r in agreeing)


def epicene_attribute(
    tokens: Sequence[str], span: tuple[int, int], determiners: Container[str], morph: Morphology
) -> bool:
    """Whether ``span`` is one word, with no determiner before it, that the dictionary reads as
    an epicene adjective (``calmes``, ``prudents`` is not: module docstring)."""
    s, e = span
    if e - s != 1 or not 0 <= s < len(tokens):
        return False
    if s > 0 and Word.parse(tokens[s - 1]).core.lower() in determiners:
        return False
    word = Word.parse(tokens[s]).core.lower()
    return any(r.pos == "adj" and r.gender == "mf" for r in morph.readings(word))
