"""The extended attribute: "der in London lebende Autor" (de-inflect-34).

German puts a participle or adjective with its own complements between the determiner and the
noun (erweitertes Attribut; Duden, Die Grammatik: Partizipialattribut, "die an der Börse
notierte Firma", "der seit 2010 amtierende Bürgermeister"): the determiner still belongs to
the noun and agrees with it, and the adjective at the right edge takes the ending the
determiner calls for (weak -e/-en after an article or der-word, -er/-es after a bare
ein-word). The phrase reader reads adjectives leftwards from the noun and stops at the
complement's last word ("London"), so without this the realisation changed the noun and left
"Der"/"den" and the adjective ("Der in London lebende Autorin").

:func:`extended_attribute_det` finds that determiner: scanning left from the complement over
at most six words with no punctuation, a determiner right before a preposition that opens the
complement ("Der | in London", "den | in Berlin", "Der | an der ASX", "Ein | in Paris"), whose
ending agrees with the adjective at the right edge. A complement never holds a comma, a
conjunction or a finite verb of its own, so the scan stops at those.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.base import Word
from fairmt.inflect.german_predicates import _strip_adj
from fairmt.inflect.german_words import CONTRACTIONS, GOVERNING_PREPS, NUMERALS

#: ein-words with no ending: a mixed-declension adjective after them ends in -er or -es.
_BARE_EIN = frozenset(["ein", "kein", "mein", "dein", "sein", "ihr", "unser", "euer"])
#: Words that cannot stand inside an attribute's complement.
_STOPS = frozenset(
    ["und", "oder", "sowie", "aber", "dass", "als", "wie", "wenn", "weil", "ist", "war", "sind"]
)


def extended_attribute_det(
    words: Sequence[Word], k: int, first_adj: int, is_det: Callable[[str], str | None]
) -> int | None:
    """The index of the determiner of the phrase whose first adjective is at ``first_adj``,
    across a complement that ends at ``k`` (``k == first_adj - 1``), or None."""
    if k < 1 or k != first_adj - 1:
        return None
    last = words[k].core.lower()
    if last in NUMERALS or (last.isdigit() and len(last) < 4) or is_det(last) is not None:
        return None  # "einer von neun katalanischen Führern": the count is the noun's own
    ending = _strip_adj(words[first_adj].core.lower())[1]
    for p in range(k - 1, max(-1, k - 7), -1):
        w = words[p]
        if w.post or w.pre or words[p + 1].pre:
            return None
        low = w.core.lower()
        if low in _STOPS:
            return None
        kind = is_det(low)
        nxt = words[p + 1].core.lower()
        # (de-inflect-36) A contraction of preposition and article opens a complement too ("der
        # vom Gericht ernannte Anwalt", "die im Ausland lebenden Deutschen"; Duden, Die Grammatik:
        # Verschmelzung von Präposition und Artikel).
        if kind is None or (nxt not in GOVERNING_PREPS and nxt not in CONTRACTIONS):
            continue
        if p + 1 == k:
            # A preposition right before the adjective has no complement of its own: "die für
            # Schwarze Nonnen", "der unter 14-jährigen Mädchen" are a relative pronoun or an
            # article with a phrase that the preposition governs, no extended attribute.
            return None
        if nxt == "von" and low != "ein" and low.startswith(("ein", "kein", "jed")):
            return None  # a partitive pronoun ("einer von ihnen"), no article
        fits = ending in ("er", "es") if kind == "ein" and low in _BARE_EIN else ending in ("e", "en")
        return p if fits else None
    return None
