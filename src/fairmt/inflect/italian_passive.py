"""The Italian passive with *venire* as the subject's predicate (it-inflect-30, issue 12).

Besides *essere*, the simple tenses of *venire* form the passive ("La direttrice venne
accusata", "I pazienti vengono visitati"; Serianni, *Grammatica italiana*, XI.4-8 and XI.22 on
the passive auxiliaries), and the participle agrees with the subject as after *essere*. The
predicate rule knew *venire* only where it looked for a passive participle inside a span
(``_PASSIVE_AUX``), not as the verb after a subject, so "Il direttore venne accusata" was made.

:func:`venire_passive` is narrow: a finite form of *venire* by Apertium's Italian dictionary,
with no punctuation after it, directly followed by a word the dictionary reads as a past
participle. "venne a Roma", "viene da Milano" (the verb of motion) do not qualify.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import morphology

__all__ = ["venire_passive"]

#: Non-finite tags: the participle, the gerund and the infinitive of *venire* are no auxiliary here.
_NON_FINITE = frozenset(["pp", "ger", "inf"])


def venire_passive(tokens: Sequence[str], k: int) -> bool:
    """Whether ``tokens[k]`` is a finite *venire* followed by a past participle (module
    docstring)."""
    from fairmt.inflect.base import Word

    morph = morphology("it")
    if morph is None or k + 1 >= len(tokens):
        return False
    w = Word.parse(tokens[k])
    if w.post.strip():
        return False
    if not any(r.lemma == "venire" and not _NON_FINITE & set(r.tags) for r in morph.readings(w.core.lower())):
        return False
    nxt = Word.parse(tokens[k + 1]).core.lower()
    return any(r.pos == "vblex" and "pp" in r.tags for r in morph.readings(nxt))
