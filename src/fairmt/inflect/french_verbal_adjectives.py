"""Verbal adjectives in -ant the dictionary knows only as present participles (fr-inflect-78, frc65).

French makes an adjective of most present participles (the *adjectif verbal*): "une avocate
confiante", "des mains tremblantes". The participle is invariable; the adjective agrees like any
adjective in -ant: -ante, -ants, -antes (Grevisse and Goosse, *Le Bon Usage*, on the present
participle and the verbal adjective). Apertium's French dictionary lists many such adjectives
("souriant", "méfiant", "rassurant") but not all: "confiante", "tremblante", "suppliante",
"consentante" have no reading at all, and "confiant", "tremblant" only the gerund of
"confier"/"trembler". So a predicate "L'avocate était confiante" kept its feminine when the
subject became masculine.

Only a form in -ante, -ants or -antes is taken, and only when the dictionary has no reading of
it and reads its -ant form as a present participle (gerund) of a verb: the present participle
has no such forms, so the word can only be the verbal adjective, whose forms are regular. A
participle/adjective pair spelled differently ("fatiguant"/"fatigant", "négligeant"/"négligent")
is not guessed: the adjective is then its own dictionary entry. The masculine singular in -ant is
left alone: it is also the invariable participle ("en tremblant", "confiant le dossier à sa
collègue"), so it only varies where the dictionary itself has the adjective, or (fr-inflect-79,
:func:`copular_verbal_adjective`) where it is the attribute of a copula: "être" and the other
copulas take the adjective, never the invariable participle, as attribute ("Le juge était
confiant", "il semblait tremblant"; Grevisse and Goosse, *Le Bon Usage*, on the participle and
the verbal adjective: the attribute of the subject is the adjective).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.apertium_morph import Reading

__all__ = [
    "VerbalAdjective",
    "copular_verbal_adjective",
    "gerund",
    "verbal_adjective",
    "verbal_adjective_form",
]

#: The endings after "-ant" of the agreeing forms: (ending, gender, number).
_ENDINGS = (("es", "f", "pl"), ("e", "f", "sg"), ("s", "m", "pl"))
_FORMS = {("m", "sg"): "", ("f", "sg"): "e", ("m", "pl"): "s", ("f", "pl"): "es"}

#: ``(masculine singular in -ant, gender, number)``.
VerbalAdjective = tuple[str, str, str]


def gerund(reading: Reading) -> bool:
    """Whether ``reading`` is a present participle (Apertium ``<vblex><ger>`` and the other verb
    classes)."""
    return reading.pos.startswith("vb") and "ger" in reading.tags


def verbal_adjective(word: str, readings: Callable[[str], Sequence[Reading]]) -> VerbalAdjective | None:
    """``word`` as an agreeing form of a verbal adjective the dictionary lacks, or ``None``.

    ``readings`` is the dictionary's analyser; ``word`` must have no reading and its -ant form a
    present participle (``<vblex><ger>``) reading."""
    low = word.lower()
    for ending, gender, number in _ENDINGS:
        base = low[: -len(ending)]
        if low.endswith("ant" + ending) and len(base) > 4:
            if readings(word) or readings(low):
                return None
            if any(gerund(r) for r in readings(base)):
                return base, gender, number
            return None
    return None


def verbal_adjective_form(found: VerbalAdjective, word: str, gender: str, number: str | None) -> str:
    """The form of ``found`` in ``gender``; the word's own number stays. Written like ``word``
    (a capital first letter is kept)."""
    base, _, own = found
    form = base + _FORMS[(gender, own)]
    return form[0].upper() + form[1:] if word[:1].isupper() else form


#: Degree and negation adverbs between the copula and its attribute ("était très confiant").
_ADVERBS = frozenset(
    [
        "très",
        "si",
        "plus",
        "moins",
        "trop",
        "assez",
        "bien",
        "fort",
        "tout",
        "pas",
        "peu",
        "aussi",
        "toujours",
    ]
)


def copular_verbal_adjective(low: Sequence[str], k: int, gender: str) -> str | None:
    """The ``gender`` form of ``low[k]``, a masculine singular -ant the dictionary reads only as
    a present participle, when it is the attribute of a copula (*être* and the copular verbs that
    :func:`~fairmt.inflect.french_copular_attribute.copular_verb_start` reads from the
    dictionary, degree adverbs between), else ``None`` (fr-inflect-79). The plural in -ants is
    :func:`verbal_adjective`'s."""
    from fairmt.inflect.apertium_morph import morphology
    from fairmt.inflect.french_copular_attribute import copular_verb_start

    word, morph = low[k], morphology("fr")
    if morph is None or not word.endswith("ant") or len(word) <= 4 or gender not in ("M", "F"):
        return None
    found = morph.readings(word)
    if not found or not all(gerund(r) for r in found):
        return None
    j = k - 1
    while j >= 0 and low[j] in _ADVERBS:
        j -= 1
    if j < 0 or (low[j] not in ("être", "été") and copular_verb_start(low, j, low[j], morph) is None):
        return None
    return verbal_adjective_form((word, "m", "sg"), word, "f" if gender == "F" else "m", None)
