"""Apertium's French morphology with what only French needs (bug30: moved out of the shared
:meth:`fairmt.inflect.apertium_morph.Morphology.agree`).

:func:`fairmt.inflect.apertium_morph.morphology` gives this class for ``"fr"``.
"""

from __future__ import annotations

from fairmt.inflect.apertium_morph import Morphology

__all__ = ["FULL_MASCULINE", "FrenchMorphology"]

#: The masculine singulars used only before a noun that begins with a vowel or a mute h
#: (``un vieil ami``, ``un bel homme``, ``le nouvel élève``), with their ordinary form.
#: Apertium reads ``vieille``/``belle`` with the lemma ``vieil``/``bel`` first, so the
#: masculine of an attribute came out ``est très vieil``; elsewhere (an attribute, an adjective
#: after its noun, before a consonant) the masculine is ``vieux``, ``beau``, ``nouveau``,
#: ``fou``, ``mou`` (Grevisse and Goosse, *Le Bon Usage*, on the adjectives with a second
#: masculine form before a vowel). The form before a vowel-initial noun is chosen in the noun
#: phrase (:data:`fairmt.inflect.french_words.PHONO`), not here. fr-inflect-32.
FULL_MASCULINE = {"vieil": "vieux", "bel": "beau", "nouvel": "nouveau", "fol": "fou", "mol": "mou"}


class FrenchMorphology(Morphology):
    """:class:`~fairmt.inflect.apertium_morph.Morphology` whose agreed masculine is the full
    form (:data:`FULL_MASCULINE`)."""

    def agreed_form(self, form: str, gender: str) -> str:
        return FULL_MASCULINE.get(form, form) if gender == "m" else form
