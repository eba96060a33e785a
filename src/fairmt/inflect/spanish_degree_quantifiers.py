"""A quantifier before a comparative is the comparative's adverb (es-inflect-45, helper es62).

*mucho*, *poco*, *tanto* and *demasiado* are quantifiers that agree with a noun ("mucha
suerte") and adverbs that do not ("come mucho"). Before a comparative adjective or adverb
(*mejor*, *peor*, *mayor*, *menor*, *más*, *menos*) with no noun of its own they quantify the
comparison, as adverbs, and keep their one invariable form whoever the subject is: "Estoy mucho
mejor", "Eres mucho mayor que yo", "Se siente mucho más tranquila" (RAE, *Nueva gramática*,
ch. 20 on the quantifiers and ch. 45 on the comparatives). The realiser took "mucho" for the
determiner of the phrase "mucho mejor" (:class:`SpanishWordForms` ``blocks_left`` and
``_det_gender`` now stop there), and Apertium's adjective reading of it for the speaker's
predicative after the copula (:func:`fairmt.inflect.spanish_clitics.speaker_predicatives` now
skips it as it skips "muy"): both made "Estoy mucha mejor".

Only the invariable form (the masculine singular's spelling) counts: a plural "Somos muchas
más que ellos" is the quantity pronoun of the subject and agrees with it.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Word

__all__ = ["ADVERBIAL_QUANTIFIERS", "COMPARATIVES", "quantifier_before_comparative"]

#: The quantifiers whose masculine singular spelling is also their adverb.
ADVERBIAL_QUANTIFIERS = frozenset(["mucho", "poco", "tanto", "demasiado"])
#: Comparative adjectives and adverbs a quantifier adverb can grade (NGLE ch. 45).
COMPARATIVES = frozenset(["mejor", "peor", "mayor", "menor", "más", "menos"])


def quantifier_before_comparative(tokens: Sequence[str], i: int) -> bool:
    """Whether the word at ``i`` is an adverbial quantifier (:data:`ADVERBIAL_QUANTIFIERS`)
    followed, in its clause, by a comparative (:data:`COMPARATIVES`): "mucho" in "Estoy mucho
    mejor" (module docstring)."""
    if not 0 <= i < len(tokens) - 1:
        return False
    w = Word.parse(tokens[i])
    return w.lower in ADVERBIAL_QUANTIFIERS and not w.post and Word.parse(tokens[i + 1]).lower in COMPARATIVES
