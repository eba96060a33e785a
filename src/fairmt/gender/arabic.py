"""Arabic: mt_gender's tāʾ marbūṭa heuristic (``ArabicPredictor``).

The entity reads *female* when any aligned word contains ة (tāʾ marbūṭa), in its ordinary
form (U+0629) or its final presentation form ﺔ (U+FE94), anywhere in the word (as the
original tests, not only at the end), else *male*. Nothing aligned reads *male* under the
2019 policy (paper-era code) and *unknown* under the 2022 one.
"""

from __future__ import annotations

from fairmt.gender.base import EntitySpan, Gender, GenderAnalyzer, Policy

TA_MARBUTA = ("\u0629", "\ufe94")  # ة and its final form ﺔ

_EMPTY = {Policy.MT_GENDER_2019: Gender.MALE, Policy.MT_GENDER_2022: Gender.UNKNOWN}


def word_gender(text: str) -> Gender:
    """Gender of a non-empty aligned span by the tāʾ marbūṭa rule."""
    if any(t in word for word in text.split() for t in TA_MARBUTA):
        return Gender.FEMALE
    return Gender.MALE


class ArabicAnalyzer(GenderAnalyzer):
    """mt_gender's Arabic rule: a tāʾ marbūṭa marks the feminine."""

    name = "arabic-rules"
    languages = frozenset({"ar"})

    def entity_gender(self, span: EntitySpan) -> Gender:
        if not span.text.strip():
            return _EMPTY[self.policy.base]
        return word_gender(span.text)

    def version(self) -> str:
        return "mt_gender-rules-1"
