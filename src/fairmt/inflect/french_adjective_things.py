"""French masculine nouns that come from an adjective of the lexicon and name a thing.

The French lexicon's pairs (:data:`fairmt.inflect.french_lexicon.LEXICON`) hold adjectives
beside person nouns (``public``/``publique``, ``secret``/``secrète``, ``long``/``longue``), so
that an adjective agreeing with a person flips. Being listed, the masculine word counted as a
person noun after a determiner, and a thing noun made from the adjective flipped with it: "la
maire a remercié le public" -> "la publique". A noun from an adjective may name a
person (``un aveugle``, ``le civil``) or a thing (``le public``, the audience, a group;
``le secret``; ``l'intérieur``); the dictionaries tell which:

* Apertium's French dictionary reads the word as an adjective and as a noun, and has no noun
  reading for the pair's feminine (``publique`` is only an adjective; ``civile`` is a noun);
* every English noun that Apertium's French->Catalan->English bilingual dictionaries give for
  the noun has a WordNet most-frequent sense (:mod:`fairmt.inflect.french_animacy`), and none
  of them is in ``noun.person`` (``public`` -> *public*, ``noun.group``; ``secret`` ->
  *secret*, ``noun.cognition``; ``long`` -> *length*).

Such a noun is a collective or a thing: it has one grammatical gender and never flips (TLFi,
*public*, subst. masc.: "ensemble de la population", "ensemble des personnes qui assistent à
un spectacle"). Where a translation is missing (``frais`` -> Catalan ``fresca``, no English
noun) nothing is decided and the lexicon's pair stands. Adjectives that agree with a person are
untouched: this says only whether the *noun* after a determiner names someone.
"""

from __future__ import annotations

from functools import cache

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.french_lexicon import LEXICON

__all__ = ["adjective_thing_noun"]


@cache
def adjective_thing_noun(word: str) -> bool:
    """Whether ``word`` (lower case, singular or plural) is a masculine noun of a lexicon
    adjective pair that names no person (see the module text): ``public``, ``secret``,
    ``long``, ``extérieur``; not ``civil`` (a feminine noun *civile*), ``inventeur``
    (*inventor*, a person) or ``frais`` (no English translation)."""
    from fairmt.inflect.french_animacy import PERSON_LEXFILE, english_lexfiles, english_translations

    morph = morphology("fr")
    if morph is None:
        return False
    nouns = morph.noun_readings(word)
    lemmas = {r.lemma for r in nouns}
    if len(lemmas) != 1 or any(r.gender != "m" for r in nouns):
        return False
    lemma = next(iter(lemmas))
    feminine = LEXICON.get(lemma)
    if feminine is None or not any(r.pos == "adj" for r in morph.readings(word)):
        return False
    if morph.noun_readings(feminine):
        return False  # "civil"/"civile", "idiot"/"idiote": a person noun in both genders
    pairs = english_translations(lemma, "m")
    classes = [english_lexfiles(e) for _, e in pairs or ()]
    return bool(classes) and None not in classes and PERSON_LEXFILE not in classes
