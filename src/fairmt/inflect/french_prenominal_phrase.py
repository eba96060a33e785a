"""Words before a French person noun that agree with it, beyond a determiner (fr-inflect-58).

:meth:`fairmt.inflect.french.FrenchInflector.phrase_span` grows a person's noun phrase leftwards
over its determiners and prenominal adjectives (fr-inflect-25: ``une remarquable étudiante``),
whose forms then follow the realised noun. Two more shapes of the phrase's left edge are here:

* **the plural indefinite article reduced to "de"** (:func:`reduced_article_adjective`): before
  a plural adjective that precedes its noun, ``des`` is commonly reduced to ``de`` (Grevisse and
  Goosse, *Le Bon Usage*, the indefinite article before an adjective: ``de nombreux
  chercheurs``, ``de remarquables enseignantes``). The adjective is an epithet of the person
  noun and agrees with it (``de nombreuses chercheuses``, ``de nombreux·ses chercheur·euses``);
  ``de`` shows no gender and stays outside the phrase (it is also the preposition, ``parler
  de``). Adjectives the span rules already take as prenominal (``de bons chercheurs``) were
  grown over before; this covers the others, ``nombreux`` above all.
* **the relative superlative of a prenominal adjective** (:func:`superlative_start`): ``la plus
  grande étudiante`` <-> ``le plus grand étudiant``. The definite article of the superlative
  agrees with the noun (Grevisse and Goosse, *Le Bon Usage*, the article of the superlative), so
  the phrase runs from the article, over ``plus``/``moins``, to the noun; before, only the
  adjective was in it and the article was left in the other gender (``la plus grand étudiant``).
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import Morphology
from fairmt.inflect.base import Word

__all__ = ["reduced_article_adjective", "superlative_start"]


def reduced_article_adjective(tokens: Sequence[str], s: int, morph: Morphology) -> bool:
    """Whether ``tokens[s - 1]`` is a plural adjective after ``de`` and before the plural noun
    ``tokens[s]`` (``de nombreux chercheurs``): the reduced indefinite article's phrase, whose
    adjective agrees with the noun. The adjective's every reading must be an adjective or a
    noun (``jeunes``), one of them a plural adjective with a gender; no punctuation between."""
    if s < 2:
        return False
    de, adj, noun = (Word.parse(tokens[k]) for k in (s - 2, s - 1, s))
    if de.core.lower() != "de" or de.post.strip() or adj.post.strip():
        return False
    nouns = morph.noun_readings(noun.core.lower())
    if not nouns or not any(r.number in ("pl", "sp") for r in nouns):
        return False
    readings = morph.readings(adj.core.lower())
    return (
        bool(readings)
        and all(r.pos in ("adj", "n") for r in readings)
        and any(
            r.pos == "adj" and r.gender in ("m", "f", "mf") and r.number in ("pl", "sp") for r in readings
        )
    )


def superlative_start(tokens: Sequence[str], s: int, morph: Morphology) -> int:
    """``s``, or the start of a relative superlative right before the phrase ``tokens[s:]``: a
    definite article and ``plus`` or ``moins`` before its prenominal adjective (``la plus
    grande étudiante``, ``le moins célèbre acteur``), whose article and adjective agree with the
    noun (Grevisse and Goosse, *Le Bon Usage*, the superlative's article: ``la plus grande
    étudiante`` <-> ``le plus grand étudiant``). The adjective is the phrase's first word (the
    span rules took it as prenominal) or the word before it, an adjective with a gender, and no
    punctuation comes between."""
    for adj in (s, s - 1):
        if adj < 2 or adj + 1 >= len(tokens):
            continue
        det, degree, word = (Word.parse(tokens[k]) for k in (adj - 2, adj - 1, adj))
        if any(w.post.strip() for w in (det, degree, word)):
            continue
        if det.core.lower() not in ("le", "la", "les") or degree.core.lower() not in ("plus", "moins"):
            continue
        if not morph.noun_readings(Word.parse(tokens[adj + 1]).core.lower()):
            continue
        readings = morph.readings(word.core.lower())
        if any(r.pos == "adj" and r.gender in ("m", "f", "mf") for r in readings):
            return adj - 2  # (between "plus" and a noun "célèbre" is no verb, "je célèbre")
    return s
