"""The subject pronoun of a coordinated main clause that the translation added (de-inflect-31).

English joins two predicates of one subject without repeating it ("the Brazilian then regained
control", after a participle clause "Momentarily appearing in danger,"); a German translation
often makes two main clauses of them and repeats the subject as a pronoun: "Kurzzeitig schien
die Brasilianerin in Gefahr zu sein, doch dann erlangte sie die Kontrolle zurück". The second
clause is coordinated after a comma (und, aber, doch, jedoch, sondern) and opens with an adverb
(dann, danach, später ...), so its finite verb comes second and the subject pronoun right after it
(Duden, *Die Grammatik*: Verbzweitsatz, Inversion nach Adverbial; Koordination von Hauptsätzen).
Such a pronoun agrees in gender with its antecedent, the person the translation gendered, and
translates no English pronoun.

:func:`coordinated_subject_pronoun` says whether ``er``/``sie`` at ``t`` is such a subject: right
after a comma come a coordinating conjunction and/or a temporal adverb, then one lower-case word
(the finite verb), then the pronoun. ``sie`` after a verb in ``-en`` ("erlangten sie") is the
plural and has no gender. The realiser pairs the pronoun with the nearest person before it whose
gender it shows (``SentenceRealiser._target_pronouns``: only when the English has no gendered
pronoun and no "it", so the German pronoun renders none).
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Word

__all__ = ["coordinated_subject_pronoun"]

#: Coordinating conjunctions that join two main clauses (Duden: koordinierende Konjunktionen).
_COORDINATORS = frozenset({"und", "aber", "doch", "jedoch", "sondern"})
#: Temporal adverbs that open the second clause and push its verb before the subject.
_OPENING_ADVERBS = frozenset(
    {"dann", "danach", "später", "schließlich", "sofort", "daraufhin", "anschließend", "zuletzt", "wieder"}
)


def coordinated_subject_pronoun(words: Sequence[Word], t: int) -> bool:
    """Whether ``er``/``sie`` at ``t`` is the subject right after the finite verb of a main clause
    coordinated after a comma and opened by an adverb (module docstring)."""
    if t < 3 or words[t].core not in ("er", "sie") or words[t].pre:
        return False
    verb = words[t - 1]
    if verb.pre or verb.post or not verb.core.isalpha() or not verb.core.islower():
        return False
    if words[t].core == "sie" and verb.core.endswith("en"):
        return False  # "erlangten sie": the plural
    k = t - 2
    opener = False
    if words[k].core.lower() in _OPENING_ADVERBS and not words[k].post and not words[k].pre:
        opener = True
        k -= 1
    if words[k].core.lower() in _COORDINATORS and not words[k].post and not words[k].pre:
        k -= 1
    elif not opener:
        return False
    return k >= 0 and words[k].post.strip() == ","
