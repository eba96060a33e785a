"""The finite verb after a fronted prepositional phrase (de-inflect-32).

A German main clause puts its finite verb second, right after its first constituent (Duden, Die
Grammatik: Verbzweitstellung), and that constituent is often a prepositional phrase: "Im Team
spielen Kapitän Chip Robert und ...", "In Berlin leben Ärzte aus vielen Ländern". The verb's
ending (-en, -e) looks like an adjective's, and read as one it would join the bare noun after it
as its attribute and be declined with it ("Im Team spiele Kapitänin"). The prepositional phrase
is closed when its complement ends in a noun, a name or a number: the next lower-case word can
then no longer belong to it (an attributive adjective stands before its noun), so it opens the
rest of the clause, and in second position that is the verb. A participle (ge-...-t/-en, or a
present participle in -end-) is left out: "Nach 1990 gebaute Häuser" fronts a whole noun phrase
whose adjective may follow a number ("nach 1990 gebaute").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.base import Word

__all__ = ["verb_after_fronted_phrase"]

#: At most this many words stand in the fronted constituent before the verb.
_MAX_COMPLEMENT = 6
_SENTENCE_END = (".", "!", "?", ":")
_PRONOUNS = frozenset({"ich", "du", "er", "sie", "es", "wir", "ihr", "man"})
_PRESENT_PARTICIPLE = ("end", "ende", "enden", "ender", "endes", "endem")


def verb_after_fronted_phrase(
    words: Sequence[Word],
    k: int,
    preposition: Callable[[str], bool],
    determiner: Callable[[str], bool],
    adjective: Callable[[str], bool],
) -> bool:
    """Whether the lower-case word at ``k`` is the finite verb after a sentence-initial
    prepositional phrase whose complement ends in a capitalised word or a number (see the
    module text): ``preposition``, ``determiner`` and ``adjective`` are the inflector's word
    tests (lower-case preposition or contraction; lower-case determiner; declined adjective)."""
    if k < 2 or words[k].pre or words[k - 1].post:
        return False
    word = words[k].core
    if not (word.isalpha() and word.islower()) or word.startswith("ge") or word.endswith(_PRESENT_PARTICIPLE):
        return False
    last = words[k - 1].core
    if not (last[:1].isupper() or last[:1].isdigit()):
        return False
    start = k - 1
    while (
        start > 0
        and not words[start - 1].post.strip().endswith(_SENTENCE_END)
        and k - start <= _MAX_COMPLEMENT
    ):
        if words[start - 1].post or words[start].pre:
            return False
        start -= 1
    if start > 0 and not words[start - 1].post.strip().endswith(_SENTENCE_END):
        return False
    # The phrase opens the sentence, or follows a noun phrase that does ("Star-Spieler in 1906
    # enthalten Kapitän ...": a noun with its prepositional attribute, one constituent).
    p = next((j for j in range(start, k - 1) if preposition(words[j].core.lower())), None)
    if p is None or (
        p > start and not (words[p].core.islower() and _noun_phrase(words, start, p, determiner, adjective))
    ):
        return False
    for j in range(p + 1, k):
        w = words[j].core
        low = w.lower()
        if not (determiner(low) or w[:1].isupper() or w[:1].isdigit() or adjective(w)):
            return False
    return True


def _noun_phrase(
    words: Sequence[Word],
    start: int,
    end: int,
    determiner: Callable[[str], bool],
    adjective: Callable[[str], bool],
) -> bool:
    """Whether ``words[start:end]`` is a noun phrase: determiners and declined adjectives, then
    capitalised words, the last one capitalised ("Star-Spieler", "Die neuen Spieler")."""
    if not words[end - 1].core[:1].isupper() or any(
        words[j].core.lower() in _PRONOUNS for j in range(start, end)
    ):
        return False  # ("Er traf in Berlin ...": a pronoun subject, then the verb)
    if determiner(words[end - 1].core.lower()):
        # (de-inflect-36) A sentence-initial article is no noun phrase of its own: "Der vom
        # Gericht ernannte Anwalt" opens an extended attribute (german_extended_attributes),
        # whose participle "ernannte" is no finite verb.
        return False
    return all(
        determiner(words[j].core.lower()) or adjective(words[j].core) or words[j].core[:1].isupper()
        for j in range(start, end)
    )
