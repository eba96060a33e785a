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

#: Finite forms of the dative-only verbs above (present and past, singular and plural).
_DATIVE_VERB = re.compile(
    r"^(begegne|begegnet|hilf|half|helf|dank|folg|gratulier|vertrau|droh|schad|gehorch|widersprach|"
    r"widersprech|widersprich|antwort|dien|misstrau|applaudier|assistier)"
    r"(t|te|ten|tet|st|en|e|t)?$"
)
#: Articles that open a second (accusative) object after the dative plural.
_SECOND_OBJECT = frozenset({"die", "das", "eine", "ein", "einen", "seine", "ihre", "ihren", "seinen"})


def dative_plural_object(words: Sequence[Word], det: int, noun: int) -> bool:
    """Whether the phrase from ``det`` ("den") to ``noun`` is a dative plural object (see the
    module docstring)."""
    if det > 0 and not words[det - 1].post and _DATIVE_VERB.match(words[det - 1].core.lower()):
        return True
    if noun + 2 < len(words) and not words[noun].post and not words[noun + 1].pre:
        after, head = words[noun + 1], words[noun + 2]
        return after.core.lower() in _SECOND_OBJECT and head.core[:1].isupper() and head.core.isalpha()
    return False
