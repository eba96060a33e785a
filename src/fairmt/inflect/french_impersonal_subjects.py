"""Impersonal *il* with the real subject after a verb of the *être* class (session 44).

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
  une fois``, ``Il est parti deux semaines``: an adverbial of the personal verb), looked for in
  every word of the phrase and in the last part of a compound (``un beau matin de mai``, ``une
  demi-heure``);
* a noun phrase followed by ``plus tard``/``tôt``/``loin``/``haut``, ``en retard``/``avance`` or
  ``après``/``avant``: it measures a difference (``une décennie plus tard``, ``un étage plus
  haut``), an adverbial whatever its noun. ``avant``/``après`` count only as the adverb alone
  (``trois tours avant``) or after a phrase with a numeral (``deux étapes après les autres``):
  heading a phrase of their own after a noun with an article they are a time adverbial of the
  verb, and the noun phrase stays its real subject (``Il est arrivé un accident avant le
  départ``, ``Il est venu un homme après le dîner``; branch fr65). A measure noun the list lacks,
  with an article, before such a phrase (``un tour avant les autres``) reads as a real subject;
  the rarer of the two;
* the passive of a verb of naming (``Il est appelé un héros``): the phrase is an attribute.
"""

from __future__ import annotations

from typing import Any

from fairmt.inflect.french_relative_gaps import MONTHS

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
_TIME = (
    frozenset(
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
            "kilomètre",
            "kilomètres",
            "mètre",
            "mètres",
            "quart",
            "quarts",
            "décennie",
            "décennies",
            "trimestre",
            "trimestres",
            "semestre",
            "semestres",
            "dizaine",
            "dizaines",
            "quinzaine",
            "quinzaines",
            "centaine",
            "centaines",
            "éternité",
            "étage",
            "étages",
            "après-midi",
            "midi",
        ]
    )
    | MONTHS
)
#: Words of quantity that the parse may make the participle's object: ``Il est arrivé un peu
#: tard`` is the adverb of quantity *un peu*, no noun phrase at all, so it is kept apart from the
#: nouns of time and measure above.
_QUANTITY = frozenset(["peu"])
#: Adverbs of time, distance or height that, after ``plus``/``moins``/``bien``, make the phrase
#: before them a measure of the difference (``une décennie plus tard``, ``un étage plus haut``).
_COMPARED = frozenset(["tard", "tôt", "loin", "haut", "bas"])
#: Nouns after ``en`` that make the phrase before them a measure (``une demi-heure en retard``).
_EN_MEASURE = frozenset(["retard", "avance"])
#: Prepositions or adverbs after which the phrase before them measures a time (``une éternité
#: après les autres``, ``trois jours avant``).
_BEFORE_AFTER = frozenset(["après", "avant"])
#: Participles of verbs of naming, whose passive takes an attribute of the personal subject
#: (``Il est appelé un héros``, ``Il est élu un président respecté``), not a real subject.
_NAMING = ("appel", "nomm", "surnomm", "élu", "proclam")
_REFLEXIVE = frozenset(["se", "s'"])


def _bare(form: str) -> str:
    """``form`` without an elided preposition or article (``d'heure`` -> ``heure``): the tokens
    the realiser parses keep the elision attached."""
    for lead in ("d'", "l'"):
        if form.startswith(lead) and len(form) > len(lead):
            return form[len(lead) :]
    return form


def _measure_noun(form: str) -> bool:
    """Whether ``form`` names a time or measure, also as the last part of a compound
    (``demi-heure``, ``mi-journée``: the head of a French compound of this kind is its end)."""
    form = _bare(form)
    return form in _TIME or form.rsplit("-", 1)[-1] in _TIME


def _measure_phrase(word: Any) -> bool:
    """Whether the noun phrase of ``word`` names a time, a quantity or a measure: any of its words
    (``un beau matin de mai``, ``une dizaine de jours``, ``un quart d'heure``), since the parse
    picks its head at random among them."""
    if word.lower_ in _QUANTITY:
        return True
    return any(_measure_noun(t.lower_) for t in word.subtree)


def _followed_by_comparison(word: Any) -> bool:
    """Whether the noun phrase of ``word`` is followed by ``plus tard``, ``en retard``, ``après``
    and the like, which make it the measure of a difference (``une décennie plus tard``, ``un
    étage plus haut``): an adverbial of a personal verb whatever its noun. Structural, so it
    holds for nouns no list has (``deux chapitres plus loin``)."""
    doc = word.doc
    k = word.i + 1
    # Step over the phrase's own complement in "de"/"d'" (``une dizaine de jours``, ``d'heure``).
    while k < len(doc) and doc[k].lower_ in ("de", "d'"):
        k += 2
    while k < len(doc) and doc[k].lower_.startswith("d'") and doc[k].head.i == word.i:
        k += 1
    if k >= len(doc):
        return False
    first = doc[k].lower_
    second = doc[k + 1].lower_ if k + 1 < len(doc) else ""
    if first in ("plus", "moins", "bien", "beaucoup") and second in _COMPARED:
        return True
    if first == "en" and second in _EN_MEASURE:
        return True
    if first not in _BEFORE_AFTER:
        return False
    # "avant"/"après" heading a phrase of its own ("un accident avant le départ") is a time
    # adverbial of the verb, and says nothing of the phrase before it: that one is a measure only
    # with a numeral ("deux étapes après les autres") or with the adverb alone ("trois tours avant").
    return doc[k].dep_ != "case" or any(
        c.dep_ == "nummod" and c.lower_ not in ("un", "une") for c in word.children
    )


def _real_subject(word: Any) -> bool:
    """Whether ``word``, the parse's object of the participle, is an indefinite noun phrase that
    can be its real subject (module docstring)."""
    if word.pos_ not in ("NOUN", "PRON") or _measure_phrase(word) or _followed_by_comparison(word):
        return False
    return any(k.dep_ == "nummod" or (k.dep_ == "det" and k.lower_ in _INDEFINITE) for k in word.children)


def impersonal_real_subject(il: Any) -> bool:
    """Whether the spaCy token ``il`` is the impersonal subject of a participle with *être* whose
    noun phrase after it is the real subject (``Il est arrivé un accident``; module docstring)."""
    verb = il.head
    if verb.i == il.i or verb.i < il.i or "Part" not in verb.morph.get("VerbForm"):
        return False
    if verb.lower_.startswith(_COPULAR) or verb.lower_.startswith(_NAMING):
        return False
    kids = list(verb.children)
    if any(k.lower_ in _REFLEXIVE for k in kids):
        return False
    if not any(k.dep_ in ("aux:tense", "aux:pass") and k.lower_ in _ETRE_AUX and k.i < verb.i for k in kids):
        return False
    return any(k.dep_ == "obj" and k.i > verb.i and _real_subject(k) for k in kids)
