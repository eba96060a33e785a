"""A person span that starts on its noun after a prenominal adjective (es-inflect-38, es44).

The aligner often links an English role noun to the Spanish noun alone ("writer" -> "escritor"
in "el desconocido escritor argentino"; "graduates" -> "graduados" in "los futuros graduados").
The phrase then reaches left past the adjective only when the dictionary reads it as nothing but
an adjective (:meth:`~fairmt.inflect.spanish_forms.SpanishWordForms.preadjective`); a word it
also lists as a noun ("desconocido", "futuros", "anciana", "atractivo") stops the walk, so
the realisation changes the noun and leaves "el desconocido" in the old gender.

Between a determiner and the noun that heads its phrase stand only prenominal modifiers: a
determiner has one head noun (RAE, *Nueva gramática* §13.12), so a word there that agrees with
the noun in gender and number and has an adjective reading is that noun's adjective, and the
determiner before it is the noun's. :func:`prenominal_start` gives the determiner's index when
the span starts on such a noun: the noun (a gendered noun reading), one such adjective right
before it, and a determiner of the same gender and number right before that, with no
punctuation between the three. A contracted article ("del", "al") is left alone: the feminine
splits it ("de la"), and a realisation may change the number of tokens only from its span on.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.base import Word
from fairmt.inflect.romance import Det
from fairmt.inflect.spanish_predicative_conjuncts import reading_keys

__all__ = ["prenominal_start"]

_GENDERS = {"m": "M", "f": "F"}


def prenominal_start(
    tokens: Sequence[str],
    s: int,
    readings: Callable[[str], Sequence[tuple[str, str, str, str]]],
    dets: dict[str, Det],
) -> int | None:
    """The index of the determiner of the noun at ``s`` across one prenominal adjective that the
    dictionary also reads as a noun (module docstring), or ``None``. ``readings(word)`` gives
    ``(pos, gender, number, lemma)``; ``dets`` the determiner forms."""
    if s < 2:
        return None
    noun, adj, det = (Word.parse(tokens[k]) for k in (s, s - 1, s - 2))
    if noun.pre or adj.pre or adj.post or det.post or not adj.lower.isalpha():
        return None
    keys = {k for k in reading_keys(noun.lower, readings, ("n",)) if k[0] in _GENDERS}
    if not keys:
        return None
    adjective = reading_keys(adj.lower, readings, ("adj", "pp"))
    common = keys & adjective
    if len(common) != 1:
        return None
    gender, number = next(iter(common))
    d = dets.get(det.lower)
    if d is None or d.gender != _GENDERS[gender] or d.number != number:
        return None
    return s - 2
