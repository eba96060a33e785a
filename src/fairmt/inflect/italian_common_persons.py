"""Italian person nouns in -o whose feminine the dictionary lacks, told by their Spanish word.

Apertium's Italian dictionary lists some person nouns in the masculine only (``poliziotto<n><m>``
and no ``poliziotta``), exactly like things (``tessuto<n><m>``). After a determiner the realiser
flips them by the regular -o/-a endings anyway; a bare noun ("una squadra di poliziotti armati",
"con poliziotti") is refused, since a bare thing noun is the commoner case
(:func:`fairmt.inflect.italian_persons.spanish_person` decides for the nouns whose Spanish
translation has both genders spelt differently).

The bilingual dictionary translates ``poliziotto`` into the Spanish common-gender noun
``policía<n><mf>``: one form for both sexes, the class of *el/la policía*, *el/la guía*,
*el/la socorrista*, *el/la atleta* (the RAE's *sustantivos comunes en cuanto al género*).
Spanish common-gender nouns in -a are person nouns; the other common-gender nouns are the few of
doubtful gender that name things (*el/la mar*, *el/la arte*, *el/la margen*, which end in -r,
-e, -n), and the module docstring of ``italian_persons`` notes why ``<mf>``
alone is no evidence. So an Italian masculine noun in -o (plural -i) whose every noun reading
translates into a Spanish ``<mf>`` noun in -a is a person noun with the regular feminine in -a
(*poliziotta*, *bagnina*): the bare-noun guard lets it flip.
"""

from __future__ import annotations

from functools import lru_cache

from fairmt.inflect.apertium_morph import morphology
from fairmt.inflect.italian_persons import _translations, _unit

__all__ = ["spanish_common_person"]


@lru_cache(maxsize=4096)
def spanish_common_person(word: str) -> bool:
    """Whether ``word`` is an Italian masculine noun in -o/-i whose every noun reading
    translates into a Spanish common-gender (``<mf>``) noun in -a ("poliziotto" ->
    "policía"). ``False`` without the dictionaries."""
    low = word.lower()
    morph = morphology("it")
    if morph is None or not low.endswith(("o", "i")):
        return False
    nouns = morph.noun_readings(low)
    if not nouns or any(r.tags[1:2] != ("m",) for r in nouns):
        return False
    for r in nouns:
        if not r.lemma.endswith("o"):
            return False
        found = [(lemma, tags) for lemma, tags in _translations(_unit(r)) if tags and tags[0] == "n"]
        if not found or any("mf" not in tags or not lemma.endswith("a") for lemma, tags in found):
            return False
    return True
