""" "A young woman" is "una joven", "una giovane" (helper ex40, issue 13).

Spanish and Italian render "young woman", "young man", "young girl" most often by the adjective
"joven"/"giovane" used as a noun, whose determiner and adjectives show the gender ("una joven
reservada", "un giovane timido"): a noun of common gender, one form for both sexes (RAE, *Nueva
gramática* 2.5 on "el/la joven"; Serianni, *Grammatica italiana*, III on "il/la giovane"). The
seed lexicon translates "woman" by "mujer" only, so the cue found no target word and the
translation's gender went unread ("un joven reservado" for "a reserved young woman").

After "young", the cue's seed forms take "joven"/"jóvenes", "giovane"/"giovani" as forms without
gender of their own, as "estudiante" is for "student": the detector then reads the determiner
and adjectives that agree with them (:meth:`fairmt.fairqe.cues.RuleCueDetector._gender`).
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe.types import Realisation

__all__ = ["young_forms"]

#: The English nouns of lexical gender that "young" may precede (singular lemmas).
_NOUNS = frozenset(["woman", "man", "girl", "boy", "lady", "gentleman", "lad", "gal", "guy"])
_FORMS = {"es": ("joven", "jóvenes"), "it": ("giovane", "giovani")}


def young_forms(lemma: str, before: Sequence[str], lang: str) -> dict[str, Realisation | None]:
    """The genderless forms "joven"/"giovane" for a cue on ``lemma`` right after "young"
    (``before``: the lower-case English words before the cue, nearest last); empty otherwise."""
    forms = _FORMS.get(lang)
    if forms is None or lemma not in _NOUNS or not before or before[-1] not in ("young", "younger"):
        return {}
    return dict.fromkeys(forms, None)
