"""Participles and adjectives in -nto/-nta whose plural looks like an epicene -nte/-nti word
(it-inflect-42, issue 12).

Italian adjectives and nouns in -nte have one form for both genders ("cantante", "sorridenti",
"insegnanti"; Serianni, *Grammatica italiana*, III.81 and V.13), and the rules treat a word in
-nte/-nti as such. But the plurals of the participles and adjectives in -nto/-nta end the same
way: "convinte"/"convinti" (*convincere*), "vinte", "dipinte", "raggiunte", "assunte" are the
feminine and masculine plurals of a four-form word (Serianni XI.357, the strong participles),
and they agree ("Eravamo entrambe convinte" -> "entrambi convinti"). A hand list
(:data:`~fairmt.inflect.italian_lexicon.NTO_PL`: "contenti", "pronti" ...) covered a few; this
module asks Apertium's dictionary: a word in -nte/-nti that it reads only as an adjective or a
past participle, each reading of one gender (never ``mf``, never a noun:
:func:`~fairmt.inflect.readings.gendered_adjective`), is such a plural.
"""

from __future__ import annotations

from functools import cache

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.readings import gendered_adjective

__all__ = ["nt_gendered"]


@cache
def nt_gendered(word: str) -> bool:
    """Whether ``word`` (lower case) in -nte/-nti is the plural of a four-form -nto/-nta
    participle or adjective by the dictionary (module docstring); ``False`` without it."""
    if not word.endswith(("nte", "nti")) or len(word) < 5:
        return False
    morph = morphology("it")
    if morph is None:
        return False
    rs = morph.readings(word)
    return bool(rs) and all(gendered_adjective(r) for r in rs)
