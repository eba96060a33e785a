"""The depictive "solo" in the subject's own clause agrees with the subject (es-inflect-36).

"Mi vecina vive sola desde el divorcio": "solo" after the verb is a predicative adjunct of the
subject ("alone"), and agrees with it in gender and number (RAE, *Nueva gramática* §38.4, the
complemento predicativo no seleccionado, and DLE, "solo", adj. 3: "vive solo", "llegó sola").
The small parse behind :meth:`SpanishInflector._agreement` misreads such clauses ("vecina" an
adjective of "vive"), so the realisation of "mi vecina" as "mi vecino" kept "sola".

:func:`depictive_solo` walks from the end of a person's phrase that opens its clause (the
sentence's start, punctuation, or "y"/"pero" before it) over the verb group only (verb forms,
"se", adverbs; at most four words, no punctuation) to a form of "solo" of the old gender, and puts
it in the new gender. A noun, article or object clitic on the way stops it: the adjective may be
that other person's ("Dejó al niño solo", "Lo dejó solo"). The masculine singular "solo" is also
the adverb "only" ("trabaja solo los lunes"), so it changes only when it ends the clause.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Word
from fairmt.inflect.readings import verb_not_clitic
from fairmt.inflect.spanish_morph import get_morph

__all__ = ["depictive_solo"]

#: The forms of "solo", by the gender wanted and the old form.
_SOLO = {"F": {"solo": "sola", "solos": "solas"}, "M": {"sola": "solo", "solas": "solos"}}
#: Words that join a clause to the one before it with no subordination.
_JOINS = frozenset(["y", "e", "pero"])
#: The most words between the person's phrase and "solo".
_MAX_BETWEEN = 4


def depictive_solo(
    before: Sequence[str], after: list[str], phrase_start: int, end: int, delta: int, gender: str
) -> list[str]:
    """``after`` (``before`` with the person's phrase ``before[phrase_start:end]`` realised in
    ``gender``, ``delta`` tokens longer) with the depictive "solo" of the phrase's clause in
    ``gender`` too (module docstring)."""
    forms = _SOLO.get(gender)
    morph = get_morph()
    if forms is None or not morph.available or end >= len(before):
        return after
    if phrase_start > 0:
        prev = Word.parse(before[phrase_start - 1])
        if not prev.post.strip() and prev.core.lower() not in _JOINS:
            return after  # "con la vecina", "vio a la vecina": not the subject
    if Word.parse(before[end - 1]).post.strip():
        return after
    verb = False
    for j in range(end, min(end + _MAX_BETWEEN + 1, len(before))):
        w = Word.parse(before[j])
        low = w.core.lower()
        new = forms.get(low)
        if new is not None and verb:
            if low == "solo" and not (w.post.strip() or j + 1 == len(before)):
                return after  # the adverb "only" ("vive solo de su pensión")
            if after[j + delta] != before[j]:
                return after
            out = list(after)
            out[j + delta] = w.render(new)
            return out
        rs = morph.readings(low) or ()
        if low == "se" or (rs and all(r.pos == "adv" for r in rs)):
            pass
        elif verb_not_clitic(rs):
            verb = True
        else:
            return after
        if w.post.strip():
            return after
    return after
