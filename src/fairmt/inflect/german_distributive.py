"""The distributive "ein Reporter nach dem anderen" (de-inflect-34).

German says "one after another" of persons with an indefinite singular phrase and the dative
of "der andere" after "nach": "ein Reporter nach dem anderen", "eine Reporterin nach der
anderen" (Duden, Die Grammatik: "einer nach dem anderen", the pronoun "andere" agrees in
gender with the noun it stands for). So "dem"/"der" after "nach" follows the gender of the
person noun right before it, and a realisation that flips the noun flips the article:
"als ein Reporter nach dem anderen fragte" -> "als eine Reporterin nach der anderen fragte".
Only the dative articles "dem" (masculine, neuter) and "der" (feminine) before "anderen" are
read, and only with nothing (no comma) between the noun and "nach".
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Word
from fairmt.inflect.german_words import CASES, DEF

#: The dative singular article by gender ("dem", "der").
_DATIVE = {g: DEF[g][CASES.index("dat")] for g in "mnf"}


def distributive_other(
    words: Sequence[Word], noun: int, src: str, target: str, new: dict[int, list[str]]
) -> None:
    """Set in ``new`` the article of "nach dem/der anderen" right after the singular person noun
    at ``noun`` (gender ``src``) for the target gender ``target``."""
    if noun + 3 >= len(words) or src not in _DATIVE or target not in _DATIVE:
        return
    if words[noun].post or any(words[noun + i].pre for i in (1, 2, 3)):
        return
    if words[noun + 1].post or words[noun + 2].post:
        return
    if words[noun + 1].core.lower() != "nach" or words[noun + 3].core.lower() != "anderen":
        return
    art = words[noun + 2].core.lower()
    if art != _DATIVE[src]:
        return
    new[noun + 2] = [_DATIVE[target]]
