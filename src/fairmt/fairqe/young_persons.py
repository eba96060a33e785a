""" "A young woman" is "una joven", "una giovane" (helper ex40, issue 13).

Spanish and Italian render "young woman", "young man", "young girl" most often by the adjective
"joven"/"giovane" used as a noun, whose determiner and adjectives show the gender ("una joven
reservada", "un giovane timido"): a noun of common gender, one form for both sexes (RAE, *Nueva
gramática* 2.5 on "el/la joven"; Serianni, *Grammatica italiana*, III on "il/la giovane"). The
seed lexicon translates "woman" by "mujer" only, so the cue found no target word and the
translation's gender went unread ("un joven reservado" for "a reserved young woman").

After "young", the cue's seed forms take "joven"/"jóvenes", "giovane"/"giovani" as forms without
gender of their own, as "estudiante" is for "student": the detector then reads the determiner
and adjectives that agree with them (:meth:`fairmt.fairqe.cues.RuleCueDetector._gender`). Where
"joven"/"giovane" stands as an adjective before the noun that translates the cue ("jóvenes damas",
"giovani donne"), the noun is the cue's word and "joven" no candidate (:func:`young_adjective`).
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe.cue_seeds import SeedForms
from fairmt.fairqe.types import Realisation

__all__ = ["young_adjective", "young_forms"]

#: The English nouns of lexical gender that "young" may precede (singular lemmas).
_NOUNS = frozenset(["woman", "man", "girl", "boy", "lady", "gentleman", "lad", "gal", "guy"])
_FORMS = {"es": ("joven", "jóvenes"), "it": ("giovane", "giovani")}


def young_forms(lemma: str, prev: str, lang: str) -> dict[str, Realisation | None]:
    """The genderless forms "joven"/"giovane" for a cue on ``lemma`` right after "young"
    (``prev``: the lower-case English word before the cue, "" at the start); empty otherwise."""
    forms = _FORMS.get(lang)
    if forms is None or lemma not in _NOUNS or prev not in ("young", "younger"):
        return {}
    return dict.fromkeys(forms, None)


def young_adjective(norm: Sequence[str], j: int, lang: str, forms: SeedForms) -> bool:
    """Whether the target word ``j`` is "joven"/"giovane" (or its plural) used as an adjective
    before a noun ("jóvenes damas", "giovani donne", "una joven madre"): the noun after it, not
    the adjective, translates the cue, so it is no candidate. The noun: a gendered seed form of
    the cue (``forms``: "damas", "caballeros"), or a word the dictionary reads as a noun and
    never as an adjective."""
    if norm[j] not in _FORMS.get(lang, ()) or j + 1 >= len(norm):
        return False
    if forms.match(norm[j + 1], lang) in ("F", "M"):
        return True
    from fairmt.fairqe.cue_target import target_morphology

    morph = target_morphology(lang)
    readings = (morph.readings(norm[j + 1]) if morph is not None else None) or ()
    return any(r.pos == "n" for r in readings) and not any(r.pos == "adj" for r in readings)
