"""A weak noun after "den" that is a dative plural object, not an accusative singular.

"den Patrioten" is the accusative singular or the dative plural of a weak masculine noun (Duden,
Die Grammatik: schwache Maskulina, "den Studenten" in both). The inflector reads "den" + weak
noun without a dative preposition as the accusative singular ("warnte den Jungen"), which is
right after most verbs. It is the dative plural where the clause leaves no room for an accusative
object there:

- right after a finite verb that governs the dative and no accusative (Duden, Die Grammatik:
  Verben mit Dativobjekt: begegnen, helfen, danken, folgen, gratulieren, vertrauen, drohen,
  schaden, gehorchen, widersprechen, antworten, dienen, misstrauen, applaudieren, assistieren;
  (de66) from Duden's list of dative verbs also gefallen, fehlen, gehören, gelingen and
  (auf)fallen, whose person is the dative and whose thing the nominative): "begegnete den
  Patrioten von Ilocano";
- or before a second object with its own article, with no punctuation between: a verb with two
  objects has a dative person and an accusative thing (geben, zeigen, schicken: "gaben den
  gierigen Spekulanten die Schuld"); two accusatives (lehren, nennen, kosten) are rare.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from fairmt.inflect.base import Word
from fairmt.inflect.german_name_objects import TIME_NOUNS

#: Finite forms of the dative-only verbs above (present and past, singular and plural); also read
#: by german_bare_datives and german_name_subjects. (de64) A stem in -d/-t takes -ete/-et
#: ("antwortete", "schadet"); (de66) gefallen, fehlen, gehören, gelingen, (auf)fallen with their
#: strong past stems ("gefiel", "gelang", "fiel") and umlaut presents ("gefällt", "fällt").
DATIVE_VERB = re.compile(
    r"^(begegne|begegnet|hilf|half|helf|dank|folg|gratulier|vertrau|droh|schad|gehorch|widersprach|"
    r"widersprech|widersprich|antwort|dien|misstrau|applaudier|assistier|"
    r"gefall|gefäll|gefiel|fehl|gehör|geling|gelang|fall|fäll|fiel)"
    r"(t|te|ten|tet|st|en|e|ete|eten|et|est)?$"
)
#: Articles that open a second (accusative) object after the dative plural; (de64) with the
#: masculine "den" and the other possessives, "kein" and "dies-" (Duden, Die Grammatik: Artikelwörter).
SECOND_OBJECT_ARTICLES = frozenset(
    ["die", "das", "den", "eine", "ein", "einen", "kein", "keine", "keinen", "diese", "dieses", "diesen"]
    + [p + e for p in ("sein", "ihr", "mein", "dein", "unser") for e in ("", "e", "en")]
    + ["euer", "eure", "euren"]
)
#: Nouns of time: "eine Woche lang", "den ganzen Tag" is an adverbial accusative, no object
#: (german_name_objects.TIME_NOUNS, with their plurals "Wochen", "Tage"; Duden, Die Grammatik:
#: adverbialer Akkusativ).
_TIME_NOUNS = TIME_NOUNS | frozenset(n + e for n in TIME_NOUNS for e in ("e", "n", "en"))
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
    Dach"); a noun of time heads no object ("schickte Lehrerinnen eine Woche lang nach Hause")."""
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
    head = words[k].core
    return head[:1].isupper() and head.isalpha() and head.lower() not in _TIME_NOUNS
