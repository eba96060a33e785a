"""Unknown lower-case words in -ais/-ois are no demonym nouns (fr-inflect-52).

The endings -ais/-aise and -ois/-oise are in :data:`fairmt.inflect.french_words.AGENT_SUFFIXES`
because they make the nouns of inhabitants ("un Français", "une Québécoise"), so a noun with them
counts as a person even where Apertium's dictionary lacks it. But French writes such a noun with
a capital letter; in lower case the word is the adjective or the language ("il est français",
"le français"; Grevisse and Goosse, *Le Bon Usage*, on capitals for the names of inhabitants).
A lower-case word in -ais/-ois that the dictionary does not know at all and no person list holds
is therefore a thing the dictionary lacks: WinoMT's "lui a donné un rabais" (a discount) was made
"une rabaise" (fr41, gold dev fr-1031). Person nouns in -ais/-ois the dictionary knows
("bourgeois", "villageois") and capitalised demonyms are unaffected.
"""

from __future__ import annotations

__all__ = ["lower_case_demonym_ending"]

_DEMONYM_ENDINGS = ("ais", "aise", "aises", "ois", "oise", "oises")


def lower_case_demonym_ending(word: str) -> bool:
    """Whether ``word`` (as written in the text) ends like a demonym noun but is not
    capitalised, so it cannot be one (module docstring)."""
    return word.lower().endswith(_DEMONYM_ENDINGS) and not word[:1].isupper()
