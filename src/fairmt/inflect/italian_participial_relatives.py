"""A demonstrative pronoun before a participle heads a participial relative (it-inflect-43, issue 12).

"Quelle arrivate in ritardo non sono potute entrare" ("those who arrived late"): the past
participle right after "quelle"/"quelli" is a reduced relative clause ("quelle che sono
arrivate"; Serianni, *Grammatica italiana*, XI.410-412 on the participle as a relative, VII.128
on "quello" as the pronoun that heads a relative), so the demonstrative is the pronoun, not the
determiner of a noun: its masculine plural is "quelli", not "quei"/"quegli", and the participle
agrees with it. The Italian inflector read "quelle" as the determiner of "arrivate" and made
"Quelli arrivate" ("Quegli invitate"), since "arrivate" is also the finite "you arrive".

:func:`participial_relative` says whether the word at ``k`` opens such a relative: the
dictionary reads it as a gendered plural past participle and not as a noun (the demonstrative
before a noun stays a determiner: "quelle ragazze"). The inflector then marks the demonstrative
as a relative head (as before "che"), so its predicate rules change the participle with it, and
gives the pronoun its standalone form (:func:`participle_word`: "quelli seduti").
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.base import Word

__all__ = ["participial_relative", "participle_word"]

_DEMONSTRATIVES = frozenset(["quelli", "quelle"])


def participle_word(low: str) -> bool:
    """Whether the dictionary reads ``low`` as a gendered plural past participle and never as
    a noun, determiner or pronoun ("arrivate", "sedute"; not "invitate", also a noun)."""
    morph = morphology("it")
    if morph is None:
        return False
    rs = morph.readings(low)
    if any(r.pos in ("n", "det", "prn") for r in rs):
        return False
    return any("pp" in r.tags and r.gender in ("m", "f") and r.number == "pl" for r in rs)


def participial_relative(tokens: Sequence[str], k: int) -> bool:
    """Whether ``tokens[k]`` is a plural past participle (no noun) that a demonstrative before
    it heads (module docstring)."""
    if not 0 < k < len(tokens) or Word.parse(tokens[k - 1]).post.strip():
        return False
    return participle_word(Word.parse(tokens[k]).core.lower())
