"""An adjective with an adverb homograph right after the participle of *essere* (it-inflect-45).

"Il giudice è stato molto chiaro": the predicate finder of :mod:`fairmt.inflect.italian_agreement`
stops at a word with an adverb reading once it has agreed a word, because after a predicative an
adverb starts something else ("nervosi prima dello spettacolo"). But the participle of *essere*
("stato", "stata") is no predicative: it is the copula's compound tense, whose predicative comes
after it (Serianni, *Grammatica italiana*, XI.4 and XI.50 on *essere* as copula in compound
tenses). Several adjectives are adverbs too in the masculine singular (Treccani: "chiaro",
"giusto", "sicuro", "vicino", "certo", "solo" are adjectives and adverbs); after the copula's
participle, with nothing but degree adverbs between, such a word that ends the clause (or is
followed by a preposition that opens its complement: "vicino alla famiglia", "sicuro di sé") is
the predicative and agrees. One followed by anything else ("è stato solo un errore", "è stato
certo difficile") is left the adverb.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Word
from fairmt.inflect.italian_words import _ESSERE_PARTICIPLES, CONTRACTIONS

__all__ = ["copular_adjective"]

#: Prepositions that open an adjective's complement ("vicina a", "sicura di", "chiara con").
_COMPLEMENT_OPENERS = frozenset(["a", "ad", "di", "con", "verso"])


def copular_adjective(out: Sequence[str], k: int, between: Collection[str]) -> bool:
    """Whether ``out[k]``, a word with an adjective and an adverb reading, is the predicative of
    the copula's participle before it (module docstring): only words of ``between`` (degree
    adverbs, negation) stand between the two, and the word ends the clause or a preposition of
    :data:`_COMPLEMENT_OPENERS` (or one contracted with an article: "alla") follows it."""
    morph = morphology("it")
    if morph is None or k < 1 or k >= len(out):
        return False
    word = Word.parse(out[k])
    if not any(r.pos == "adj" for r in morph.readings(word.core.lower())):
        return False
    j = k - 1
    while j > 0 and Word.parse(out[j]).core.lower() in between and not Word.parse(out[j]).post.strip():
        j -= 1
    prev = Word.parse(out[j])
    if prev.core.lower() not in _ESSERE_PARTICIPLES or prev.post.strip():
        return False
    if word.post.strip() or k + 1 == len(out):
        return True
    nxt = Word.parse(out[k + 1]).core.lower()
    return nxt in _COMPLEMENT_OPENERS or CONTRACTIONS.get(nxt, ("",))[0] in _COMPLEMENT_OPENERS
