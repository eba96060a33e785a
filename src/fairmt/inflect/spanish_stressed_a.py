"""Feminine person nouns with a stressed initial /a/ take "el" and "un" (es-inflect-35, 36).

Spanish uses the article forms ``el``, ``un``, ``algún``, ``ningún`` (and the contractions
``al``, ``del``) right before a feminine singular noun that begins with a stressed /a/: "el
ama de llaves", "al ama de casa", "un ama" (Real Academia Española, *Nueva gramática* §14.2b;
*Diccionario panhispánico de dudas*, "el": "el agua", "el ama"). The noun stays feminine
("el ama de llaves estaba cansada"). Two person nouns of that shape have a masculine pair:
*ama*/*amo* (housekeeper, householder) and *aya*/*ayo* (governess, tutor); nouns of people that
mark their sex with the article alone keep "la" ("la árabe", "la árbitro": the same entry), so
they are not listed. Things of that shape ("el agua", "el águila") are no persons.

:func:`stressed_a_feminine` says that a span's head is such a noun, so that "El ama" reads
feminine, not masculine by its article; :func:`stressed_a_article` gives the article form before
it, which :meth:`SpanishWordForms.det_form` uses as any other determiner form (es-inflect-36: it
was a pass over the realised sentence, which contracted "de «la ama" into "del ama" and lost the
quote; in the determiner's own form the realiser's contraction step applies, which contracts no
article a quote or bracket opens on). A determiner the translation itself wrote feminine ("a la ama
de casa", a common machine-translation form) keeps its form when the sentence is realised.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import lower_core

__all__ = ["STRESSED_A_PERSONS", "stressed_a_article", "stressed_a_feminine"]

#: Feminine singular person nouns with a stressed initial /a/ and a masculine pair.
STRESSED_A_PERSONS = frozenset({"ama", "aya"})
#: The determiner paradigms with a form of their own before such a noun, and that form.
_EL_FORMS = {"def": "el", "indef": "un", "alguno": "algún", "ninguno": "ningún"}


def stressed_a_feminine(words: Sequence[str]) -> bool:
    """Whether one of ``words`` (a span's words) is a listed noun (module docstring)."""
    return any(lower_core(w) in STRESSED_A_PERSONS for w in words)


def stressed_a_article(group: str, number: str, nxt: str | None) -> str | None:
    """The form of a feminine singular determiner of paradigm ``group`` right before ``nxt``
    when ``nxt`` is a listed noun ("el", "un", "algún", "ningún"); ``None`` otherwise."""
    if number != "sg" or nxt is None or nxt.lower() not in STRESSED_A_PERSONS:
        return None
    return _EL_FORMS.get(group)
