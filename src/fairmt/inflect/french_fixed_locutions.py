"""The adjective of the adverbial locutions *de nouveau* and *à nouveau* stays as the MT has it
(fr-inflect-66).

*de nouveau* and *à nouveau* ("again") are adverbs (Grevisse and Goosse, *Le Bon Usage*, adverbial
locutions; TLFi *nouveau*: "loc. adv."): their *nouveau* is no epithet and no attribute, and an
adverb is invariable, whatever the subject of the clause. The agreement walks widen the span of a
predicate over it, read as a prenominal adjective of what follows ("Le professeur est de nouveau
malade" became "La professeure est de nouvelle malade", and "de nouveau·elle" for the neutral
realisation). :func:`keep_fixed_locution` puts it back after the realisation.

Taken for the locution: the MT's *nouveau* (the masculine singular; "de nouvelles idées" is the
plural determiner *de* before an epithet) right after *de*/*d'*/*à* at the start of the sentence or
after a comma, or after a word the dictionary reads as a verb that follows no determiner ("est de
nouveau malade", "a été nommé à nouveau"), even inside a person's span: the realiser reads "nouveau
malade" as a person ("a new patient"). After a noun the phrase is a complement ("au poste de
nouveau directeur", "le poste" read as a noun after its article), and *nouveau* is the epithet of
the noun after it, which agrees.

Not kept either when the word after it is a noun the dictionary reads as nothing else, or a
person noun the realisation changed: *nouveau* is then that noun's epithet, whatever precedes the
preposition ("Le directeur a parlé de nouveau directeur", "de nouvelle directrice"; "a servi de
nouveau serveur"). A person noun that keeps its form ("est de nouveau malade") and an adjective
("de nouveau heureuse") leave the locution as it is.

The words after the locution are no person of their own (:func:`after_locution`): the aligner may
put a person's cue ("sick") on "à nouveau malades", and the realiser read that as a noun phrase
with a singular epithet, making "maladese" of the epicene plural adjective. An epicene adjective
there is the attribute of the clause's subject, realised by that subject's agreement.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.apertium_morph import Morphology
from fairmt.inflect.base import lower_core
from fairmt.inflect.french_words import _POSSESSIVE, ARTICLES, DEMONSTRATIVES

__all__ = ["after_locution", "keep_fixed_locution"]

#: The prepositions of the locutions *de nouveau*, *à nouveau*.
_OPENERS = frozenset(["de", "d'", "à"])


def keep_fixed_locution(
    base: list[str], tokens: Sequence[str], morph: Morphology, person: Callable[[str], bool]
) -> list[str]:
    """``base`` (``tokens`` realised for a person) with the *nouveau* of *de nouveau*/*à nouveau*
    put back as in ``tokens`` (module docstring); ``person`` tells a person noun."""
    if len(base) != len(tokens):
        return base
    low = [lower_core(t) for t in tokens]
    out = list(base)
    for k in range(1, len(tokens)):
        if (
            base[k] != tokens[k]
            and low[k] == "nouveau"
            and low[k - 1] in _OPENERS
            and _adverbial(tokens, low, k - 1, morph)
            and not _epithet(base, tokens, low, k + 1, morph, person)
        ):
            out[k] = tokens[k]
    return out


def _adverbial(tokens: Sequence[str], low: Sequence[str], j: int, morph: Morphology) -> bool:
    """Whether the preposition ``low[j]`` opens an adverb: first in the sentence, after a comma,
    or after a verb that follows no determiner (module docstring)."""
    if j == 0 or tokens[j - 1].rstrip().endswith((",", ";", ":", "(")):
        return True
    if j >= 2 and (low[j - 2] in ARTICLES or low[j - 2] in DEMONSTRATIVES or low[j - 2] in _POSSESSIVE):
        return False
    return any(r.pos.startswith("vb") for r in morph.readings(low[j - 1]))


def _epithet(
    base: Sequence[str],
    tokens: Sequence[str],
    low: Sequence[str],
    k: int,
    morph: Morphology,
    person: Callable[[str], bool],
) -> bool:
    """Whether ``tokens[k]``, right after *nouveau*, is a noun that takes it as its epithet: read
    as a noun only, or a person noun the realisation changed (module docstring)."""
    if k >= len(tokens) or not low[k].isalpha():
        return False
    readings = {r.pos for r in morph.readings(low[k])}
    if "n" in readings and "adj" not in readings:
        return True
    return base[k] != tokens[k] and person(low[k])


def after_locution(
    tokens: Sequence[str], span: tuple[int, int], morph: Morphology, epicene: Callable[[str], bool]
) -> bool:
    """Whether ``span`` is *nouveau* of the adverbial locution and/or the words after it, each
    an adjective for the dictionary and ``epicene`` (one form for both genders; module docstring):
    no person's phrase. A noun with a pair ("de nouveau directeur") stays a person's."""
    s, e = span
    low = [lower_core(t) for t in tokens]
    k = s + 1 if low[s] == "nouveau" else s
    if not (
        2 <= k < e
        and low[k - 1] == "nouveau"
        and low[k - 2] in _OPENERS
        and _adverbial(tokens, low, k - 2, morph)
    ):
        return False
    return all(any(r.pos == "adj" for r in morph.readings(low[j])) and epicene(low[j]) for j in range(k, e))
