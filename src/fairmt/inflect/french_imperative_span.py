"""An aligned span over an imperative copula and its coordinated attributes (fr-inflect-51).

"Stay quiet and seated" is aligned, as one cue, to "Restez tranquilles et assis": the
imperative *Restez* with two coordinated attributes of the addressee. Both attributes agree
with that person (Grevisse and Goosse, *Le Bon Usage*, agreement of the attribute; the
addressee of an imperative is the subject), but the predicate reading took a span only when it
held one attribute and its *être* ("suis sûre"), so nothing changed. A span that opens on an
imperative of *être*, *rester* or *demeurer* and holds nothing else but attributes, coordinators,
adverbs and punctuation is read as those attributes, each realised as the addressee's.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import Morphology
from fairmt.inflect.base import Word
from fairmt.inflect.french_coordinated_number import _CONJUNCTIONS

__all__ = ["IMPERATIVE_COPULAS", "imperative_span"]

#: Imperatives of the copulas *être*, *rester*, *demeurer* (Grevisse, the attributive verbs).
IMPERATIVE_COPULAS = frozenset(
    ["sois", "soyons", "soyez", "reste", "restons", "restez", "demeure", "demeurons", "demeurez"]
)


def imperative_span(
    tokens: Sequence[str], span: tuple[int, int], inner: tuple[int, int], morph: Morphology
) -> bool:
    """Whether ``span`` opens on an imperative copula and holds the attribute ``inner`` with
    nothing but attributes, coordinators, adverbs and punctuation (module docstring)."""
    from fairmt.inflect.french_agreement import _adverb

    s, e = span
    a, b = inner
    if b - a != 1 or not (s < a and b <= e) or e - s > 8:
        return False
    if Word.parse(tokens[s]).core.lower() not in IMPERATIVE_COPULAS:
        return False
    for k in range(s + 1, e):
        low = Word.parse(tokens[k]).core.lower()
        if not low or low in _CONJUNCTIONS or _adverb(low, morph):
            continue
        if any(r.agreeing for r in morph.readings(low)):
            continue
        return False
    return True
