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

(The MT's ``qui`` + first-person *avoir*, ``le traducteur qui avons embauché``, was tried and
left alone: the gold dev set writes the participle both agreeing and not.)
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.french_dropped_aux import _TIME_NOUNS

__all__ = ["time_adverbial"]

#: Determiners that may open a noun phrase of time ("la semaine dernière", "cette année").
_TIME_DETERMINERS = frozenset(["le", "la", "les", "ce", "cet", "cette", "ces", "chaque"])


def time_adverbial(low: Sequence[str], k: int) -> bool:
    """Whether a noun phrase of time begins at ``low[k]`` (``la semaine dernière``, ``l'année
    passée``, ``cette nuit``, ``le 5 mai``): an adverbial, not a direct object. ``low`` holds
    lower-cased cores with straight apostrophes."""
    if k >= len(low):
        return False
    word = low[k]
    if word.startswith("l'") and len(word) > 2:
        return word[2:] in _TIME_NOUNS
    if word not in _TIME_DETERMINERS or k + 1 >= len(low):
        return False
    noun = low[k + 1]
    return noun in _TIME_NOUNS or noun[:1].isdigit()
