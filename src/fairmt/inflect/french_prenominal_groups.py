"""The start of a French noun phrase whose prenominal adjective follows ``de`` or a superlative
``le plus`` (fr-inflect-59).

:meth:`fairmt.inflect.french.FrenchInflector.phrase_span` takes an article and one adjective
placed before the noun into the phrase ("une remarquable étudiante", fr-inflect-25). Two more
shapes put an agreeing adjective before the noun, and the phrase realised without it kept the
adjective in the other gender ("De nombreuses infirmiers", "la plus grand danseur"):

* ``de`` before a plural adjective and its plural noun: the indefinite ``des`` becomes ``de``
  before a prenominal adjective ("de nombreuses actrices"; Grevisse and Goosse, *Le Bon Usage*,
  the indefinite article reduced to *de* before an adjective), and the preposition ``de`` drops
  that article altogether ("la liste de nombreux auteurs"). Either way ``de`` has one form for
  both genders and the adjective agrees with the noun, so the phrase starts at the adjective
  and ``de`` stays outside it. Only a plural adjective and noun: a singular noun after ``de``
  and an adjective is rare and often a set phrase. The elided ``d'`` glued to its adjective
  ("d'excellents cuisiniers") is one token and is not read here.
* the prenominal superlative, a determiner, ``plus`` or ``moins`` and the adjective ("la plus
  grande danseuse", "mes plus chers amis"): the determiner and the adjective both agree with
  the noun (Grevisse and Goosse, *Le Bon Usage*, the relative superlative, whose article
  agrees with the noun when the adjective is its epithet), so the phrase starts at the
  determiner. The adverb between them has one form. The comparative with an indefinite
  determiner has the same shape and the same agreement ("une plus grande actrice", "un moins
  bon avocat"), so it is covered too.

As in fr-inflect-25 the noun must have a noun reading and the adjective only adjective readings
(the ``de`` case: "de jeunes" may be the noun *jeune*); after ``plus``/``moins`` an adjective
reading is enough, since an adverb of degree between a determiner and a noun can only grade an
adjective ("le plus célèbre avocat", whose *célèbre* also reads as the verb *célébrer*).

:func:`dictionary_number` gives such a phrase its number when no word of it tells it by the
inflector's rules: ``de`` has one form in both numbers, an epicene noun ("élèves",
"collègues") has no gender for :meth:`~fairmt.inflect.french_forms.FrenchWordForms.word_gender`
to tell, and an adjective in -eux is one form in both numbers ("nombreux"), so "de nombreux
élèves" became "de nombreuse élèves". The dictionary reads "élèves" as plural only.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from fairmt.inflect.apertium_morph import Morphology
from fairmt.inflect.base import Word
from fairmt.inflect.pieces import Piece
from fairmt.inflect.romance import Number

__all__ = ["dictionary_number", "prenominal_group_start"]

#: The adverbs of the relative superlative (Grevisse and Goosse, the superlative of adjectives).
_DEGREE = frozenset({"plus", "moins"})


def _plural(tags: Sequence[str]) -> bool:
    return "pl" in tags or "sp" in tags


def prenominal_group_start(
    tokens: Sequence[str], span: tuple[int, int], s: int, morph: Morphology, determiners: Collection[str]
) -> int | None:
    """The index the phrase of the person ``span`` starts at, when one of the module's two
    shapes stands before its noun (``determiners``: those that agree with the noun, as in
    fr-inflect-25); ``None`` otherwise. ``s`` is the phrase's start so far. The aligned span may
    start on the noun, on its adjective or on the degree adverb ("tallest" on "plus grande"), so
    the noun is the first of the span's first three words with a shape before it. ``De
    nombreuses infirmières``, span ``(2, 3)`` -> ``1`` (the adjective); ``la plus grande
    danseuse``, span ``(2, 4)`` -> ``0`` (the determiner)."""
    for noun in range(span[0], min(span[0] + 3, span[1])):
        start = _shape_start(tokens, noun, morph, determiners)
        if start is not None and start < s <= noun:
            return start
    return None


def _shape_start(
    tokens: Sequence[str], noun: int, morph: Morphology, determiners: Collection[str]
) -> int | None:
    """Where a shape of the module ends on the noun ``tokens[noun]``: the adjective after
    ``de``, or the determiner of a superlative; ``None`` where there is none."""
    at = noun - 1  # the adjective
    if at < 1:
        return None
    before, adj, head = (Word.parse(tokens[k]) for k in range(at - 1, noun + 1))
    if before.post or adj.post:
        return None
    nouns = morph.noun_readings(head.core.lower())
    readings = morph.readings(adj.core.lower())
    adjectives = [r for r in readings if r.pos == "adj" and r.gender in ("m", "f", "mf")]
    if not nouns or not adjectives:
        return None
    low = before.core.lower()
    if low == "de":
        # Only adjective readings, both words plural (module docstring).
        plural = all(_plural(r.tags) for r in adjectives) and any(_plural(r.tags) for r in nouns)
        return at if plural and len(adjectives) == len(readings) else None
    if low not in _DEGREE or at < 2:
        return None
    det = Word.parse(tokens[at - 2])
    if det.post or det.core.lower() not in determiners:
        return None
    return at - 2


def dictionary_number(pieces: Sequence[Piece], phrase: Sequence[int], morph: Morphology) -> Number | None:
    """The number of the phrase's last content word (its noun) when the dictionary reads every
    noun reading of it in that one number (``élèves``: plural; ``élève``: singular); ``None``
    when there is no such word or its readings disagree (``fils``, ``souris``)."""
    heads = [k for k in phrase if pieces[k].kind == "content"]
    if not heads:
        return None
    numbers = {r.number for r in morph.noun_readings(pieces[heads[-1]].word)}
    return "pl" if numbers == {"pl"} else "sg" if numbers == {"sg"} else None
