"""A predicative fronted before the speaker's or the addressee's copula (es-inflect-43, sp60).

"Más contenta no puedes estar", "Tan cansada estoy que me dormiría", "Contenta estoy": Spanish
may put the predicative before its copula to focus it (RAE, *Nueva gramática* §40.2, the fronted
focus, "Contento estoy"), and it still agrees with the tacit subject of the first- or
second-person verb (§33.1, §38.2). :func:`~fairmt.inflect.spanish_clitics.speaker_predicatives`
looked only after the copula, so the realisation of "Más contenta puedes estar contigo misma"
for an English "you ... proud" changed nothing of the adjective.

:func:`fronted_predicative` reads the word right before the finite verb: an adjective or
participle whose every such reading has one gender, that the dictionary does not read as a noun
("vieja", "joven" could head a noun phrase that is the subject), with a degree adverb right
before it ("más", "tan", "muy") or the start of its clause (the sentence's start, punctuation,
"y"/"pero"/"que") there, and no punctuation between it and the verb. A degree adverb must
itself open the clause (sp60 review): in "Tras una tarde tan tranquila puedo estar feliz" the
"tan tranquila" after a noun belongs to that noun's phrase, not to the speaker.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Literal

from fairmt.inflect.base import Word
from fairmt.inflect.spanish_morph import get_morph

__all__ = ["fronted_predicative"]

#: Degree adverbs that may open a fronted predicative ("más contenta", "tan cansada").
_DEGREE = frozenset(["más", "menos", "tan", "muy", "bastante", "demasiado"])
#: Words that open the predicative's clause.
_OPENERS = frozenset(["y", "e", "pero", "que"])


def fronted_predicative(
    tokens: Sequence[str], verb: int, one_gender: Callable[[str], Literal["F", "M"] | None]
) -> int | None:
    """The index of the predicative fronted right before the finite verb at ``verb`` (module
    docstring), or ``None``. ``one_gender`` reads a word's gender as an adjective or participle."""
    k = verb - 1
    if verb > 0 and Word.parse(tokens[verb - 1]).lower == "no":
        k -= 1  # "Más contenta no puedo estar": the negation belongs to the verb
    if k < 0:
        return None
    w = Word.parse(tokens[k])
    if w.post.strip() or (k + 1 < verb and Word.parse(tokens[k + 1]).post.strip()):
        return None
    if one_gender(tokens[k]) is None:
        return None
    morph = get_morph()
    if any(r.pos == "n" for r in morph.readings(w.lower) or ()):
        return None
    if k == 0 or (w.pre.strip() and not w.pre.strip().isalnum()):
        return k
    prev = Word.parse(tokens[k - 1])
    if prev.post.strip() or prev.lower in _OPENERS:
        return k
    if prev.lower in _DEGREE and _opens_clause(tokens, k - 1):
        return k
    return None


def _opens_clause(tokens: Sequence[str], i: int) -> bool:
    """Whether ``tokens[i]`` opens its clause: the sentence's start, punctuation before it, or a
    clause opener ("y", "pero", "que") right before it."""
    w = Word.parse(tokens[i])
    if i == 0 or (w.pre.strip() and not w.pre.strip().isalnum()):
        return True
    prev = Word.parse(tokens[i - 1])
    return bool(prev.post.strip()) or prev.lower in _OPENERS
