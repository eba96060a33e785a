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
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from fairmt.inflect.base import Word

#: Finite forms of the dative-only verbs above (present and past, singular and plural); also read
#: by german_bare_datives.
DATIVE_VERB = re.compile(
    r"^(begegne|begegnet|hilf|half|helf|dank|folg|gratulier|vertrau|droh|schad|gehorch|widersprach|"
    r"widersprech|widersprich|antwort|dien|misstrau|applaudier|assistier)"
    r"(t|te|ten|tet|st|en|e|t)?$"
)
#: Articles that open a second (accusative) object after the dative plural.
SECOND_OBJECT_ARTICLES = frozenset({"die", "das", "eine", "ein", "einen", "seine", "ihre", "ihren", "seinen"})

#: Endings of a declined attributive adjective (Duden, Die Grammatik: Adjektivdeklination).
_ADJECTIVE_ENDINGS = ("e", "en", "er", "es", "em")


def dative_plural_object(words: Sequence[Word], det: int, noun: int) -> bool:
    """Whether the phrase from ``det`` ("den") to ``noun`` is a dative plural object (see the
    module docstring)."""
    if det > 0 and not words[det - 1].post and DATIVE_VERB.match(words[det - 1].core.lower()):
        return True
    return second_object_after(words, noun)


def second_object_after(words: Sequence[Word], noun: int) -> bool:
    """Whether a second object with its own article follows the phrase that ends at ``noun``
    with no punctuation between ("gaben den Spekulanten die Schuld": see the module docstring);
    (de64) up to two declined adjectives may stand between its article and its noun ("ein neues
    Dach")."""
    if noun + 2 >= len(words) or words[noun].post or words[noun + 1].pre:
        return False
    if words[noun + 1].core.lower() not in SECOND_OBJECT_ARTICLES or words[noun + 1].post:
        return False
    k = noun + 2
    while (
        k < len(words) - 1
        and k - noun < 5
        and words[k].core.islower()
        and words[k].core.isalpha()
        and words[k].core.endswith(_ADJECTIVE_ENDINGS)
        and not words[k].post
    ):
        k += 1
    return words[k].core[:1].isupper() and words[k].core.isalpha()
