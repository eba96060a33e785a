"""A subject after "et"/"mais" that opens a second clause of its own (fr-inflect-79, fr66).

The token walk (:func:`fairmt.inflect.french_agreement.subject_predicates`) takes a noun phrase
for a subject only where it opens its clause; after "et" it did not, since "et" between two noun
phrases makes one coordinated subject whose predicate agrees with both ("Le maçon et la
peintre sont partis"). But "et" and "mais" also join two clauses, each with its subject and
verb (Grevisse and Goosse, *Le Bon Usage*, coordination of clauses): in "Le libraire était
poli et les clientes étaient pressées", *pressées* agrees with *les clientes* alone. The
second subject's predicate then changed with neither subject, where the small parser hangs
the second noun on the first clause's attribute ("poli ... et clientes": a conjunct).

The clause before the conjunction is complete when a finite verb stands in it, between the
conjunction and the sentence start, a comma or a clause opener ("que", "quand" ...): "Elle
dit que le maçon et la peintre sont partis" has none after "que", so its coordinated subject
stays one (the existing rule for coordinated subjects), and so does "Le maçon qui était là et
la peintre sont partis", whose verb is the relative's; "Le libraire était poli et ..." has
*était*, so the noun phrase after "et" is the subject of a clause of its own.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import Morphology

__all__ = ["after_complete_clause"]

#: Conjunctions that join two clauses as well as two noun phrases.
_CONJUNCTIONS = frozenset(["et", "mais"])
#: Relative pronouns: a finite verb after one is the relative clause's, not the main clause's.
_RELATIVES = frozenset(["qui", "que", "qu'", "dont", "où"])


def after_complete_clause(
    tokens: Sequence[str], low: Sequence[str], start: int, openers: frozenset[str], morph: Morphology
) -> bool:
    """Whether ``low[start - 1]`` is "et"/"mais" after a clause whose finite verb stands
    between it and the sentence start, a comma or one of ``openers`` (see the module text)."""
    from fairmt.inflect.french_secondary_predicate import _finite

    if start < 3 or low[start - 1] not in _CONJUNCTIONS or tokens[start - 2].endswith((",", ";")):
        return False
    finite = False
    for j in range(start - 2, -1, -1):
        if j < start - 2 and tokens[j].endswith((",", ";")):
            break  # the comma closes an earlier clause
        if low[j] in openers or low[j] in _RELATIVES:
            return False  # a subordinate or relative clause: its verb is not the main clause's
        finite = finite or (_finite(low[j], morph) and not morph.noun_readings(low[j]))
    return finite
