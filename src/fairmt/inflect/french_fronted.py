"""The detached epithet that opens a French sentence before its subject noun (fr-inflect-34).

"Fatigué, le chauffeur a arrêté le char" -> "Fatiguée, la chauffeuse a arrêté le char": an
adjective or participle set off by a comma at the head of the sentence, with no subject of its
own, is a detached epithet (*épithète détachée*) of the main clause's subject and agrees with
it (Grevisse and Goosse, *Le Bon Usage*, §§ 332-333 on the detached epithet, which may stand
before the noun, and § 336 on its agreement). The words are found as for a name subject
(:func:`fairmt.inflect.french_names.fronted_participles`, "Spécialisée dans ..., Fuchida"):
one detached stretch with no finite verb and no subject pronoun, its first word a gendered
adjective or participle, or a participle right after *être* ("Après être arrivé, le
chauffeur"). Here the subject is the realised noun phrase right after that comma. A word that
is also a preposition ("pendant", "durant", "suivant") opens an adverbial phrase, not an epithet,
and stays.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.gender.types import Realisation
from fairmt.inflect.apertium_morph import Morphology
from fairmt.inflect.base import Word
from fairmt.inflect.french_names import fronted_participles

__all__ = ["fronted_attributes"]


def fronted_attributes(
    base: list[str], tokens: Sequence[str], span: tuple[int, int], gender: Realisation, morph: Morphology
) -> list[str]:
    """``base`` (the sentence with the noun phrase ``span`` realised, one token for one with
    ``tokens``) with the detached epithets before that noun phrase put in ``gender``. Nothing
    changes unless the noun phrase follows the comma that closes the opening stretch."""
    if len(base) != len(tokens) or span[0] < 1:
        return base
    out = list(base)
    for k in fronted_participles(tokens, span):
        word = Word.parse(tokens[k])
        if out[k] != tokens[k] or any(r.pos == "pr" for r in morph.readings(word.core.lower())):
            continue  # a preposition with an adjective homograph opens an adverbial ("Pendant dix ans,")
        new = morph.agree(word.core.lower(), str(gender), None)
        if new is not None and new != word.core.lower():
            out[k] = word.render(new)
    return out
