"""Feminine person nouns with a stressed initial /a/ take "el" and "un" (es-inflect-35).

Spanish uses the article forms ``el``, ``un``, ``algún``, ``ningún`` (and the contractions
``al``, ``del``) right before a feminine singular noun that begins with a stressed /a/: "el
ama de llaves", "al ama de casa", "un ama" (Real Academia Española, *Nueva gramática* §14.2b;
*Diccionario panhispánico de dudas*, "el": "el agua", "el ama"). The noun stays feminine
("el ama de llaves estaba cansada"). Two person nouns of that shape have a masculine pair:
*ama*/*amo* (housekeeper, householder) and *aya*/*ayo* (governess, tutor); nouns of people that
mark their sex with the article alone keep "la" ("la árabe", "la árbitro": the same entry), so
they are not listed. Things of that shape ("el agua", "el águila") are no persons.

:func:`stressed_a_feminine` says that a span's head is such a noun, so that "El ama" reads
feminine, not masculine by its article; :func:`el_before_stressed_a` gives a feminine
realisation those article forms ("La ama" -> "El ama", "a la ama" -> "al ama") unless the
translation itself wrote "la ama", a common machine-translation form that is then kept.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Word, lower_core, match_case
from fairmt.inflect.spanish_words import CONTRACTIONS

__all__ = ["STRESSED_A_PERSONS", "el_before_stressed_a", "stressed_a_feminine"]

#: Feminine singular person nouns with a stressed initial /a/ and a masculine pair.
STRESSED_A_PERSONS = frozenset({"ama", "aya"})
#: Feminine article forms and the forms they take before such a noun.
_EL_FORMS = {"la": "el", "una": "un", "alguna": "algún", "ninguna": "ningún"}
#: Prepositions that contract with "el": "a" -> "al", "de" -> "del".
_CONTRACTING = {prep: form for form, (prep, _) in CONTRACTIONS.items()}


def stressed_a_feminine(words: Sequence[str]) -> bool:
    """Whether one of ``words`` (a span's words) is a listed noun (module docstring)."""
    return any(lower_core(w) in STRESSED_A_PERSONS for w in words)


def _la_before(tokens: Sequence[str]) -> bool:
    return any(
        lower_core(tokens[k]) in _EL_FORMS and lower_core(tokens[k + 1]) in STRESSED_A_PERSONS
        for k in range(len(tokens) - 1)
    )


def el_before_stressed_a(original: Sequence[str], new: list[str]) -> list[str]:
    """``new`` with "el"/"un"/"algún"/"ningún" (and "al"/"del") before a listed noun; ``new``
    itself when ``original`` has a feminine article form there already (module docstring)."""
    if _la_before(original) or not _la_before(new):
        return new
    out: list[str] = []
    for k, tok in enumerate(new):
        w = Word.parse(tok)
        low = w.core.lower()
        nxt = lower_core(new[k + 1]) if k + 1 < len(new) else ""
        if low in _EL_FORMS and nxt in STRESSED_A_PERSONS and not w.post:
            form = _EL_FORMS[low]
            prev = Word.parse(out[-1]) if out else None
            if form == "el" and prev is not None and not prev.post and prev.core.lower() in _CONTRACTING:
                out[-1] = prev.render(match_case(prev.core, _CONTRACTING[prev.core.lower()]))
                continue
            out.append(w.render(match_case(w.core, form)))
            continue
        out.append(tok)
    return out
