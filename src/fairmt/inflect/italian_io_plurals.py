"""Italian adjectives in -io: their masculine plural in -i hides the lemma's "i".

The feminine plural of an adjective is its lemma with -e for -o: "vecchio" -> "vecchie",
"ampio" -> "ampie" (Serianni, *Grammatica italiana*, III.88-92 on the words in -io). The
masculine plural drops the unstressed "i" of -io ("vecchi", "ampi"), so the ending rules of
:func:`fairmt.inflect.italian_lexicon._fem_plural`, which read the word alone, take it for the
plural of an adjective in -o: "vecchi" -> "vecche" (as "ricchi" -> "ricche"), "ampi" -> "ampe".

Decision: only the dictionary can tell the lemma, so a masculine plural it reads as an
adjective of an -io lemma takes the dictionary's feminine (:meth:`Morphology.agree`); a
word it does not know keeps the ending rules (and "seri", which it lacks beside its archaic
"serii", is :func:`fairmt.inflect.italian_unknown_adjectives.io_plural`). Nouns are left to the
noun rules (their feminine is a lexicon or ending question: "operai" -> "operaie").
"""

from __future__ import annotations

from fairmt.inflect.apertium_morph import Morphology

__all__ = ["io_adjective_plural"]


def io_adjective_plural(word: str, morph: Morphology) -> bool:
    """``word`` is the masculine plural of an adjective in -io by the dictionary ("vecchi",
    "ampi", "vari")."""
    if not word.endswith("i"):
        return False
    return any(
        r.pos == "adj" and r.gender == "m" and r.number == "pl" and r.lemma.endswith("io")
        for r in morph.readings(word)
    )
