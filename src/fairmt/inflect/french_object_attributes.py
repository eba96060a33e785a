"""The attribute of a realised direct object (fr-inflect-51).

"Mes parents trouvent ma professeure très stricte": after *trouver*, *juger*, *croire*,
*estimer*, *considérer*, *rendre*, *déclarer*, *laisser*, *garder*, *imaginer*, *voir*,
*préférer*, the adjective or participle right after the direct object (adverbs of degree
between) is the object's attribute (*attribut du complément d'objet direct*), and it agrees with
the object in gender and number (Grevisse and Goosse, *Le Bon Usage*, the attribute of the
object and its agreement). The small parser reads it as the verb's ``xcomp`` or as a verb of
its own, and it stayed masculine beside a feminine object ("trouvent ma professeure très
strict"). So when the realised noun phrase follows such a verb (a finite form, a participle or
an infinitive), the gendered adjective or participle after it, past adverbs, is put in the
person's gender with it. Not a word that can be a noun before a determiner-less stretch ("Je
trouve mon voisin président", a noun attribute, is left to the noun rules) nor one followed by
a noun (then it is that noun's epithet).

(fr-inflect-53) The object may also be a clitic before a compound tense with *avoir*: the
participle then agrees with it and shows its gender, and the attribute follows the participle
("Je les ai trouvées très gentilles"): :func:`clitic_object_participle` tells the inflector's
``realise`` to put that attribute in the participle's new gender.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from fairmt.inflect.base import Word

__all__ = ["OBJECT_ATTRIBUTE_VERBS", "clitic_object_participle", "object_attributes"]

#: Verbs whose direct object takes an attribute (lemmas, Apertium's readings).
OBJECT_ATTRIBUTE_VERBS = frozenset(
    [
        "trouver",
        "retrouver",
        "juger",
        "croire",
        "estimer",
        "considérer",
        "rendre",
        "déclarer",
        "laisser",
        "garder",
        "imaginer",
        "voir",
        "préférer",
    ]
)


def object_attributes(tokens: Sequence[str], start: int, end: int) -> tuple[int, ...]:
    """The index of the object attribute after the noun phrase ``tokens[start:end]`` (module
    docstring), or ``()``."""
    from fairmt.inflect.apertium_morph import morphology
    from fairmt.inflect.french_agreement import _adverb

    morph = morphology("fr")
    if morph is None or start < 1 or end >= len(tokens) or Word.parse(tokens[end - 1]).post.strip():
        return ()
    verb = Word.parse(tokens[start - 1])
    if verb.post.strip() or not any(
        r.lemma in OBJECT_ATTRIBUTE_VERBS and r.pos.startswith("vb")
        for r in morph.readings(verb.core.lower())
    ):
        return ()
    k = end
    while k < len(tokens) and _adverb(Word.parse(tokens[k]).core.lower(), morph):
        if Word.parse(tokens[k]).post.strip():
            return ()
        k += 1
    if k >= len(tokens):
        return ()
    word = Word.parse(tokens[k]).core.lower()
    readings = morph.readings(word)
    if not any(r.agreeing for r in readings):
        return ()
    if any(r.pos == "n" for r in readings):
        return ()
    if not Word.parse(tokens[k]).post.strip() and k + 1 < len(tokens):
        after = morph.readings(Word.parse(tokens[k + 1]).core.lower())
        if any(r.pos == "n" for r in after) and not any(r.pos in ("pr", "cnjcoo", "adv") for r in after):
            return ()
    return (k,)


#: Direct object clitics before a compound tense's auxiliary.
_OBJECT_CLITICS = frozenset(["les", "la", "le", "me", "te", "nous", "vous"])


def clitic_object_participle(tokens: Sequence[str], span: tuple[int, int], morph: Any) -> bool:
    """Whether ``span`` is the one past participle, after *avoir*, of a verb whose object takes
    an attribute, with the object as a clitic before the auxiliary ("Je *les* ai *trouvées* très
    gentilles", "Tu *m'*as *trouvée* fatiguée"). The participle agrees with that preceding
    object (Grevisse and Goosse, *Le Bon Usage*, the participle with *avoir*), and it is the
    word that shows the object's gender; the attribute after it (*attribut du complément
    d'objet*) agrees with the same object, so it changes with it. (fr-inflect-25 did this for
    the elided *l'* in the realisation by number; this takes the full clitics and *m'*/*t'*.)"""
    s, e = span
    if e - s != 1 or s < 1:
        return False
    participle = Word.parse(tokens[s]).core.lower()
    if not any("pp" in r.tags and r.lemma in OBJECT_ATTRIBUTE_VERBS for r in morph.readings(participle)):
        return False
    aux = Word.parse(tokens[s - 1]).core.lower().replace("’", "'")
    head, _, rest = aux.partition("'")
    if rest:  # "l'ai", "m'as", "t'a"
        return head in ("l", "m", "t") and any(r.lemma == "avoir" for r in morph.readings(rest))
    if s < 2 or not any(r.lemma == "avoir" for r in morph.readings(aux)):
        return False
    return Word.parse(tokens[s - 2]).core.lower() in _OBJECT_CLITICS
