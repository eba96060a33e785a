"""Impersonal *il* with the real subject after a verb of the *être* class (fr64).

In ``Il est arrivé un accident``, ``Il est venu des invités`` or ``Il était né plusieurs enfants`` the
*il* is impersonal: the noun phrase after the participle is the real (logical) subject and the
participle stays masculine singular whatever it is (Grevisse and Goosse, *Le Bon Usage*, on the
impersonal construction of intransitive verbs, *Il est arrivé un malheur*). Flipping that *il* gives
``Elle est arrivée un accident``, which is no French. The small model calls such an *il* ``nsubj``
as often as ``expl:subj`` and the noun phrase the participle's ``obj``, so
:func:`fairmt.inflect.french_agreement.expletive` did not see it.

The test: a participle in a compound tense with *être* is intransitive (a verb with a direct object
takes *avoir*), so a noun phrase after it that the parse calls its object can only be the real
subject. Left out, because the noun phrase there may be something else than a subject:

* a reflexive (``Il s'est acheté une voiture``: the clitic brings *être* and the verb keeps its
  object);
* the copular verbs *devenir*, *redevenir*, *rester*, *demeurer* (``Il est devenu un grand chef``,
  ``Il est resté un ami fidèle``: the attribute of a personal *il*);
* a noun phrase without an indefinite determiner or numeral (``Il est arrivé le premier``: an
  attribute of the subject; the real subject of the impersonal is indefinite, *Le Bon Usage*
  ibid.), a proper noun, and a noun of time or measure (``Il est arrivé un jour``, ``Il est venu
  une fois``, ``Il est parti deux semaines``: an adverbial of the personal verb).
"""

from __future__ import annotations

from typing import Any

__all__ = ["impersonal_real_subject"]

#: Forms of *être* as the auxiliary of a compound tense (the third person singular of an *il*).
_ETRE_AUX = frozenset(["est", "était", "sera", "serait", "fut", "soit", "fût"])
#: Participles of the copular verbs conjugated with *être*, whose noun phrase is an attribute.
_COPULAR = ("deven", "redeven", "rest", "demeur")
#: Determiners of an indefinite noun phrase, the real subject of an impersonal construction.
_INDEFINITE = frozenset(
    [
        "un",
        "une",
        "des",
        "du",
        "de",
        "d'",
        "quelque",
        "quelques",
        "plusieurs",
        "certains",
        "certaines",
        "maints",
        "maintes",
        "tant",
        "trop",
    ]
)
#: Nouns of time and measure: a phrase they head after an intransitive verb is an adverbial
#: (``est arrivé un jour``), not a subject.
_TIME = frozenset(
    [
        "seconde",
        "secondes",
        "minute",
        "minutes",
        "heure",
        "heures",
        "jour",
        "jours",
        "journée",
        "journées",
        "semaine",
        "semaines",
        "mois",
        "an",
        "ans",
        "année",
        "années",
        "siècle",
        "siècles",
        "fois",
        "instant",
        "instants",
        "moment",
        "moments",
        "matin",
        "matins",
        "matinée",
        "soir",
        "soirs",
        "soirée",
        "soirées",
        "nuit",
        "nuits",
        "week-end",
        "lundi",
        "mardi",
        "mercredi",
        "jeudi",
        "vendredi",
        "samedi",
        "dimanche",
        "printemps",
        "été",
        "automne",
        "hiver",
        "peu",
        "kilomètre",
        "kilomètres",
        "mètre",
        "mètres",
    ]
)
_REFLEXIVE = frozenset(["se", "s'"])


def _real_subject(word: Any) -> bool:
    """Whether ``word``, the parse's object of the participle, is an indefinite noun phrase that
    can be its real subject (module docstring)."""
    if word.pos_ not in ("NOUN", "PRON") or word.lower_ in _TIME:
        return False
    return any(k.dep_ == "nummod" or (k.dep_ == "det" and k.lower_ in _INDEFINITE) for k in word.children)


def impersonal_real_subject(il: Any) -> bool:
    """Whether the spaCy token ``il`` is the impersonal subject of a participle with *être* whose
    noun phrase after it is the real subject (``Il est arrivé un accident``; module docstring)."""
    verb = il.head
    if verb.i == il.i or verb.i < il.i or "Part" not in verb.morph.get("VerbForm"):
        return False
    if verb.lower_.startswith(_COPULAR):
        return False
    kids = list(verb.children)
    if any(k.lower_ in _REFLEXIVE for k in kids):
        return False
    if not any(k.dep_ in ("aux:tense", "aux:pass") and k.lower_ in _ETRE_AUX and k.i < verb.i for k in kids):
        return False
    return any(k.dep_ == "obj" and k.i > verb.i and _real_subject(k) for k in kids)
