"""The intensified reflexive "sí mismo/misma", "consigo misma", "por sí sola" agrees with the
subject (es-inflect-43, sp60).

"La profesora está orgullosa de sí misma", "La doctora habla consigo misma", "La enfermera lo
decidió por sí sola": the stressed third-person reflexive *sí* (and *consigo*) refers to the
subject of its clause, and the intensifier *mismo* or the adjective *solo* after it agrees with
that subject in gender and number (RAE, *Nueva gramática* §16.3q on *sí mismo*, and DLE, "solo",
adj.: "por sí solo"). The realisation of "la profesora" as "el profesor" kept "misma", which no
Spanish writes ("El profesor está orgulloso de sí misma").

:func:`reflexive_intensifier` walks from the end of a person's phrase that is no preposition's
complement (a subject, not "con la profesora") to the first "sí"/"consigo" of its clause and puts
the "mismo"/"solo" form right after it in the new gender, when that form has the phrase's old
gender and number. It gives up at the end of a clause or sentence (";", ":", ".", "?", "!"), at
"que" (a clause of its own, whose subject may be another person), and at a noun or a stressed
pronoun that may name another person of the same gender (a noun with a form in the other gender,
"él"/"ella"): the reflexive may then be that person's ("La profesora habló con la alumna de sí
misma"). First- and second-person reflexives ("ti misma", "mí mismo") are the speaker's and the
addressee's: not read here.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Word
from fairmt.inflect.spanish_morph import get_morph
from fairmt.inflect.spanish_words import PREPOSITIONS

__all__ = ["reflexive_intensifier"]

#: The stressed third-person reflexives.
_REFLEXIVES = frozenset(["sí", "consigo"])
#: The forms after the reflexive, by the gender wanted and the old form.
_FORMS = {
    "F": {"mismo": "misma", "mismos": "mismas", "solo": "sola", "solos": "solas"},
    "M": {"misma": "mismo", "mismas": "mismos", "sola": "solo", "solas": "solos"},
}
#: Punctuation that ends the phrase's clause.
_CLAUSE_END = (";", ":", ".", "?", "!")
#: The most words between the person's phrase and the reflexive.
_MAX_BETWEEN = 12


def _other_person(low: str) -> bool:
    """Whether ``low`` may name another person: "él"/"ella"/"ellos"/"ellas", or a noun that the
    dictionary has in both genders or with a form in the other gender (not "trabajo")."""
    if low in ("él", "ella", "ellos", "ellas"):
        return True
    morph = get_morph()
    rs = morph.readings(low) or ()
    return any(r.pos == "n" for r in rs) and not morph.fixed_gender_noun(low)


def reflexive_intensifier(
    before: Sequence[str], after: list[str], phrase_start: int, end: int, delta: int, gender: str
) -> list[str]:
    """``after`` (``before`` with the person's phrase ``before[phrase_start:end]`` realised in
    ``gender``, ``delta`` tokens longer) with the "mismo"/"solo" after the reflexive of the
    phrase's clause in ``gender`` too (module docstring)."""
    forms = _FORMS.get(gender)
    morph = get_morph()
    if forms is None or not morph.available or end >= len(before) or end <= phrase_start:
        return after
    if phrase_start > 0 and Word.parse(before[phrase_start - 1]).lower in PREPOSITIONS:
        return after  # "con la profesora": no subject
    plural = Word.parse(before[end - 1]).lower.endswith("s")
    if Word.parse(before[end - 1]).post.strip().endswith(_CLAUSE_END):
        return after
    morph.analyse([Word.parse(t).lower for t in before[end : end + _MAX_BETWEEN + 2]])
    for j in range(end, min(end + _MAX_BETWEEN + 1, len(before) - 1)):
        w = Word.parse(before[j])
        if w.lower in _REFLEXIVES and not w.post.strip():
            nxt = Word.parse(before[j + 1])
            new = forms.get(nxt.lower)
            if new is None or nxt.lower.endswith("s") != plural or after[j + 1 + delta] != before[j + 1]:
                return after
            out = list(after)
            out[j + 1 + delta] = nxt.render(new)
            return out
        if w.lower == "que" or _other_person(w.lower):
            return after
        if w.post.strip().endswith(_CLAUSE_END):
            return after
    return after
