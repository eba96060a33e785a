"""A noun phrase of time after the participle of a French object relative clause (fr-inflect-58).

:func:`fairmt.inflect.french_agreement.object_relative_participles` makes a participle with
*avoir* agree with the person noun before ``que`` when the clause has a subject of its own
(``la danseuse que le public a applaudie``): the noun is the clause's preceding direct object
(Grevisse and Goosse, *Le Bon Usage*, § 942 on the participle with *avoir*). A determiner right
after the participle usually opens the participle's own direct object, and then ``que`` is a
completive conjunction, not a relative (``informé le propriétaire que son chat avait développé
le diabète``), so nothing agrees. A noun phrase of time there is an adverbial, not an object
(``la chanteuse que j'ai rencontrée la semaine dernière``, ``les élèves que nous avons reçus
cette année``; the same reading as :mod:`fairmt.inflect.french_dropped_aux`): the relative is
still the participle's object, and it agrees.

Two kinds of such phrase are the participle's object after all, and then nothing agrees (the
relative is the object of the infinitive, as with ``que j'ai passé la semaine à former``):

* a verb that spends time takes the length of time as its direct object (``passer la
  semaine``, ``mettre deux heures``, ``consacrer l'été``, ``prendre le week-end``: a
  transitive use, the time is what is spent);
* a phrase of time followed by ``à``/``pour`` + infinitive is the time spent on that action
  (``j'ai employé l'année à la former``), whatever the verb.

A number after the determiner opens a phrase of time only when a noun of time or a month
follows it (``le 5 mai``, ``les 3 dernières années``), not any quantity (``les 20 euros``).

(The MT's ``qui`` + first-person *avoir*, ``le traducteur qui avons embauché``, was tried and
left alone: the gold dev set writes the participle both agreeing and not.)
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.apertium_morph import Morphology
from fairmt.inflect.french_dropped_aux import TIME_NOUNS

__all__ = ["MONTHS", "time_adverbial"]

#: Determiners that may open a noun phrase of time ("la semaine dernière", "cette année").
_TIME_DETERMINERS = frozenset(["le", "la", "les", "ce", "cet", "cette", "ces", "chaque"])
#: Months, the nouns of time after a day's number ("le 5 mai").
MONTHS = frozenset(
    [
        "janvier",
        "février",
        "mars",
        "avril",
        "mai",
        "juin",
        "juillet",
        "août",
        "septembre",
        "octobre",
        "novembre",
        "décembre",
    ]
)
#: Adjectives between a number and its noun of time ("les 3 dernières années").
_ORDER_ADJECTIVES = frozenset(
    [
        "dernier",
        "derniers",
        "dernière",
        "dernières",
        "premier",
        "premiers",
        "première",
        "premières",
        "prochains",
        "prochaines",
    ]
)
#: Verbs whose direct object may be a length of time ("passer la semaine", "mettre deux heures").
_SPENDING_VERBS = frozenset(["passer", "mettre", "consacrer", "prendre"])
#: Object clitics between "à"/"pour" and its infinitive ("à la former", "pour les convaincre").
_INFINITIVE_CLITICS = frozenset(
    ["le", "la", "les", "lui", "leur", "me", "te", "se", "nous", "vous", "y", "en"]
)
#: How many words after the noun of time may still belong to its phrase ("la semaine entière").
_PHRASE_TAIL = 2


def _time_phrase_end(low: Sequence[str], k: int) -> int | None:
    """The index after the noun of a noun phrase of time beginning at ``low[k]``, or None."""
    if k >= len(low):
        return None
    word = low[k]
    if word.startswith("l'") and len(word) > 2:
        return k + 1 if word[2:] in TIME_NOUNS else None
    if word not in _TIME_DETERMINERS or k + 1 >= len(low):
        return None
    j = k + 1
    if low[j][:1].isdigit():
        # "le 5 mai", "les 3 dernières années"; a bare quantity ("les 20 euros") is no time.
        j += 1
        if j < len(low) and low[j] in _ORDER_ADJECTIVES:
            j += 1
        return j + 1 if j < len(low) and (low[j] in TIME_NOUNS or low[j] in MONTHS) else None
    return j + 1 if low[j] in TIME_NOUNS else None


def _infinitive_follows(low: Sequence[str], j: int, morph: Morphology) -> bool:
    """Whether ``à``/``pour`` + an infinitive begins within a few words from ``low[j]``."""
    for i in range(j, min(j + _PHRASE_TAIL + 1, len(low))):
        if low[i] not in ("à", "pour"):
            continue
        i += 1
        while i < len(low) and low[i] in _INFINITIVE_CLITICS:
            i += 1
        if i >= len(low):
            return False
        word = low[i]
        if word[:2] in ("l'", "m'", "t'", "s'") and len(word) > 2:
            word = word[2:]  # "à l'aider", "pour s'occuper"
        return any("inf" in r.tags for r in morph.readings(word))
    return False


def time_adverbial(low: Sequence[str], k: int, morph: Morphology) -> bool:
    """Whether the noun phrase right after the participle ``low[k]`` is an adverbial of time
    (``rencontrée la semaine dernière``, ``invités cette année``, ``vu le 5 mai``), not the
    participle's direct object: not when the participle is a verb that spends time (``passé
    la semaine``) or when ``à``/``pour`` + infinitive follows the phrase (``employé l'année à
    la former``). ``low`` holds lower-cased cores with straight apostrophes."""
    end = _time_phrase_end(low, k + 1)
    if end is None:
        return False
    if any(r.lemma in _SPENDING_VERBS and "pp" in r.tags for r in morph.readings(low[k])):
        return False
    return not _infinitive_follows(low, end, morph)
