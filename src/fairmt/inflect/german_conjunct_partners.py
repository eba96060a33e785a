"""A bare person noun after "und" pairs with the bare person noun before a preposition (de-inflect-49).

"Sie war Ärztin in Bern und Präsidentin des Vereins": the bare "Präsidentin" is coordinated with
"Ärztin", not with "Bern", the object of "in"; it has the first conjunct's case (here the
nominative of the predicate), not the preposition's. The inflector took "in Bern und
Präsidentin" for a list the preposition governs ("von Amerikanern und Kubanern":
german_case.list_preposition), so the masculine came out "und Präsidenten". A name after the
preposition counts as a person there ("mit Michaels und seiner Leibwächterin", de-inflect-25),
so the name alone does not decide.

What decides is the first conjunct: a bare person noun of the same gender and number right
before the preposition ("Ärztin in", "Partnerin bei") is a phrase of its own that the preposition
phrase modifies, and a bare person noun after "und" repeats its kind of phrase (Duden, Die
Grammatik: Koordination of like phrases). A plural after a singular is the preposition's
conjunct ("Beraterin von Banken und Politikerinnen": german_attribute_conjuncts). Only a bare
conjunct after a bare first conjunct is read: with articles the article decides
(german_shared_cases); a first conjunct inside a preposition's own phrase keeps the list reading,
which gives both that preposition's case.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fairmt.inflect.base import Word

__all__ = ["bare_partner_before_preposition"]


def bare_partner_before_preposition(
    words: Sequence[Word],
    first: int,
    preps: frozenset[str],
    is_det: Callable[[str], str | None],
    partner_person: Callable[[int], bool],
) -> bool:
    """Whether the bare noun at ``first`` (after "und") pairs with a bare person noun of its
    gender and number right before the preposition of the capitalised words before "und" (module
    docstring). ``partner_person(k)`` says whether ``words[k]`` is such a person noun (or a
    nominalised adjective: "Vorsitzende bei Bosch und Präsidentin")."""
    if first < 4 or words[first - 1].post or words[first - 1].core.lower() != "und":
        return False
    p = first - 2
    while p > 0 and words[p].core[:1].isupper() and not words[p - 1].post:
        p -= 1
    if p < 1 or p == first - 2 or not (words[p].core.islower() and words[p].core in preps):
        return False
    partner = p - 1
    if words[partner].post or not partner_person(partner):
        return False
    if partner == 0 or words[partner - 1].post:
        return True
    before = words[partner - 1].core.lower()
    # A partner in a preposition's own phrase ("an Schülerinnen aus Bern und Lehrerinnen") has
    # that preposition's case, which the list reading gives the later conjunct too; "als" and
    # "wie" govern no case of their own.
    return is_det(before) is None and (before not in preps or before in ("als", "wie"))
