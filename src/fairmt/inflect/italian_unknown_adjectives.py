"""A word the Italian dictionary lacks, standing before a noun it knows, read as an adjective
by the agreement its ending shows (it-inflect-33).

Apertium's Italian dictionary lacks common qualifying adjectives ("prolifico", "mansueto"), so
"una prolifica disegnatrice" and "un prolifico scrittore" had no modifier before the noun: the
noun was not found as a person after its article, and a realisation changed the noun alone ("un
prolifico scrittrice"). An unknown word between a determiner and a noun is not always an
adjective ("il soprannome duca", "un collegio maschile": the first word is the head there), which
is why :meth:`fairmt.inflect.italian_forms.ItalianForms._left` left such words out
(it-inflect-21). The head noun of those cases is not what follows, though, and the ending tells
the two apart here: a singular qualifying adjective of the first class ends in *-o* in the
masculine and *-a* in the feminine (Serianni, *Grammatica italiana*, V.6-8, the adjectives in
-o/-a/-i/-e), and an adjective before its noun agrees with it (V.34-37). So an unknown word in
*-o* before a masculine singular noun, or in *-a* before a feminine singular noun, where that
noun has only noun readings in the dictionary, is taken as its adjective. A word in *-e*
("soprannome"), a noun of the other gender, or a next word that may be an adjective or a verb
leaves the unknown word the head.
"""

from __future__ import annotations

from fairmt.inflect.apertium_morph import morphology

__all__ = ["unknown_prenominal_adjective"]

#: The singular ending of a first-class adjective for each gender tag of the dictionary.
_ENDING = {"m": "o", "f": "a"}


def unknown_prenominal_adjective(word: str, nxt: str) -> bool:
    """Whether ``word`` (lower case), unknown to the dictionary, is an adjective before its
    noun ``nxt`` (module docstring). ``False`` without the dictionary."""
    morph = morphology("it")
    if morph is None or len(word) < 5 or not word.isalpha() or not word.islower():
        return False
    if morph.readings(word):
        return False
    after = morph.readings(nxt.lower())
    if not after or any(r.pos != "n" for r in after):
        return False
    return any(r.number == "sg" and word.endswith(_ENDING.get(r.gender, "-")) for r in after)
