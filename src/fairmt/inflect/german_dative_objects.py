"""A weak noun after "den" that is a dative plural object, not an accusative singular.

"den Patrioten" is the accusative singular or the dative plural of a weak masculine noun (Duden,
Die Grammatik: schwache Maskulina, "den Studenten" in both). The inflector reads "den" + weak
noun without a dative preposition as the accusative singular ("warnte den Jungen"), which is
right after most verbs. It is the dative plural where the clause leaves no room for an accusative
object there:

- right after a finite verb that governs the dative and no accusative (Duden, Die Grammatik:
  Verben mit Dativobjekt: begegnen, helfen, danken, folgen, gratulieren, vertrauen, drohen,
  schaden, gehorchen, widersprechen, antworten, dienen, misstrauen, applaudieren, assistieren):
  "begegnete den Patrioten von Ilocano";
- or before a second object with its own article, with no punctuation between: a verb with two
  objects has a dative person and an accusative thing (geben, zeigen, schicken: "gaben den
  gierigen Spekulanten die Schuld"); two accusatives (lehren, nennen, kosten) are rare.

(de-inflect-46) A bare feminine plural ("Besitzerinnen") hides its case the same way: its one
form is every case. Right after a singular finite verb it cannot be the subject (the verb
would be plural), and before a second object with its own article it is the dative person of
the two objects: "Er versprach Besitzerinnen eine Entschädigung" -> "versprach Besitzern eine
Entschädigung" (:func:`bare_plural_dative`), not the accusative "Besitzer".
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from fairmt.inflect.base import Word

#: Finite forms of the dative-only verbs above (present and past, singular and plural).
_DATIVE_VERB = re.compile(
    r"^(begegne|begegnet|hilf|half|helf|dank|folg|gratulier|vertrau|droh|schad|gehorch|widersprach|"
    r"widersprech|widersprich|antwort|dien|misstrau|applaudier|assistier)"
    r"(t|te|ten|tet|st|en|e|t)?$"
)
#: Articles that open a second (accusative) object after the dative plural.
_SECOND_OBJECT = frozenset({"die", "das", "eine", "ein", "einen", "seine", "ihre", "ihren", "seinen"})
#: The endings of a declined adjective between that article and its noun ("eine neue Wohnung").
_ADJECTIVE_ENDINGS = ("e", "en", "er", "es", "em")


def dative_plural_object(words: Sequence[Word], det: int, noun: int) -> bool:
    """Whether the phrase from ``det`` ("den") to ``noun`` is a dative plural object (see the
    module docstring)."""
    if det > 0 and not words[det - 1].post and _DATIVE_VERB.match(words[det - 1].core.lower()):
        return True
    if noun + 2 < len(words) and not words[noun].post and not words[noun + 1].pre:
        after, head = words[noun + 1], words[noun + 2]
        return after.core.lower() in _SECOND_OBJECT and head.core[:1].isupper() and head.core.isalpha()
    return False


def _second_object(words: Sequence[Word], noun: int) -> bool:
    """Whether a phrase with its own article (:data:`_SECOND_OBJECT`) follows the noun at
    ``noun`` with no punctuation between: "... eine Entschädigung", and with up to two
    declined adjectives: "... eine neue Wohnung"."""
    if noun + 2 >= len(words) or words[noun].post or words[noun + 1].pre:
        return False
    if words[noun + 1].core.lower() not in _SECOND_OBJECT or words[noun + 1].post:
        return False
    k = noun + 2
    while (
        k < len(words) - 1
        and k - noun < 5
        and not words[k].post
        and words[k].core.isalpha()
        and words[k].core.islower()
        and words[k].core.endswith(_ADJECTIVE_ENDINGS)
    ):
        k += 1
    return k < len(words) and words[k].core[:1].isupper() and words[k].core.isalpha()


def bare_plural_dative(words: Sequence[Word], noun: int, finite_verb: Callable[[int], bool]) -> bool:
    """Whether the bare plural at ``noun`` (no article, no adjective) is a dative object (module
    docstring): right after a word that ``finite_verb`` accepts and that has no plural ending
    -n ("versprach", "gab", "bietet"; not "versprachen", whose subject the plural may be: "Im
    Mai versprachen Politikerinnen eine Reform"), before a second object with its own article.
    A past in -te ("zahlte") reads as an attributive adjective of the noun and is not asked."""
    if noun < 1 or words[noun - 1].post or words[noun].pre:
        return False
    verb = words[noun - 1].core
    return not verb.endswith("n") and finite_verb(noun - 1) and _second_object(words, noun)
