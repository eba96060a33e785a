"""What the rule modules read of one dictionary reading, and the tests on readings they share.

Both dictionaries give readings of the same shape (:class:`fairmt.inflect.apertium_morph.Reading`
for Italian and French, :class:`fairmt.inflect.spanish_morph.Reading` for Spanish); the modules
that take them through a callback (``read(word)``) type them with :class:`Reading`, one
:class:`~typing.Protocol` instead of a private copy in each.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Protocol

__all__ = ["Reading", "finite_only", "gendered_adjective", "verb_not_clitic"]


class Reading(Protocol):
    """One dictionary reading: part of speech, gender (``m``/``f``/``mf``/``""``), number
    (``sg``/``pl``/``sp``/``""``) and tags."""

    @property
    def pos(self) -> str: ...

    @property
    def gender(self) -> str: ...

    @property
    def number(self) -> str: ...

    @property
    def tags(self) -> tuple[str, ...]: ...


_FINITE_POS = ("vblex", "vbser", "vbhaver", "vbmod")
_NON_FINITE = frozenset(["pp", "inf", "ger"])


def finite_only(rs: Sequence[Reading]) -> bool:
    """Whether ``rs`` are all finite verb forms (a word the dictionary reads as nothing else:
    no participle, infinitive or gerund, no noun or adjective); ``False`` for no readings."""
    return bool(rs) and all(r.pos in _FINITE_POS and not _NON_FINITE & set(r.tags) for r in rs)


def verb_not_clitic(rs: Sequence[Reading], pos: Collection[str] = _FINITE_POS) -> bool:
    """Whether ``rs`` have a verb reading (a part of speech in ``pos``) and no determiner or
    pronoun reading: "vive" is a verb though also the adjective "vivo"; "lo", "la" are object
    clitics (the depictive "solo"/"da solo" rules, session 32)."""
    return any(r.pos in pos for r in rs) and not any(r.pos in ("det", "prn") for r in rs)


def gendered_adjective(r: Reading) -> bool:
    """Whether ``r`` is the reading of an adjective or a (lexical verb's) participle of one
    gender, masculine or feminine: a word that agrees with a person ("cansada", "despierta",
    "consentida"; es-inflect-49, the Spanish rules of helper es65 that read a word the parser
    mistagged: :mod:`fairmt.inflect.spanish_adjective_subjects`,
    :mod:`fairmt.inflect.spanish_controlled_infinitives`,
    :mod:`fairmt.inflect.spanish_possessive_predicatives`)."""
    return (r.pos == "adj" or (r.pos == "vblex" and "pp" in r.tags)) and r.gender in ("m", "f")
