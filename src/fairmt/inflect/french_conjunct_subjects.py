"""A coordinated clause whose subject the parse made a conjunct of the first predicate (fr65).

In ``La patronne était gentille et les vendeuses étaient ravies`` the small model often hangs
both ``vendeuses`` and ``ravies`` on ``gentille`` as conjuncts, so ``ravies`` has no subject of
its own in the parse and seemed to share the first clause's subject: flipping ``La patronne``
then gave ``les vendeuses étaient ravis``. A noun phrase right before a conjunct's own finite
auxiliary or copula is that conjunct's subject (French puts the subject before the finite verb in
a declarative clause; Grevisse and Goosse, *Le Bon Usage*, on the place of the subject), so the
conjunct is a clause of its own: a second subject after ``et`` opens a new clause, while a
predicate coordinated under one subject repeats no noun (``était gentille et était ravie``).

The test asks for the three things together, so coordinated subjects (``La patronne et les
vendeuses étaient ravies``: the noun is before the predicate, not between the two) and
coordinated predicates with a complement (``était gentille avec ses clientes et ravie``: no finite
verb of the conjunct's own) are left as they were.
"""

from __future__ import annotations

from typing import Any

__all__ = ["subject_conjunct_before"]

#: Dependencies of an auxiliary or copula of the conjunct.
_AUX = ("aux", "aux:pass", "aux:tense", "cop")


def subject_conjunct_before(gov: Any, conj: Any) -> bool:
    """Whether ``conj``, a conjunct of the predicate ``gov``, has a finite auxiliary or copula of
    its own with a noun phrase the parse made another conjunct of ``gov`` right before it (its
    subject; module docstring)."""
    own = [k for k in conj.children if k.dep_ in _AUX and k.i < conj.i and "Fin" in k.morph.get("VerbForm")]
    if not own:
        return False
    first = min(k.left_edge.i for k in own)
    return any(
        n.dep_ == "conj"
        and n.pos_ in ("NOUN", "PROPN")
        and gov.i < n.i < conj.i
        and n.right_edge.i + 1 == first
        and any(d.dep_ == "det" for d in n.children)
        for n in gov.children
    )
