"""How the ``rules`` agents read an explicit cue's target words (split out of :mod:`.rules`).

This module owns the reading side shared by Agent_amb and Agent_exp: what kind a cue is for a
language whose inflector reads cues itself (:class:`CueReader`: Arabic, Hindi), which cues the
inflector may read where the detector read no gender (:func:`_inflector_reads`), the notes of
readings the detector placed on an agreeing word (:data:`_PLACED_NOTES`), and the one reading of
a cue's target gender (:func:`read_gender`). The words the cue reached are read here; whether a
reading is firm and what it decides is :mod:`.explicit_verdicts`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol, cast, runtime_checkable

from fairmt.fairqe.common_gender_phrases import article_gender
from fairmt.fairqe.taxonomy import Category
from fairmt.fairqe.types import Cue, Realisation

if TYPE_CHECKING:
    from fairmt.inflect.base import Inflector

_OPPOSITE: dict[Realisation, Realisation] = {"F": "M", "M": "F"}


def _cue_kind(cue: Cue) -> str:
    """What an explicit cue is, for a :class:`CueReader`: ``"pronoun"`` (C1), ``"lexical"``
    (C2-C4: the English word carries the gender) or ``"agreement"`` (C6 and the rest)."""
    if cue.category is Category.C1:
        return "pronoun"
    if cue.category in (Category.C2, Category.C3, Category.C4):
        return "lexical"
    return "agreement"


@runtime_checkable
class CueReader(Protocol):
    """An inflector that reads and flips an explicit cue by its kind (Arabic, Hindi).

    Where the person's gender is shown by the words that agree with a pronoun (the verb an
    Arabic *she* is aligned to, the verb group of a Hindi वह) and not by the span's own word,
    the same token is read differently for a pronoun cue and for a noun cue (Arabic زوجته:
    *his* reads the suffix, *wife* the noun). ``kind``: see :func:`_cue_kind`.
    """

    def cue_gender(
        self, tokens: Sequence[str], span: tuple[int, int], source_span: str, kind: str
    ) -> Realisation | None: ...

    def realise_cue(
        self,
        tokens: Sequence[str],
        span: tuple[int, int],
        gender: Realisation,
        source_span: str,
        kind: str,
    ) -> list[str] | None: ...

    def locate(
        self, tokens: Sequence[str], position: float, source_span: str, kind: str
    ) -> tuple[int, int] | None: ...


#: Whether each inflector class is a :class:`CueReader` (see :func:`_reads_cues`).
_CUE_READER_TYPES: dict[type, bool] = {}


def _reads_cues(inflector: object) -> bool:
    """``isinstance(inflector, CueReader)``, decided once per class: the protocol check goes
    through the members one by one (tens of microseconds), several times per item."""
    kind = type(inflector)
    hit = _CUE_READER_TYPES.get(kind)
    if hit is None:
        hit = _CUE_READER_TYPES[kind] = isinstance(inflector, CueReader)
    return hit


#: Gendered English adjectives: their target agrees with its own noun ("tutta al femminile").
_ADJECTIVE_CUES = frozenset(
    [
        "female",
        "male",
        "ladylike",
        "womanly",
        "girlish",
        "motherly",
        "sisterly",
        "manly",
        "boyish",
        "fatherly",
        "brotherly",
    ]
)


def _inflector_reads(cue: Cue) -> bool:
    """Whether the inflector may read a cue's target span the detector read no gender on.

    Person nouns, yes (a common-gender noun's determiner shows its gender). Pronouns, titles
    and gendered adjectives, no: the detector reads their forms (seed forms, a dropped
    subject's predicate, an object clitic) and leaves the rest unread on purpose -- the word
    the aligner gives a pronoun is often a possessive that agrees with the possessed noun
    (it "suo", fr "son") or a dative of both genders (fr "lui"), and an adjective agrees with
    its own noun; read by the inflector they made correct translations violations.
    """
    if cue.category in (Category.C1, Category.C4):
        return False
    from fairmt.fairqe.cues import OTHER_SUBJECT_NOTE

    if OTHER_SUBJECT_NOTE in cue.note:
        return False  # "le fu diagnosticato": the participle agrees with another subject
    last = cue.source_span.lower().rsplit("-", 1)[-1]
    return last not in _ADJECTIVE_CUES


#: Notes of the readings the detector placed on a word that agrees with the person (a dropped
#: subject's predicate, an object clitic, the one person's subjectless clause).
_PLACED_NOTES = (
    "dropped subject:",
    "object clitic:",
    "subjectless clause:",
    "passive clause:",
    "fronted predicative:",
    "person's pronoun:",
    "person's reflexive:",
    "person's pronominal verb's predicative:",
    "subjectless active:",  # rules-17: "lo arrestaron" for "he was arrested"
    "copied name:",  # rules-48: "Best Male Vocalist" for "Best Female Vocalist" (copied_counterparts)
)


def read_gender(inflector: Inflector, tokens: Sequence[str], cue: Cue) -> Realisation | None:
    """The gender the translation shows at an explicit or ambiguous cue's target: a
    :class:`CueReader` reads it by the cue's kind; otherwise the detector's reading, else the
    inflector's on the span, on its noun phrase (a common-gender noun's determiner), and for
    Spanish on the article past genderless modifiers (rules-47)."""
    if _reads_cues(inflector):
        if cue.target_tokens is None:
            return None
        reader = cast(CueReader, inflector)
        return reader.cue_gender(tokens, cue.target_tokens, cue.source_span, _cue_kind(cue))
    if cue.target_gender is not None:
        return cue.target_gender
    if cue.target_tokens is None or not _inflector_reads(cue):
        return None
    g: Realisation | None = inflector.gender_of(tokens, cue.target_tokens)
    if g is None:  # a common-gender noun: its determiner says the gender
        g = inflector.gender_of(tokens, inflector.phrase_span(tokens, cue.target_tokens))
    if g is None and inflector.lang == "es":  # rules-47: past genderless modifiers
        g = article_gender(tokens, cue.target_tokens)
    return g
