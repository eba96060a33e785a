"""French passive participles that introduce a subject attribute: ``fut nommée professeure``.

A verb of naming, electing or appointing puts an attribute on its object (``on l'a nommée
professeure``); in the passive that attribute is the subject's (``Pavlova fut nommée
professeure``, ``Juul a été nommée secrétaire d'État``, ``il a été élu président``), as after
*être* or *devenir*. Grevisse and Goosse, *Le Bon Usage*, list the passive of *nommer, élire,
proclamer, sacrer, déclarer* among the verbs that introduce the subject attribute; the noun
after such a participle names the subject's person, and the participle itself agrees with the
subject. :mod:`fairmt.inflect.french_names` reads a name's attribute through these participles
(:func:`attributive_passive`) as it reads it through *être* and the copular verbs.

Only the participles with an *être* form right before them count (``a été nommée``, ``fut
élu``): an active compound (``a nommé Paul président``) has an object of its own, and
*renommé* ("famous") is an adjective, not listed.
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["ATTRIBUTIVE_PARTICIPLES", "attributive_passive"]

#: Masculine singular participles of the verbs of naming and appointing that take an object
#: attribute (hence a subject attribute in the passive).
_STEMS = (
    "nommé",
    "élu",
    "réélu",
    "désigné",
    "proclamé",
    "déclaré",
    "sacré",
    "couronné",
    "promu",
    "surnommé",
    "consacré",
    "intronisé",
)

#: Their four forms (``nommé nommée nommés nommées``).
ATTRIBUTIVE_PARTICIPLES = frozenset(f"{s}{e}" for s in _STEMS for e in ("", "e", "s", "es"))


def attributive_passive(low: Sequence[str], j: int, etre: frozenset[str]) -> bool:
    """Whether the lower-cased token ``low[j]`` is one of :data:`ATTRIBUTIVE_PARTICIPLES` right
    after a form of *être* (``etre``: ``fut``, ``été``, ``est`` ...), so that the noun after it
    is the subject's attribute."""
    return 0 < j < len(low) and low[j] in ATTRIBUTIVE_PARTICIPLES and low[j - 1] in etre
