"""``elle`` after the adjectives of ``une personne``: the pronoun of a noun of one gender (fr-inflect-72).

A person noun of one grammatical gender for everyone (``une personne``, ``la victime``) is taken up
by a pronoun of that gender whatever the sex of the person: "C'est une personne fière d'elle",
"une victime sûre d'elle" (Grevisse and Goosse, *Le Bon Usage*, on the pronoun's agreement with a
noun of one gender whatever the sex; TLFi *personne*: "les adjectifs et participes se rapportant à
personne se mettent au féminin"). The pronoun does not vary with the person, as the noun does not.
The inflector already kept an ``elle`` right after the noun (``une personne qu'elle``), but looked
at the last word before the pronoun only, so after an adjective of the noun ("fière d'elle") it
took the pronoun for the person's own and realised "une personne fière de lui".

:func:`invariant_antecedent` walks back from the pronoun over what may stand between a noun and a
pronoun taking it up inside its own noun phrase or clause: adjectives and participles the dictionary
reads as no noun (``fière``, ``sûre``, ``âgée``), degree adverbs, the coordinator ``et``, the
prepositions of an adjective's complement (``fière d'elle``, ``sévère envers elle``), and a form of
*être* or another copula ("la victime est fière d'elle"). Any other word (a noun, a name, another
verb, a pronoun) may bring another antecedent, and the walk stops there.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.pieces import Piece

__all__ = ["INVARIANT_NOUNS", "invariant_antecedent"]

#: Feminine person nouns of one form for everyone that a pronoun of their gender takes up.
INVARIANT_NOUNS = frozenset(["personne", "personnes", "victime", "victimes"])
#: Words that may stand between the noun and the pronoun (module docstring).
_BETWEEN = frozenset(
    [
        "de",
        "d'",
        "à",
        "envers",
        "pour",
        "avec",
        "sans",
        "contre",
        "en",
        "et",
        "très",
        "si",
        "trop",
        "assez",
        "aussi",
        "plus",
        "moins",
        "bien",
        "est",
        "était",
        "sera",
        "serait",
        "sont",
        "étaient",
        "seront",
        "seraient",
        "semble",
        "semblait",
        "semblent",
        "reste",
        "restait",
    ]
)


def _adjective(word: str) -> bool:
    """Whether Apertium reads ``word`` as an adjective or past participle and never as a noun
    (``contente`` is also a form of *contenter*, which brings no antecedent either)."""
    morph = morphology("fr")
    if morph is None:
        return False
    readings = morph.readings(word)
    return any(r.pos == "adj" or (r.pos.startswith("vb") and "pp" in r.tags) for r in readings) and not any(
        r.pos == "n" or r.pos.startswith("np") for r in readings
    )


def invariant_antecedent(pieces: Sequence[Piece], pron: Piece) -> bool:
    """Whether the pronoun ``pron`` takes up a noun of :data:`INVARIANT_NOUNS` before it, with
    only the words of the module docstring between them."""
    at = next((i for i, q in enumerate(pieces) if q is pron), 0)
    for q in reversed(pieces[:at]):
        if q.kind == "content" and q.word in INVARIANT_NOUNS:
            return True
        if q.word in _BETWEEN:
            continue
        if q.kind == "content" and not q.info.get("cap") and _adjective(q.word):
            continue
        return False
    return False
