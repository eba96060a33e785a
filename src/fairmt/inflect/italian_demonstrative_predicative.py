"""The demonstrative pronoun as the copula's predicative (it-inflect-53, issue 12).

"Il cuoco è quello più bravo", "La cuoca era quella di sempre", "I cuochi sono quelli che
cucinano meglio": after *essere* the pronoun *quello* (with no noun after it) names the person
the subject names, and agrees with the subject as a predicative adjective does (Serianni,
*Grammatica italiana*, ch. VII on the demonstratives, *quello* as a pronoun before "che", "di"
or an adjective; XI.4 on the predicative's agreement). The subject's predicate finder
(:meth:`~fairmt.inflect.italian_predicative.ItalianPredicative._after_essere`) knew adjectives,
participles, nouns and the relative superlative "la più alta" there, not the pronoun, so "La
cuoca è quello più bravo" came out of the realisation of "Il cuoco".

:func:`demonstrative_predicative` turns the pronoun (its number kept) and, when "più"/"meno" and
an adjective that ends its phrase follow ("quello più bravo", the relative superlative with the
pronoun for its article), the adjective too. Only where the pronoun ends its own phrase
(``ends_phrase``: punctuation, the end, or a function word or preposition next) or "più"/"meno"
follows: before a noun "quella" is a determiner of another phrase ("è quella ragazza", "è quello
studente"), whose noun decides its gender, and it stays.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Word
from fairmt.inflect.romance import Gender

__all__ = ["DEMONSTRATIVES", "demonstrative_predicative"]

#: The pronoun's forms, by gender and number.
DEMONSTRATIVES: dict[str, tuple[str, str]] = {
    "quello": ("M", "sg"),
    "quella": ("F", "sg"),
    "quelli": ("M", "pl"),
    "quelle": ("F", "pl"),
}
_FORMS = {value: form for form, value in DEMONSTRATIVES.items()}
#: The degree adverbs of the relative superlative ("quella più brava").
_DEGREE = frozenset({"più", "meno"})


def demonstrative_predicative(
    out: list[str],
    k: int,
    gender: Gender,
    ends_phrase: Callable[[Sequence[str], int], bool],
    unknown: Callable[[str, Gender], str | None],
) -> bool:
    """Put the pronoun *quello* at ``k``, the predicative after the copula, in ``gender`` (its
    number kept), with the adjective of "quello più/meno + adjective" (module docstring); in
    place. Whether the pronoun stood there (``False``: nothing changed)."""
    if not 0 <= k < len(out) or gender not in ("M", "F"):
        return False
    w = Word.parse(out[k])
    low = w.core.lower()
    if low not in DEMONSTRATIVES or w.pre.strip():
        return False
    degree = (
        not w.post.strip()
        and k + 2 < len(out)
        and Word.parse(out[k + 1]).core.lower() in _DEGREE
        and not Word.parse(out[k + 1]).post.strip()
    )
    if not degree and not ends_phrase(out, k):
        return False  # "è quella ragazza": the determiner of another noun
    adjective: str | None = None
    if degree and ends_phrase(out, k + 2):
        morph = morphology("it")
        word = Word.parse(out[k + 2]).core.lower()
        if morph is not None:
            adjective = morph.agree(word, gender) or unknown(word, gender)
    out[k] = w.render(_FORMS[(gender, DEMONSTRATIVES[low][1])])
    if adjective is not None:
        out[k + 2] = Word.parse(out[k + 2]).render(adjective)
    return True
