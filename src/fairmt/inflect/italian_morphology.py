"""Apertium's Italian morphology with what only Italian needs (it-inflect-51: moved out of the
shared :meth:`fairmt.inflect.apertium_morph.Morphology.agree`, as
:mod:`fairmt.inflect.french_morphology` holds the French one).

:func:`fairmt.inflect.apertium_morph.morphology` gives this class for ``"it"``.

The masculine plural of an adjective in -io whose "i" is unstressed has one "i" ("seri",
"vari"; Serianni, *Grammatica italiana*, III.88-92), but the dictionary generates only the
archaic "-ii" for some of them ("serii" of "serio"). Those whose "i" is stressed keep "-ii"
("pii", "restii"; Serianni III.90): :data:`STRESSED_IO`.
"""

from __future__ import annotations

from fairmt.inflect.apertium_morph import Morphology

__all__ = ["STRESSED_IO", "ItalianMorphology", "archaic_ii"]

#: The Italian adjectives in -io whose "i" is stressed, which keep "-ii" in the masculine plural
#: ("pii", "restii"; Serianni, *Grammatica italiana*, III.90); any other -io adjective has one "i".
STRESSED_IO = frozenset({"pio", "restio", "natio", "stantio", "rio", "solatio"})


def archaic_ii(form: str) -> bool:
    """``form`` is the "-ii" masculine plural of an -io adjective whose "i" is unstressed
    ("serii" of "serio"), which modern spelling writes with one "i"."""
    return len(form) > 3 and form.endswith("ii") and form[:-1] + "o" not in STRESSED_IO


class ItalianMorphology(Morphology):
    """:class:`~fairmt.inflect.apertium_morph.Morphology` whose agreed masculine plural of an
    -io adjective has one "i" (module docstring)."""

    def agreed_form(self, form: str, gender: str) -> str:
        return form[:-1] if gender == "m" and archaic_ii(form) else form
