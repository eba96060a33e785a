"""German: the gendered-article rules of mt_gender (``GenderedArticlePredictor``).

The rules, in order, as in the original (the same in the 2019 and 2022 code):

1. The English entity "nurse" always reads *female* ("Krankenschwester" has no masculine).
2. Nothing aligned to the entity: *male*.
3. Any token of the aligned words that ends in "in" (``Ärztin``, ``Lehrerin``) reads
   *female*. The test is blunt, and that is part of the reproduction: it also fires on
   ``ein``, ``sein``, ``in``, ``Termin``, ``Medizin`` when the aligner links them.
4. Otherwise, the determiner or pronoun (from :data:`DETERMINERS`) closest to the entity
   decides; none in the sentence reads *male*. Ties go to the earlier determiner.

"Closest" compares two different positions, as the original does: the determiner's index
among the *spaCy tokens* of the whole sentence, and the entity's smallest aligned index
among the *whitespace tokens*. Every comma or period split off before the entity shifts
the two apart. That mismatch changes published numbers, so it is kept; the tokens come
from :mod:`fairmt.gender.tokenize`, which segments as spaCy 2.1's German tokenizer does.
"""

from __future__ import annotations

from functools import lru_cache

from fairmt.gender.base import EntitySpan, Gender, GenderAnalyzer
from fairmt.gender.tokenize import tokenize_german

M, F, N = Gender.MALE, Gender.FEMALE, Gender.NEUTRAL

#: Determiners and pronouns with the gender mt_gender assigns them (its table, including
#: its oddities: "seine" female, "ihren"/"ihrem" male, "den" left out).
DETERMINERS: dict[str, Gender] = {
    "der": M, "ein": M, "dem": M, "einen": M, "des": M, "er": M, "seiner": M, "ihn": M,
    "seinen": M, "ihm": M, "ihren": M, "seinem": M, "ihrem": M, "sein": M,
    "die": F, "eine": F, "einer": F, "sie": F, "seine": F, "ihrer": F,
    "ihr": N, "ihre": N, "das": N, "jemanden": N,
}  # fmt: skip

#: English entities whose German translation has one gender only.
EXCEPTIONS: dict[str, Gender] = {"nurse": F, "the nurse": F}

FEMININE_ENDING = "in"


def determiners(tokens: list[str]) -> list[tuple[int, Gender]]:
    """``(token index, gender)`` of each determiner among ``tokens``, in order."""
    out = []
    for i, tok in enumerate(tokens):
        g = DETERMINERS.get(tok.lower())
        if g is not None:
            out.append((i, g))
    return out


@lru_cache(maxsize=65536)
def sentence_determiners(sentence: str) -> tuple[tuple[int, Gender], ...]:
    """Determiners of a whole sentence by spaCy-token index (cached: a pure function)."""
    return tuple(determiners(tokenize_german(sentence)))


class GermanArticleAnalyzer(GenderAnalyzer):
    """mt_gender's German rules: ``-in`` suffix, then the nearest gendered determiner."""

    name = "german-rules"
    languages = frozenset({"de"})

    def entity_gender(self, span: EntitySpan) -> Gender:
        exception = EXCEPTIONS.get(span.source_entity.strip().lower())
        if exception is not None:
            return exception
        entity_index = span.first_index
        if entity_index == -1:
            return Gender.MALE
        if any(tok.endswith(FEMININE_ENDING) for tok in tokenize_german(span.text)):
            return Gender.FEMALE
        dets = sentence_determiners(span.target)
        if not dets:
            return Gender.MALE
        # min() keeps the first of equally distant determiners, as the original.
        _, gender = min(dets, key=lambda d: abs(d[0] - entity_index))
        return gender

    def version(self) -> str:
        return "mt_gender-rules-1"
