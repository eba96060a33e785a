"""A plural tacit subject that can only be the things named before it (es-inflect-50, helper es66).

:meth:`~fairmt.inflect.spanish_persons.SpanishPersonSpans.dropped_subject_predicatives` gives the
predicatives of every third-person clause without a subject, and the realiser changes them with
a person the English names ("The gardener bought three new pots and they came out cracked" ->
"La jardinera compró tres macetas nuevas y salieron rajadas"): the realisation in the masculine
made "salieron rajados", as if the pots were the gardener.

A tacit subject continues the topic of the discourse, and a change of subject shows in the verb:
a plural verb after clauses about one person has another subject, which is found among the plural
noun phrases before it (RAE, *Nueva gramática* §33.4: the tacit subject's antecedent is
recovered from the context; §16.2 on the third-person reference to things). When everything
plural before the clause is a noun of things (no plural verb, no plural personal pronoun, no
plural noun that may name people), the clause's subject is those things and its predicatives keep
their gender. The test reads the same in a sentence's feminine and masculine translations: the
things keep their gender there, and a person noun stays a person noun.

Two limits keep people in (review mend): a predicative must agree with one of those things ("Dejé
los platos en la mesa y se sentaron contentas" is said of people: no feminine thing), and a
singular person joined to another by "con" or "y" before the verb makes a plural group that may
be the subject ("La médica salió con la enfermera a comprar zapatos y volvieron cansadas").
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Sequence
from typing import Any

from fairmt.inflect.base import token_starts

__all__ = ["things_only_before"]

#: Plural personal pronouns (subject or after a preposition) that name people.
_PLURAL_PRONOUNS = frozenset(["ellos", "ellas", "nosotros", "nosotras", "vosotros", "vosotras", "ustedes"])


def things_only_before(
    finite: Sequence[Any],
    tokens: Sequence[str],
    thing: Callable[[Sequence[str], tuple[int, int]], bool],
    genders: Sequence[Sequence[str]] = (),
) -> bool:
    """Whether the plural clause of a subjectless finite verb (among ``finite``, the clause's head
    and its copula and auxiliaries in spaCy's parse of ``tokens``) follows plural nouns of things
    only (module docstring): before the verb there is at least one plural noun, every plural noun
    there is a thing (``thing(tokens, span)``, the inflector's dictionary test on its token), no
    finite verb or personal pronoun there is plural, no two people are joined there
    (:func:`_joined_people`), and each gender of the clause's predicatives (``genders``, one list
    a word) is a gender of one of those things: "Dejé los platos en la mesa y se sentaron
    contentas" has a feminine predicative and masculine things only, so its subject is people."""
    verbs = [x for x in finite if x.morph.get("VerbForm") == ["Fin"]]
    if not verbs or verbs[0].morph.get("Number") != ["Plur"]:
        return False
    starts = token_starts(tokens)
    found: set[str] = set()  # the genders of the plural things
    for t in verbs[0].doc[: verbs[0].i]:
        if t.morph.get("Number") != ["Plur"]:
            if _joined_people(t, tokens, starts, thing):
                return False
            continue
        if t.lower_ in _PLURAL_PRONOUNS or t.morph.get("VerbForm") == ["Fin"]:
            return False
        if t.pos_ == "NOUN":
            if not thing(tokens, _span(t, starts)):
                return False
            found.update(t.morph.get("Gender") or ("Masc", "Fem"))
    wanted = {g for gs in genders for g in gs}
    return bool(found) and wanted <= found


def _span(t: Any, starts: Sequence[int]) -> tuple[int, int]:
    k = bisect_right(starts, t.idx) - 1
    return (k, k + 1)


def _joined_people(t: Any, tokens: Sequence[str], starts: Sequence[int], thing: Callable[..., bool]) -> bool:
    """Whether ``t`` is a singular person noun (or a name) joined by "con" or "y" to another one
    right after it, past its determiners: "La médica salió con la enfermera ... y volvieron
    cansadas" has a plural group of people before the plural verb, in both genders' translations,
    and it may be the tacit subject (RAE, *Nueva gramática* §33.4; the comitative "con" makes a
    group subject, §31.5)."""
    if t.pos_ not in ("NOUN", "PROPN") or thing(tokens, _span(t, starts)):
        return False
    doc = t.doc
    j = t.i + 1
    if j >= len(doc) or doc[j].lower_ not in ("con", "y"):
        return False
    j += 1
    while j < len(doc) and doc[j].pos_ == "DET":
        j += 1
    if j >= len(doc) or doc[j].pos_ not in ("NOUN", "PROPN") or doc[j].morph.get("Number") == ["Plur"]:
        return False
    return not thing(tokens, _span(doc[j], starts))
