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
misma"). Since es-inflect-43 (sp60 review) it also gives up at a noun of things with the old
form's gender and number, which the intensifier may qualify ("La autora defiende la idea por sí
misma": the idea itself; "admira el cuadro en sí mismo"), at a second finite verb (a new
clause: "observa cuando la lluvia se detiene por sí sola") and at the relative and interrogative
words that open a clause ("que", "cómo", "donde", "cuando"). A word the dictionary reads both as
a noun and as something else is the noun only right after a determiner ("la obra"; not "La
doctora habla consigo misma", "está seguro de sí mismo"). First- and second-person reflexives ("ti misma",
"mí mismo") are the speaker's and the addressee's: not read here.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Word
from fairmt.inflect.spanish_morph import get_morph
from fairmt.inflect.spanish_words import DETS, PREPOSITIONS

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
#: Words that open a clause of their own, whose subject may be another.
_CLAUSE_OPENERS = frozenset(
    [
        *("que", "qué", "como", "cómo", "donde", "dónde", "adonde", "adónde"),
        *("cuando", "cuándo", "quien", "quienes"),
    ]
)
#: The unstressed possessives, determiners of the noun after them ("su obra").
_POSSESSIVES = frozenset(
    ["mi", "mis", "tu", "tus", "su", "sus", "nuestro", "nuestra", "nuestros", "nuestras"]
)
#: Apertium's tags of the finite tenses and moods.
_FINITE = frozenset(["pri", "pii", "ifi", "fti", "cni", "prs", "pis", "fts", "imp"])
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


def _stop_word(low: str, prev: str, old_gender: str, plural: bool, verbs: int) -> int | None:
    """The count of finite verbs seen once ``low`` (after ``prev``) is passed, or ``None`` when
    the walk must stop at ``low``: a noun of the old form's gender and number (right after a
    determiner when it has other readings too: "está segura de sí", "habla bien de sí" hold an
    adjective and an adverb that are also nouns), or a second finite verb (module docstring)."""
    if low in PREPOSITIONS:
        return verbs  # "para" is no form of "parar" here
    rs = get_morph().readings(low) or ()
    nouns = [r for r in rs if r.pos == "n"]
    finite = any(r.pos.startswith("vb") and _FINITE & set(r.tags) for r in rs)
    if nouns and (len(nouns) == len(rs) or prev in DETS or prev in _POSSESSIVES):
        number = "pl" if plural else "sg"
        agree = [r for r in nouns if r.gender in (old_gender, "mf") and r.number in (number, "sp")]
        return None if agree else verbs
    if finite:
        return None if verbs >= 1 else verbs + 1
    return verbs


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
    old_gender = "m" if gender == "F" else "f"
    verbs: int | None = 0
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
        if w.lower in _CLAUSE_OPENERS or _other_person(w.lower):
            return after
        verbs = _stop_word(w.lower, Word.parse(before[j - 1]).lower, old_gender, plural, verbs or 0)
        if verbs is None:
            return after
        if w.post.strip().endswith(_CLAUSE_END):
            return after
    return after
