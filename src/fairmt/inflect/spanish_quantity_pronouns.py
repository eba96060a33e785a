"""A noun of quantity with a plural personal pronoun: "La mayoría de ellas" (es-inflect-33).

"La mayoría de ellas estaban satisfechas", "La mitad de nosotras estábamos cansadas": a noun of
quantity ("mayoría", "mitad", "minoría", "resto", "(mayor) parte") keeps its own gender, but the
partitive pronoun after "de" names the group, and with a plural verb the predicative agrees
with that group *ad sensum* (RAE, *Nueva gramática* §33.8, concordancia con los sustantivos
cuantificativos): the group's gender shows only in the pronoun and in the predicatives.

The aligner puts an English "most"/"half" on the noun of quantity, whose gender is no person's,
so the span showed no gender and nothing changed. Here such a span reads the pronoun's gender
(:func:`quantity_pronoun_gender`), and its realisation (:func:`realise_quantity_pronoun`)
changes the pronoun and the plural predicatives of the copula right after it (third person, or
the pronoun's own: "de nosotras estábamos"; :func:`~fairmt.inflect.spanish_pronoun_subjects.
predicatives_after`). A singular verb agrees with the noun of quantity ("La mayoría de ellas
estaba cansada" may read "cansada" as the majority's): its predicative is left alone.

A partitive quantifier with a first- or second-person pronoun ("Varias de nosotras fuimos
elegidas") is the same group with a verb of the pronoun's person (§33.8): when the realisation
changed the quantifier, its pronoun's plural copula takes its predicatives along
(:func:`partitive_predicatives`), which the parse missed.

Without the pronoun, a verb of the first or second person plural says the group is the
speaker's or the addressee's ("La mayoría estábamos contentas", §33.8): no English word genders
it, so :meth:`fairmt.inflect.spanish_persons.SpanishPersonSpans.implicit_person_spans` takes
the predicatives as the speaker's (es-inflect-34), as with a floating quantifier.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Literal

from fairmt.inflect.base import Word
from fairmt.inflect.romance import Gender
from fairmt.inflect.spanish_pronoun_subjects import (
    DEGREE,
    PLURAL_PRONOUNS,
    copula,
    predicative_reading,
    predicatives_after,
)
from fairmt.inflect.spanish_words import PARTITIVES, PARTITIVES_BACK

__all__ = ["QUANTITY_NOUNS", "partitive_predicatives", "quantity_pronoun_gender", "realise_quantity_pronoun"]

#: Nouns of quantity of a gender of their own (RAE §12.4, §33.8).
QUANTITY_NOUNS = frozenset(["mayoría", "mitad", "minoría", "resto", "parte"])
#: The pronoun in the other gender.
_OTHER = {
    "ellas": "ellos",
    "ellos": "ellas",
    "nosotras": "nosotros",
    "nosotros": "nosotras",
    "vosotras": "vosotros",
    "vosotros": "vosotras",
}


def _pronoun(tokens: Sequence[str], span: tuple[int, int]) -> int | None:
    """The index of the pronoun after "de" of the noun of quantity the span ends on ("La
    mayoría", "mayoría"), or ``None``."""
    s, e = span
    if not 0 <= s < e <= len(tokens) - 2:
        return None
    head, de, pron = (Word.parse(t) for t in tokens[e - 1 : e + 2])
    if head.lower not in QUANTITY_NOUNS or head.post or de.lower != "de" or de.post:
        return None
    if pron.lower not in _OTHER:
        return None
    return e + 1


def _plural_copula(tokens: Sequence[str], span: tuple[int, int]) -> tuple[int, Literal["F", "M"]] | None:
    """es-inflect-34: the index of a plural copula right after the noun of quantity the span
    ends on, with no pronoun between ("La mayoría estaban contentas", "La mitad estábamos
    cansadas"), and the group's gender as its first predicative shows it (past degree
    adverbs; every adjective or participle reading of one gender); ``None`` otherwise."""
    s, e = span
    if not 0 <= s < e <= len(tokens) - 2:
        return None
    head = Word.parse(tokens[e - 1])
    if head.lower not in QUANTITY_NOUNS or head.post:
        return None
    if not any(copula(Word.parse(tokens[e]).core, p) for p in ("p1", "p2", "p3")):
        return None
    i = e + 1
    while (
        i < len(tokens) - 1 and not Word.parse(tokens[i - 1]).post and Word.parse(tokens[i]).lower in DEGREE
    ):
        i += 1
    if Word.parse(tokens[i - 1]).post:
        return None
    g = predicative_reading(Word.parse(tokens[i]).core)
    if g == "F":
        return (e, "F")
    return (e, "M") if g == "M" else None


def quantity_pronoun_gender(tokens: Sequence[str], span: tuple[int, int]) -> Literal["F", "M"] | None:
    """The group's gender (the pronoun's, or with no pronoun the plural predicative's) of a
    noun of quantity span, or ``None``."""
    p = _pronoun(tokens, span)
    if p is None:
        found = _plural_copula(tokens, span)
        return found[1] if found is not None else None
    return "F" if Word.parse(tokens[p]).lower.endswith("as") else "M"


def realise_quantity_pronoun(
    tokens: Sequence[str], span: tuple[int, int], gender: Gender, inflect: Callable[[str, Gender], str | None]
) -> list[str] | None:
    """The span's group in ``gender`` (module docstring); ``None`` when the span is no noun of
    quantity with a pronoun, or the group already has that gender."""
    p = _pronoun(tokens, span)
    old = quantity_pronoun_gender(tokens, span)
    if old is None or old == gender:
        return None
    if p is None:
        found = _plural_copula(tokens, span)
        if found is None:
            return None
        out = predicatives_after(tokens, list(tokens), found[0], ("p1", "p2", "p3"), old, gender, inflect)
        return out if out != list(tokens) else None
    pron = Word.parse(tokens[p])
    out = list(tokens)
    out[p] = pron.render(_OTHER[pron.lower])
    if pron.post:
        return out
    own = PLURAL_PRONOUNS[pron.lower]
    return predicatives_after(tokens, out, p + 1, ("p3", own), old, gender, inflect)


def partitive_predicatives(
    tokens: Sequence[str],
    out: list[str],
    span: tuple[int, int],
    gender: Gender,
    inflect: Callable[[str, Gender], str | None],
) -> list[str]:
    """``out`` with the predicatives of the plural copula after "quantifier de pronoun" when the
    span holds (or ends right before the pronoun of) a quantifier the realisation changed
    (module docstring); the predicatives' old gender is the pronoun's."""
    s, e = span
    if len(out) != len(tokens):
        return out
    for q in range(max(0, s - 2), min(e, len(tokens) - 3)):
        w, de, pron = (Word.parse(t) for t in tokens[q : q + 3])
        if out[q] == tokens[q] or (w.lower not in PARTITIVES and w.lower not in PARTITIVES_BACK):
            continue
        if w.post or de.lower != "de" or de.post or pron.lower not in PLURAL_PRONOUNS or pron.post:
            continue
        old = "F" if pron.lower.endswith("as") else "M"
        persons = ("p3", PLURAL_PRONOUNS[pron.lower])
        return predicatives_after(tokens, out, q + 3, persons, old, gender, inflect)
    return out
