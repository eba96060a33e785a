"""A gendered pronoun after two or more persons, none of whom the translation gives its gender.

"The supervisor yelled at the cashier because she liked to pick on her employees" -> "El supervisor
gritó al cajero porque ella tuvo gusto de escoger en sus empleados". The detector resolves a
subject, possessive or reflexive pronoun to a person only when one singular person precedes it
(:mod:`fairmt.fairqe.cue_rules`, C6 (c): "the doctor said she would come"); with two (WinoMT's
setting, "the developer argued with the designer because she ...") it cannot say which one is
meant, and both stay ambiguous. Yet whichever is meant, a translation must give *one* of them the
pronoun's gender. One that realises every candidate in the other gender contradicts the source
on every reading: its pronoun has no antecedent among the persons it could refer to. Coreference
is not resolved here; the rule takes no side between the candidates.

It assumes what C6 (c) assumes for one candidate: such a pronoun refers to a person named before
it in the sentence (a subject pronoun of a following clause, a possessive, a reflexive: the
anaphora the reader resolves inside the sentence), and so it reads only where C6 (c) would read
its one candidate:

* every explicit cue is a personal pronoun (C1) of one gender or, after the first resolving one,
  its predicate (C6 (d): "because she was overwhelmed"), and at least one pronoun resolves
  (he, she, his, hers, himself, herself, or a possessive "her"); object pronouns (him, object
  "her") never do: "The nurse found him asleep" names a third person (an object pronoun is not
  its own clause's subject, and is often someone the sentence does not name);
* before the first resolving pronoun the sentence has two or more singular person nouns (C7, C11)
  and no other person it could refer to: no indefinite or neutral pronoun ("someone", C8), no
  unisex name (C9), no capitalised word outside a cue (a name the lexicon does not list: "The
  doctor met Maria because she ...");
* the translation reads every candidate, on a person noun of its own (or the English noun copied,
  "El Sheriff", "La CEO"), in the other gender, and that noun has a form in the pronoun's gender:
  a noun of one grammatical gender for either sex ("la guardia", "la víctima", "la estrella")
  shows no one's sex and may be the pronoun's person.

Verdict: each candidate disagrees with the pronoun's gender (a firm reading, on a person noun), so
the translation is a violation and its corrected variant realises the candidates in the pronoun's
gender (either reading is then satisfied). A translation that gives any candidate the pronoun's
gender, or in which a candidate shows no gender ("l'insegnante"), gets no verdict from here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from fairmt.fairqe.cue_rules import _her_is_possessive
from fairmt.fairqe.cue_tokens import tokenize
from fairmt.fairqe.cue_words import RESOLVING
from fairmt.fairqe.taxonomy import Category
from fairmt.fairqe.types import Cue, CueDetection, Realisation

__all__ = ["candidate_verdicts"]

_OPPOSITE: dict[Realisation, Realisation] = {"F": "M", "M": "F"}
#: Persons a pronoun may refer to; any other ambiguous category before it stops the rule.
_CANDIDATES = (Category.C7, Category.C11)
#: Groups: a singular pronoun does not refer to them ("her employees").
_GROUPS = (Category.C12,)


def candidate_verdicts(
    source: str,
    detection: CueDetection,
    reading: Callable[[Cue], Realisation | None],
    on_person: Callable[[Cue], bool],
    has_form: Callable[[Cue, Realisation], bool],
) -> list[tuple[Cue, bool]]:
    """The candidates as disagreeing verdicts when none has the pronoun's gender (else none).

    ``reading``: the gender the translation gives a cue's target span; ``on_person``: whether that
    span covers a person noun of the translation; ``has_form``: whether the span has a form in a
    gender (the inflector realises it there and changes it).
    """
    explicit = detection.explicit
    if not explicit or any(c.category not in (Category.C1, Category.C6) for c in explicit):
        return []
    genders = {c.source_gender for c in explicit}
    if len(genders) != 1:
        return []
    gender = next(iter(genders))
    if gender not in _OPPOSITE:
        return []
    words = source.split()
    toks = [tokenize(w) for w in words]
    first: int | None = None
    for c in explicit:
        if c.source_tokens is None:
            continue
        i = c.source_tokens[0]
        if i < len(toks) and (
            toks[i].low in RESOLVING or (toks[i].low == "her" and _her_is_possessive(toks, i))
        ):
            first = i if first is None else min(first, i)
    if first is None:
        return []
    if any(c.category is Category.C6 and (c.source_tokens or (0, 0))[0] < first for c in explicit):
        return []  # a person noun the sentence genders before the pronoun ("a female doctor")
    before = [c for c in detection.ambiguous if c.source_tokens is not None and c.source_tokens[0] < first]
    if any(c.category not in (*_CANDIDATES, *_GROUPS) for c in before):
        return []
    candidates = [c for c in before if c.category in _CANDIDATES]
    if len(candidates) < 2:
        return []
    covered = {k for c in detection.cues if c.source_tokens is not None for k in range(*c.source_tokens)}
    if any(t.title and t.low != "i" for k, t in enumerate(toks[1:first], 1) if k not in covered):
        return []
    out: list[tuple[Cue, bool]] = []
    for c in candidates:
        g = reading(c) if c.target_tokens is not None else None
        if g != _OPPOSITE[gender] or not (on_person(c) or _copied(c)) or not has_form(c, gender):
            return []
        out.append(
            (
                replace(
                    c,
                    source_gender=gender,
                    target_gender=g,
                    note=f"{c.note}; a candidate antecedent of a {gender} pronoun, none of them {gender}",
                ),
                False,
            )
        )
    return out


def _copied(cue: Cue) -> bool:
    """Whether the cue's target span ends in its English noun, copied ("El Sheriff", "La CEO"): the
    loanword names the same person, though the language's resources list no such person noun."""
    last = cue.target_span.split()[-1:] if cue.target_span else []
    return bool(last) and last[0].strip(".,;:!?'\"").lower() == cue.source_span.lower()
