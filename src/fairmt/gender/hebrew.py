"""Hebrew: mt_gender's last-letter heuristic (``HebrewPredictor``).

The aligned words are tokenised as spaCy 2.1's Hebrew tokenizer does (punctuation split
off, so "אחות," still ends in ת), the object marker "את" is dropped, and the entity reads
*female* when any token ends in ת (tav) or ה (he), else *male*. Nothing aligned reads
*female* under the 2019 policy (paper-era code) and *unknown* under the 2022 one.
"""

from __future__ import annotations

from fairmt.gender.base import DEFAULT_POLICY, EntitySpan, Gender, GenderAnalyzer, Policy
from fairmt.gender.tokenize import tokenize_hebrew

FEMININE_FINALS = frozenset({"ת", "ה"})
#: The definite-object marker, which the aligner often links to the entity.
OBJECT_MARKER = "את"

_EMPTY = {Policy.MT_GENDER_2019: Gender.FEMALE, Policy.MT_GENDER_2022: Gender.UNKNOWN}


def word_gender(text: str) -> Gender:
    """Gender of a non-empty aligned span by the last-letter rule."""
    toks = [t for t in tokenize_hebrew(text) if t != OBJECT_MARKER]
    if any(t[-1] in FEMININE_FINALS for t in toks):
        return Gender.FEMALE
    return Gender.MALE


class HebrewAnalyzer(GenderAnalyzer):
    """mt_gender's Hebrew rules: a final ת or ה marks the feminine."""

    name = "hebrew-rules"
    languages = frozenset({"he"})

    def __init__(self, lang: str, policy: Policy = DEFAULT_POLICY) -> None:
        super().__init__(lang, policy)
        # The result depends on the aligned text alone (and the policy, fixed here).
        self._cache: dict[str, Gender] = {}

    def entity_gender(self, span: EntitySpan) -> Gender:
        text = span.text
        if not text.strip():
            return _EMPTY[self.policy.base]
        g = self._cache.get(text)
        if g is None:
            g = self._cache[text] = word_gender(text)
        return g

    def version(self) -> str:
        return "mt_gender-rules-1"
