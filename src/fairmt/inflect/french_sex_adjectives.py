"""*Mâle* and *femelle* name the sex of an epicene noun only (fr-inflect-54, fr44 review A3).

The lexicon pairs the adjectives *mâle* and *femelle* (and their plurals), which say the sex of
an animal whose noun has one form for both sexes: "une souris mâle" / "une souris femelle", "des
femelles dominantes" (Grevisse and Goosse, *Le Bon Usage*, the gender of animal names: the
epicene noun takes *mâle* or *femelle*). A noun that has a form of its own for each gender
already says it ("l'infirmier" / "l'infirmière"), and the adjective after it is an emphasis of
the English source ("the male nurse"): "L'infirmier mâle" realised feminine is no "L'infirmière
femelle". :func:`keep_sex_adjective` puts back the MT's *mâle*/*femelle* that the realisation
swapped right after a word it changed too (a noun that varies in gender); after a word it left
alone ("souris", "des", a name) the swap stays. (fr-inflect-55, fr46) The same holds where the
MT already wrote the noun in the target gender, so the realisation left it alone: "L'infirmière
mâle" realised feminine keeps *mâle*; a noun is taken to vary when it ends in a person-noun pair
ending (-ier/-ière, -eur/-euse/-trice, -ienne: :data:`_VARYING`), never an animal's epicene.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import lower_core

__all__ = ["keep_sex_adjective"]

#: Endings of the person nouns whose two genders differ in form ("infirmier"/"infirmière").
_VARYING = ("ier", "iers", "ière", "ières", "eur", "eurs", "euse", "euses", "trice", "trices", "ienne")

_OTHER = {"mâle": "femelle", "mâles": "femelles", "femelle": "mâle", "femelles": "mâles"}


def keep_sex_adjective(base: list[str], tokens: Sequence[str]) -> list[str]:
    """``base`` (a realisation of ``tokens``) with each swapped *mâle*/*femelle* that follows a
    changed word put back as in ``tokens`` (module docstring)."""
    if len(base) != len(tokens):
        return base
    out = list(base)
    for k in range(1, len(base)):
        old = lower_core(tokens[k])
        varies = base[k - 1] != tokens[k - 1] or lower_core(tokens[k - 1]).endswith(_VARYING)
        if old in _OTHER and lower_core(base[k]) == _OTHER[old] and varies:
            out[k] = tokens[k]
    return out
