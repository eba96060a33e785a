"""A detached predicative that ends a clause of the speaker or the addressee (es-inflect-34, issue 12).

"Me vestí rápidamente y me fui, nerviosa", "Nos perdimos en el casco antiguo, confundidas": an
adjective or participle set off by a comma at the end of a clause is a predicative adjunct of
the clause's subject (RAE, *Nueva gramática* §§38.2-38.4, el complemento predicativo no
seleccionado), and with a verb of the first or second person that subject is the speaker or
the addressee, whom Spanish leaves tacit (§33.1) and English never genders. The word is the
only one that shows that person's gender, so it is a person span of the target language alone
(:meth:`fairmt.inflect.spanish_persons.SpanishPersonSpans.implicit_person_spans`), as the
predicatives of "Estoy cansada" are; the parse often hangs it on a noun or takes it for a
subject, so the clause is read by Apertium's dictionary instead.

:func:`speaker_detached_spans` takes the words after a sentence's last comma when all of these
hold: they are only adjectives or participles (every reading; "lista" is also a noun, so it is
no such word here) of one gender and one number, with "y"/"pero" and degree adverbs between
them; the last finite verb before the comma in the same sentence has only first- or
second-person readings ("fui", "perdimos"; "tarde" is also "tardar") and the adjectives'
number; no finite verb of the third person, no third-person pronoun and no noun of the
adjectives' gender and number stand between that verb and the comma (the adjective may be
theirs: "recibí un paquete, envuelto"; a word that is also an adverb, "tarde", is taken as one).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.base import Word
from fairmt.inflect.readings import Reading, finite_only

__all__ = ["speaker_detached_spans"]

_SENTENCE_END = (".", "!", "?", ";", "…", ":")
_JOINS = frozenset(["y", "e", "pero", "muy", "tan", "bastante", "algo", "demasiado", "ya", "todavía", "aún"])
_THIRD_PRONOUNS = frozenset(["él", "ella", "ellos", "ellas", "usted", "ustedes"])


def speaker_detached_spans(
    tokens: Sequence[str], read: Callable[[str], Sequence[Reading]]
) -> list[tuple[int, int]]:
    """The one-word spans of a detached predicative of the speaker or the addressee that ends
    a sentence (module docstring)."""
    words = [Word.parse(t) for t in tokens]
    lows = [w.core.lower() for w in words]
    out: list[tuple[int, int]] = []
    start = 0
    for end in range(len(words)):
        if not (words[end].post.strip().startswith(_SENTENCE_END) or end == len(words) - 1):
            continue
        comma = next((t for t in range(end - 1, start - 1, -1) if words[t].post.strip() == ","), None)
        if comma is not None:
            out += _stretch(words, lows, start, comma, end, read)
        start = end + 1
    return out


def _stretch(
    words: Sequence[Word],
    lows: Sequence[str],
    start: int,
    comma: int,
    end: int,
    read: Callable[[str], Sequence[Reading]],
) -> list[tuple[int, int]]:
    found: list[int] = []
    features: set[tuple[str, str]] = set()
    for t in range(comma + 1, end + 1):
        if t < end and words[t].post.strip():
            return []
        if lows[t] in _JOINS:
            continue
        rs = read(lows[t])
        if not rs or not all(r.pos == "adj" or (r.pos.startswith("vb") and "pp" in r.tags) for r in rs):
            return []
        features |= {(r.gender, r.number) for r in rs}
        found.append(t)
    if not found or len(features) != 1:
        return []
    gender, number = next(iter(features))
    if gender not in ("f", "m") or number not in ("sg", "pl"):
        return []
    verb = next((t for t in range(comma, start - 1, -1) if finite_only(read(lows[t]))), None)
    if verb is None:
        return []
    if not all(({"p1", "p2"} & set(r.tags)) and r.number == number for r in read(lows[verb])):
        return []
    for t in range(verb + 1, comma + 1):
        rs = read(lows[t])
        if lows[t] in _THIRD_PRONOUNS or finite_only(rs) or words[t].core[:1].isupper():
            return []
        noun = any(r.pos == "n" and r.gender in (gender, "mf") and r.number in (number, "sp") for r in rs)
        if noun and not any(r.pos == "adv" for r in rs):  # ("tarde" is the adverb here)
            return []  # "recibí un paquete, envuelto": the noun's
    return [(t, t + 1) for t in found]
