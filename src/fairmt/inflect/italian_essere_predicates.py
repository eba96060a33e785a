"""A span that is the subject's predicate after *essere* keeps its participle (it-inflect-43, issue 12).

The aligner may link an English predicate ("We felt welcome") to the participle of a compound
tense and the adjective after it ("Ci siamo | sentite benvenute"). With *essere* as the
auxiliary both words agree with the subject (Serianni, *Grammatica italiana*, XI.368,
accordo del participio con *essere*; XI.37-40, il complemento predicativo del soggetto), so
both show the speaker's gender. The span narrowing of
:meth:`fairmt.inflect.italian.ItalianInflector.cue_span` dropped a leading verb form as a
verb the aligner spilled into a noun phrase ("chiamato l'idraulico"), and only "benvenute"
was realised: "Ci siamo sentite benvenuti".

:func:`essere_predicate_run` keeps such a span whole: the word before it is a form of
*essere*, the first word of the span reads as a past participle, and every word of the span
has a reading as an adjective or a past participle ("benvenuti" is also a noun; an article
has none: "è stato scelto il dottore" keeps the narrowing).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.base import Word
from fairmt.inflect.italian_words import ESSERE
from fairmt.inflect.readings import Reading

__all__ = ["after_essere", "epicene_noun", "essere_predicate_run"]


def _participle(rs: Sequence[Reading]) -> bool:
    return any(r.pos.startswith("vb") and "pp" in r.tags for r in rs)


def after_essere(tokens: Sequence[str], s: int, e: int, read: Callable[[str], Sequence[Reading]]) -> bool:
    """Whether ``tokens[s:e]`` is one adjective or participle right after a form of *essere*
    (the predicate of the clause's subject: "Si sono | sedute")."""
    if s < 1 or e - s != 1 or Word.parse(tokens[s - 1]).post.strip():
        return False
    aux = Word.parse(tokens[s - 1]).core.lower()
    if aux not in ESSERE and not any(r.pos == "vbser" and "pp" not in r.tags for r in read(aux)):
        return False
    rs = read(Word.parse(tokens[s]).core.lower())
    return any(r.pos == "adj" for r in rs) or _participle(rs)  # ("arrivate" is also "you arrive")


def essere_predicate_run(
    tokens: Sequence[str], s: int, e: int, read: Callable[[str], Sequence[Reading]]
) -> bool:
    """Whether ``tokens[s:e]`` (two words or more) is a participle and the adjectives or
    participles after it, right after a form of *essere* (module docstring)."""
    if s < 1 or e - s < 2 or Word.parse(tokens[s - 1]).post.strip():
        return False
    aux = Word.parse(tokens[s - 1]).core.lower()
    if aux not in ESSERE and not any(r.pos == "vbser" and "pp" not in r.tags for r in read(aux)):
        return False
    words = [Word.parse(t) for t in tokens[s:e]]
    if any(w.post.strip() for w in words[:-1]):
        return False
    readings = [read(w.core.lower()) for w in words]
    if not _participle(readings[0]):
        return False
    return all(any(r.pos == "adj" for r in rs) or _participle(rs) for rs in readings[1:])


def epicene_noun(noun: str, nouns: Callable[[str], Sequence[Reading]]) -> bool:
    """Whether the dictionary's noun readings of ``noun`` give it one form for both genders
    ("atleta", "collega": m and f; "insegnante": mf)."""
    genders = {r.gender for r in nouns(noun)}
    return "mf" in genders or {"m", "f"} <= genders
