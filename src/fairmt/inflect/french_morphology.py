"""Apertium's French morphology with what only French needs (bug30: moved out of the shared
:meth:`fairmt.inflect.apertium_morph.Morphology.agree`).

:func:`fairmt.inflect.apertium_morph.morphology` gives this class for ``"fr"``.

fr-inflect-51: a hyphenated adjective or participle the dictionary lacks whose first element is
an invariable prefix or adverb (``sous-payées``, ``mal-aimés``, ``non-voyante``, ``sur-qualifiés``)
reads as its last element: in such a compound only the adjective varies (Grevisse and Goosse,
*Le Bon Usage*, on the agreement of compound adjectives whose first element is an adverb, a
preposition or a prefix: "des enfants mal élevés", "des ouvrières sous-payées"). Only the
adjective and participle readings are taken, so a hyphenated noun is not made one
(:meth:`fairmt.inflect.french.FrenchInflector._prefixed_person_nouns` finds those).
"""

from __future__ import annotations

from fairmt.inflect.apertium_morph import Morphology, Reading
from fairmt.inflect.french_verbal_adjectives import verbal_adjective, verbal_adjective_form

__all__ = ["ADJECTIVE_PREFIXES", "FULL_MASCULINE", "FrenchMorphology", "hyphen_blocks"]

#: The masculine singulars used only before a noun that begins with a vowel or a mute h
#: (``un vieil ami``, ``un bel homme``, ``le nouvel élève``), with their ordinary form.
#: Apertium reads ``vieille``/``belle`` with the lemma ``vieil``/``bel`` first, so the
#: masculine of an attribute came out ``est très vieil``; elsewhere (an attribute, an adjective
#: after its noun, before a consonant) the masculine is ``vieux``, ``beau``, ``nouveau``,
#: ``fou``, ``mou`` (Grevisse and Goosse, *Le Bon Usage*, on the adjectives with a second
#: masculine form before a vowel). The form before a vowel-initial noun is chosen in the noun
#: phrase (:data:`fairmt.inflect.french_words.PHONO`), not here. fr-inflect-32.
FULL_MASCULINE = {"vieil": "vieux", "bel": "beau", "nouvel": "nouveau", "fol": "fou", "mol": "mou"}


#: Invariable first elements of compound adjectives (prefixes, adverbs, prepositions), fr-inflect-51.
ADJECTIVE_PREFIXES = frozenset(
    [
        "sous",
        "sur",
        "mal",
        "non",
        "bien",
        "semi",
        "demi",
        "mi",
        "auto",
        "pré",
        "post",
        "ex",
        "co",
        "anti",
        "pro",
        "quasi",
        "super",
        "hyper",
        "avant",
        "extra",
        "ultra",
        "inter",
        "contre",
    ]
)


def hyphen_blocks(word: str) -> bool:
    """Whether a hyphen keeps ``word`` from agreeing: any hyphenated word ("vous-même",
    "peut-être", "Sont-elles") except a compound adjective of one invariable prefix
    (:data:`ADJECTIVE_PREFIXES`) and one more element ("sous-payés"), fr-inflect-51."""
    first, hyphen, last = word.lower().partition("-")
    return bool(hyphen) and (first not in ADJECTIVE_PREFIXES or not last or "-" in last)


class FrenchMorphology(Morphology):
    """:class:`~fairmt.inflect.apertium_morph.Morphology` whose agreed masculine is the full
    form (:data:`FULL_MASCULINE`), and which reads a prefixed compound adjective by its last
    element (fr-inflect-51), and gives a verbal adjective in -ante(s)/-ants the dictionary lacks
    its regular forms (:mod:`fairmt.inflect.french_verbal_adjectives`, fr-inflect-78)."""

    def _prefixed(self, word: str) -> tuple[str, str] | None:
        """``(prefix, adjective)`` for a compound adjective the dictionary lacks, else ``None``."""
        first, hyphen, last = word.partition("-")
        if not hyphen or first not in ADJECTIVE_PREFIXES or not last or "-" in last:
            return None
        return None if super().readings(word) else (first, last)

    def readings(self, word: str) -> tuple[Reading, ...]:
        split = self._prefixed(word)
        if split is None:
            found = verbal_adjective(word, super().readings)
            if found is not None:
                return (Reading(f"{found[0]}<adj><{found[1]}><{found[2]}>"),)
            return super().readings(word)
        return tuple(r for r in super().readings(split[1]) if r.agreeing)

    def agree(self, word: str, gender: str, number: str | None = None) -> str | None:
        split = self._prefixed(word)
        if split is None:
            found = verbal_adjective(word, super().readings)
            if found is not None and gender.lower() in ("m", "f"):
                return verbal_adjective_form(found, word, gender.lower(), number)
            return super().agree(word, gender, number)
        got = super().agree(split[1], gender, number)
        return None if got is None else f"{split[0]}-{got}"

    def agreed_form(self, form: str, gender: str) -> str:
        return FULL_MASCULINE.get(form, form) if gender == "m" else form
