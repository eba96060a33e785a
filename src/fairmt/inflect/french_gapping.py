"""The attribute of a group pronoun whose verb a gapped conjunct leaves out (fr-inflect-48).

In a coordination of clauses the second may leave out the verb it shares with the first
(gapping, *ellipse du verbe*): "Certaines étaient inquiètes, d'autres soulagées", "Les uns
sont partis contents, les autres déçus". The attribute left after the pronoun still agrees with
it, as it would after the verb (Grevisse and Goosse, *Le Bon Usage*, on ellipsis in coordinated
clauses and on the agreement of the attribute), so when the English leaves the group's gender
open ("Some were worried, others relieved") the attribute varies with the pronoun. The parse and
the token walk of :mod:`fairmt.inflect.french_agreement` look for a verb and find none.

:func:`gapped_attributes` takes the adjectives and participles right after such a pronoun when
the pronoun opens a conjunct (after a comma, a semicolon, *et* or *mais*) and the stretch of
adjectives, participles, degree adverbs and *et* runs to the clause's end (a punctuation mark
or the sentence's end): anything else after the pronoun (a verb, a noun, a complement) is no
gapped attribute, and nothing changes.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.gender.types import Realisation
from fairmt.inflect.apertium_morph import Morphology
from fairmt.inflect.base import Word

__all__ = ["gapped_attributes"]

#: Indefinite pronouns for people that open a gapped conjunct ("d'autres", "les autres",
#: "certains", "quelques-uns", "plusieurs", "beaucoup"): their last word.
_GROUP_PRONOUNS = frozenset(
    [
        "autres",
        "d'autres",
        "certains",
        "certaines",
        "quelques-uns",
        "quelques-unes",
        "plusieurs",
        "beaucoup",
        "uns",
        "unes",
    ]
)
_CONJUNCTIONS = frozenset(["et", "mais"])


def gapped_attributes(
    base: list[str], tokens: Sequence[str], span: tuple[int, int], gender: Realisation, morph: Morphology
) -> list[str]:
    """``base`` (``tokens`` with ``span`` realised in ``gender``, one token for one) with the
    gapped attribute right after the group pronoun that ends ``span`` in ``gender`` (module
    docstring)."""
    from fairmt.inflect.french_agreement import _adverb
    from fairmt.inflect.french_nominalised import gendered

    s, e = span
    if gender not in ("F", "M") or len(base) != len(tokens) or s < 1 or e >= len(tokens):
        return base
    low = [Word.parse(t).core.lower().replace("’", "'") for t in tokens]
    if low[e - 1] not in _GROUP_PRONOUNS or Word.parse(tokens[e - 1]).post.strip():
        return base
    opener = Word.parse(tokens[s - 1])
    if not (opener.post.strip() in (",", ";") or low[s - 1] in _CONJUNCTIONS):
        return base
    out = list(base)
    found = False
    for j in range(e, len(tokens)):
        w = Word.parse(tokens[j])
        if low[j] in _CONJUNCTIONS and not w.post.strip():
            continue
        if gendered(low[j], morph):
            new = morph.agree(low[j], str(gender), "pl")
            if new is not None and new != low[j]:
                out[j] = w.render(new)
            found = True
        elif not _adverb(low[j], morph):
            return base  # a verb, a noun, a complement: no gapped attribute
        if w.post.strip():
            return out if found else base  # the clause ends here
    return out if found else base
