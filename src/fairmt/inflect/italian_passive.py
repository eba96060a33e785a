"""The Italian passive with *venire* as the subject's predicate (it-inflect-30, issue 12).

Besides *essere*, the simple tenses of *venire* form the passive ("La direttrice venne
accusata", "I pazienti vengono visitati"; Serianni, *Grammatica italiana*, XI.4-8 and XI.22 on
the passive auxiliaries), and the participle agrees with the subject as after *essere*. The
predicate rule knew *venire* only where it looked for a passive participle inside a span
(``_PASSIVE_AUX``), not as the verb after a subject, so "Il direttore venne accusata" was made.

:func:`venire_passive` is narrow: a finite form of *venire* by Apertium's Italian dictionary,
with no punctuation after it, directly followed by a word the dictionary reads as a past
participle. "venne a Roma", "viene da Milano" (the verb of motion) do not qualify.

Since it-inflect-46, adverbs may stand between the two ("vengono generalmente giustiziate",
"viene spesso criticata"; Serianni XII.1-6 on the adverb's place beside the verb): words the
dictionary reads only as adverbs, adverbs in *-mente* and the predicate finder's short list; and
a word the dictionary lacks that ends as a regular past participle does ("giustiziate": the
dictionary has no *giustiziare*).
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.italian_adverbs import mente_adverb
from fairmt.inflect.italian_copula_adverbs import past_adverbs
from fairmt.inflect.italian_persons import _PP_ENDINGS  # the regular participle's endings (Serianni XI.83-91)

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
    j = k + 1
    while j + 1 < len(tokens) and not Word.parse(tokens[j]).post.strip():
        low = Word.parse(tokens[j]).core.lower()
        if mente_adverb(low) or low in _ADVERBS:
            j += 1
        elif (past := past_adverbs(tokens, j)) > j:
            j = past
        else:
            break
    nxt = Word.parse(tokens[j]).core.lower()
    rs = morph.readings(nxt)
    if not rs:
        return len(nxt) > 5 and nxt.isalpha() and nxt.endswith(_PP_ENDINGS)
    return any(r.pos == "vblex" and "pp" in r.tags for r in rs)


#: Adverbs of the predicate finder's list that the dictionary reads otherwise too ("spesso").
_ADVERBS = frozenset(["spesso", "sempre", "già", "ancora", "anche", "poi", "subito", "mai"])
