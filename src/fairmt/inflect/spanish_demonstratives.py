"""A demonstrative pronoun that is the subject of "ser" with a person noun as its attribute
(issue 12, closed sets; helper closedes28, es-inflect-21).

"Esta es mi alumna favorita" / "Este es mi alumno favorito": in an identifying copular sentence
the demonstrative pronoun subject refers to the person the attribute names and agrees with it
in gender and number (RAE, *Nueva gramática* §17.2 on the demonstratives' agreement with their
referent, §37.2 on identifying copular sentences with "ser"). The neuter forms ("Esto es mi
hermana") have no gender and never change. Only the pronoun opening the clause right before
the copula is read: "esta" + "es" + the person's phrase.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Word, match_case, word_tuple

__all__ = ["demonstrative_subject", "flip_demonstrative"]

_FORMS = {
    "este": ("M", "sg"),
    "esta": ("F", "sg"),
    "ese": ("M", "sg"),
    "esa": ("F", "sg"),
    "aquel": ("M", "sg"),
    "aquella": ("F", "sg"),
    "estos": ("M", "pl"),
    "estas": ("F", "pl"),
    "esos": ("M", "pl"),
    "esas": ("F", "pl"),
    "aquellos": ("M", "pl"),
    "aquellas": ("F", "pl"),
}
_BY_FEATURES = {
    (g, n, base): w
    for w, (g, n) in _FORMS.items()
    for base in ("est", "es", "aquel")
    if w.startswith(base) and (base != "es" or not w.startswith("est"))
}
_SER = frozenset(word_tuple("es son era eran fue fueron será serán sería serían sea sean"))


def _base(word: str) -> str:
    return "aquel" if word.startswith("aquel") else "est" if word.startswith("est") else "es"


def demonstrative_subject(tokens: Sequence[str], start: int, old: str, gender: str) -> int | None:
    """The index of a demonstrative pronoun of gender ``old`` that opens its clause two words
    before the person's phrase starting at ``start``, with a form of "ser" between (see the
    module docstring); ``None`` when there is none or ``gender`` is no change."""
    k = start - 2
    if k < 0 or gender not in ("F", "M") or old == gender:
        return None
    if Word.parse(tokens[k + 1]).core.lower() not in _SER:
        return None
    word = tokens[k].lower()
    if _FORMS.get(word, ("", ""))[0] != old:
        return None
    if k > 0 and tokens[k - 1][-1].isalnum() and tokens[k - 1].lower() not in ("y", "pero", "que"):
        return None
    return k


def flip_demonstrative(tokens: Sequence[str], k: int, gender: str) -> str:
    """The form of the demonstrative ``tokens[k]`` in ``gender``, its number and case kept."""
    word = tokens[k].lower()
    _, number = _FORMS[word]
    return match_case(tokens[k], _BY_FEATURES[(gender, number, _base(word))])
