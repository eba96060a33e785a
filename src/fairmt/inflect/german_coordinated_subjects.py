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
plural and has no gender. The first clause's subject must not be a thing: when its first noun
phrase is an article and a noun that is no person noun ("Die Regierung der Ministerin stieg, doch
dann fiel sie"), the pronoun is that noun's. The realiser pairs the pronoun with the nearest
person before it whose gender it shows (``SentenceRealiser._target_pronouns``: only when the
English has no gendered pronoun and no "it", so the German pronoun renders none).
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect import german_lexicon
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
    if k < 0 or words[k].post.strip() != ",":
        return False
    return not _thing_subject_before(words, k)


#: Articles that open the subject noun phrase of the clause before the comma.
_ARTICLES = frozenset({"der", "die", "das", "ein", "eine"})


def _thing_subject_before(words: Sequence[Word], comma: int) -> bool:
    """Whether the clause that ends at ``comma`` opens its first noun phrase with an article and a
    noun that is no person noun ("Die Regierung der Ministerin stieg, doch dann fiel sie": the
    pronoun is the government's). The repeated subject pronoun refers to that clause's subject,
    which German puts first or right after the finite verb; a name or a person noun there (or no
    such phrase) leaves the pronoun to the person."""
    j = comma
    while j > 0 and not words[j - 1].post.strip():
        j -= 1
    for d in range(j, comma):
        if words[d].core.lower() not in _ARTICLES or words[d].post:
            continue
        n = d + 1
        while n <= comma and words[n].core.islower() and not words[n].post:
            n += 1  # adjectives
        if n > comma or not words[n].core[:1].isupper():
            return False
        noun = words[n].core
        low = noun.lower()
        stem = low[:-2] if low.endswith(("en", "er")) else low[:-1] if low.endswith("e") else low
        return (
            german_lexicon.lookup(noun) is None
            and stem not in german_lexicon.adjectival_stems()  # "die Angeklagte": a person
            and (german_lexicon.known_noun(noun) or bool(german_lexicon.lemma_genus(noun)))
        )
    return False
