"""The determiner of a French noun phrase whose noun follows a prenominal adjective that is also
read as a noun or participle, or several coordinated ones (fr-inflect-62).

:meth:`fairmt.inflect.french.FrenchInflector.phrase_span` (fr-inflect-25) takes an article and
one adjective before the noun into the phrase when every dictionary reading of the adjective is
an adjective ("une remarquable étudiante"). Two common shapes fell outside it, and the phrase
realised without them kept the article and the adjective in the other gender ("Le précédent
oratrice", "La jeune et brillant chanteuse"):

* an adjective the dictionary also reads as a noun or as a verb's participle (``précédent``,
  ``brillant``, ``ancien``, ``charmant``): between a determiner and a noun it can only be the
  noun's epithet, since a French noun phrase puts no second noun there (Grevisse and Goosse,
  *Le Bon Usage*, the place of the epithet adjective);
* several prenominal adjectives coordinated by ``et`` ("le jeune et brillant pianiste"): each
  agrees with the noun (Grevisse and Goosse, *Le Bon Usage*, agreement of the epithet), and the
  determiner before the first one is the phrase's.

An adjective of one form in both genders (``jeune``, ``célèbre``) does not change, so its other
readings (``célèbre`` is also a form of *célébrer*) do no harm: it may link the chain. The walk
goes left from the noun through at most :data:`_MOST` adjectives, and gives the determiner's
position only when it reaches a determiner that agrees with the noun (``determiners``) with no
punctuation on the way.

fr-inflect-64: the article elided before a vowel-initial first adjective is one token with it
("L'ancien et fidèle client", "l'honnête et dévoué serviteur"): ``l'`` is the only elided
determiner (``le``/``la`` before a vowel or mute h; Grevisse and Goosse, *Le Bon Usage*, on
elision), so a token ``l'`` + a prenominal adjective both ends the walk and starts the phrase,
as a determiner followed by that adjective would. Without it the chain stopped at the elided
token and the noun realised alone ("L'ancien et fidèle cliente").
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from fairmt.inflect.apertium_morph import Morphology
from fairmt.inflect.base import Word
from fairmt.inflect.french_nominalised import unknown_adjective

__all__ = ["chain_nouns", "prenominal_chain_start"]

#: The most adjectives the walk crosses.
_MOST = 3

#: The participle tags of a verb reading (past and present).
_PARTICIPLES = frozenset(["pp", "ger"])

#: Parts of speech a prenominal word may also have: adjective, noun, and a verb's participles.
_OTHER_POS = frozenset(["adj", "n"])

#: The elided determiner (``le``/``la`` before a vowel), written with either apostrophe.
_ELIDED_ARTICLES = ("l'", "l’")


def _prenominal_adjective(word: str, morph: Morphology) -> bool:
    """Whether ``word`` may stand between a determiner and its noun as its epithet: it has an
    adjective reading, and every other reading is a noun or a participle, unless the adjective
    has one form in both genders (then it never changes). A word the dictionary lacks with a
    two-form adjective ending (``talentueux``, ``combatif``:
    :func:`fairmt.inflect.french_nominalised.unknown_adjective`, which the realiser inflects by
    the ending rules) is one too: without it "Le jeune et talentueux chanteur" realised the
    article and the noun alone ("La jeune et talentueux chanteuse"; review of fr61)."""
    if unknown_adjective(word, morph):
        return True
    readings = morph.readings(word)
    adjectives = [r for r in readings if r.pos == "adj" and r.gender in ("m", "f", "mf")]
    if not adjectives:
        return False
    if all(r.gender == "mf" for r in adjectives):
        return True
    return all(
        r.pos in _OTHER_POS or (r.pos.startswith("vb") and bool(_PARTICIPLES & set(r.tags))) for r in readings
    )


def prenominal_chain_start(
    tokens: Sequence[str], noun: int, morph: Morphology, determiners: Collection[str]
) -> int | None:
    """The index of the determiner before the prenominal adjectives of ``tokens[noun]`` (module
    docstring), or ``None``: "Le précédent entraîneur" with noun ``2`` -> ``0``; "Le jeune et
    brillant pianiste" with noun ``4`` -> ``0``; "L'ancien et fidèle client" with noun ``3``
    -> ``0``. The noun must have a noun reading."""
    if not morph.noun_readings(Word.parse(tokens[noun]).core.lower()):
        return None
    k, seen, after_et = noun - 1, 0, False
    while k >= 0:
        w = Word.parse(tokens[k])
        low = w.core.lower()
        if w.post or w.pre:
            return None
        if low in determiners:
            return k if seen and not after_et else None
        if low.startswith(_ELIDED_ARTICLES) and _prenominal_adjective(low[2:], morph):
            # "L'ancien et fidèle client": the article and the first adjective (docstring). The
            # adjective counts as the other branch's does, so the determiner reached with it
            # follows an adjective (``after_et`` is cleared: "et" may stand just after it) and the
            # walk crosses no more than :data:`_MOST` of them.
            return k if seen < _MOST else None
        if low == "et" and seen and not after_et:
            after_et = True
        elif seen < _MOST and _prenominal_adjective(low, morph):
            seen, after_et = seen + 1, False
        else:
            return None
        k -= 1
    return None


def chain_nouns(
    tokens: Sequence[str],
    spans: Sequence[tuple[int, int]],
    morph: Morphology,
    determiners: Collection[str],
    person_noun: Callable[[str], bool],
) -> list[tuple[int, int]]:
    """``spans`` (one-token person nouns) with each that is the first adjective of a prenominal
    chain moved onto the chain's noun (fr-inflect-64).

    An adjective that is also a person noun (``ancien``, an elder; ``jeune``; ``élégant``) was
    taken for the person after its determiner ("L'ancien et fidèle client", "les anciens et
    fidèles clients"), and the realiser, holding that span as the person, changed the article
    and the first adjective only ("L'ancienne et fidèle client"). When a noun further on has
    this word inside its prenominal chain (:func:`prenominal_chain_start` reaches the word's
    determiner or the word itself when it carries the elided article), the word is that noun's
    epithet (module docstring): the person is the noun, when it names a person; with a noun
    that names none ("le vieux et fidèle fauteuil") the span is dropped, since the adjective
    names nobody. Only chains with "et" are read here: a lone prenominal adjective before its
    noun is already passed over by the person-noun search (``preadjective``)."""
    out: list[tuple[int, int]] = []
    for s, e in spans:
        moved: tuple[int, int] | None = (s, e)
        if e - s == 1:
            for n in range(e + 1, min(len(tokens), e + 2 * _MOST)):
                start = prenominal_chain_start(tokens, n, morph, determiners)
                if start is not None and start in (s - 1, s) and "et" in _lower(tokens[s:n]):
                    core = Word.parse(tokens[n]).core
                    moved = (n, n + 1) if person_noun(core.lower()) else None
                    break
        if moved is not None and moved not in out:
            out.append(moved)
    return sorted(out)


def _lower(tokens: Sequence[str]) -> list[str]:
    """The tokens' words, lower-cased."""
    return [Word.parse(t).core.lower() for t in tokens]
