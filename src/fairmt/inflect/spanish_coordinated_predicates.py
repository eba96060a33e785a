"""The predicate of a verb coordinated with the subject's own verb (es-inflect-34, issue 12).

"La paciente se sintió mejor y fue dada de alta": two verb phrases joined by "y" share the
subject (RAE, *Nueva gramática* §31.3, coordinación de grupos verbales; §33.1, the tacit
subject of the second conjunct is the first's), and the passive participle or predicative of
the second agrees with it (§38.2). spaCy's small model took "alta" of the locution "dar de
alta" for the second verb's subject, so the realisation of "La paciente" as "El paciente" kept
"dada", while the masculine original's parse was right: the pair got two different sets.

:func:`coordinated_predicate` reads the words after the changed person's phrase by the
dictionary: the phrase opens the sentence; later in the same sentence, with no comma, relative
or conjunction "que" and no other noun phrase's article or personal pronoun before it, "y"/"pero"
right before a finite copula of the third person in the phrase's number ("fue", "estaba") whose
predicatives show the old gender: they take the new one
(:func:`~fairmt.inflect.spanish_pronoun_subjects.predicatives_after`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.base import Word
from fairmt.inflect.romance import Gender
from fairmt.inflect.spanish_pronoun_subjects import predicatives_after

__all__ = ["coordinated_predicate"]

_SENTENCE_END = (".", "!", "?", ";", ":")
#: Words that open another phrase or clause whose subject may be another person.
_OTHERS = frozenset(
    [
        "el",
        "la",
        "los",
        "las",
        "un",
        "una",
        "unos",
        "unas",
        "al",
        "del",
        "que",
        "quien",
        "quienes",
        "él",
        "ella",
        "ellos",
        "ellas",
        "usted",
        "ustedes",
    ]
)


def coordinated_predicate(
    tokens: Sequence[str],
    out: list[str],
    span: tuple[int, int],
    old: str,
    gender: Gender,
    inflect: Callable[[str, Gender], str | None],
    number: str | None = None,
) -> list[str]:
    """``out`` with the predicatives of a copula coordinated with the subject's verb put in
    ``gender`` (module docstring); ``out`` itself when there is none. ``number``: the subject's
    ("sg"/"pl"), when the span's last word does not show it (a partitive's quantifier: "Una de
    las pasajeras", es-inflect-36)."""
    s, e = span
    if old == gender or len(out) != len(tokens) or out == list(tokens) or not 0 <= s < e < len(tokens):
        return out
    words = [Word.parse(t) for t in tokens]
    if s > 0 or any(w.post.strip() for w in words[s:e]):
        return out
    number = number or ("pl" if words[e - 1].lower.endswith("s") else "sg")
    for t in range(e, len(words) - 1):
        w = words[t]
        if w.lower in ("y", "pero") and not w.post.strip():
            new = predicatives_after(tokens, out, t + 1, ("p3",), old, gender, inflect, number)
            if new != out:
                return new
        if w.lower in _OTHERS or w.post.strip():
            return out
    return out
