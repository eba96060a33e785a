"""A name in the prenominal genitive before an adjective and its noun ("Bachs ehemaliger Schüler").

German puts a proper name's genitive in front of the noun it determines, where it takes the
place of the article: "Bachs ehemaliger Schüler" is "der ehemalige Schüler Bachs" (Duden, Die
Grammatik: pränominaler Genitiv; the noun phrase then has no article, so its adjective takes the
strong ending, "Bachs ehemaliger Schüler" -> "Bachs ehemalige Schülerin"). At the start of a
sentence such a phrase looks like a one-word first constituent ("Merkel lobte Ärzte") followed
by the finite verb, and the verb-second reading must not take the adjective for that verb.

The test is kept narrow so that the verb-second reading keeps its ordinary cases: the first word
is a capitalised word ending in ``-s`` (the genitive of a name: Bachs, Mozarts, Peters), the word
after it is lower case and ends in a strong adjective ending that no German finite verb has
(``-er``, ``-es``, ``-em``), or ends in ``-e`` but not ``-te`` (the weak past "lobte"; a present
or subjunctive ``-e`` form after a third-person name subject does not occur), or is an
``-ig``/``-isch``/``-lich`` adjective in ``-en`` (verb forms in ``-ten`` have none of these
suffixes), and a capitalised noun follows it.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.inflect.base import Word

#: Strong adjective endings no finite verb form has.
_STRONG_ONLY = ("er", "es", "em")
#: Adjective suffixes (Duden, Die Grammatik: Adjektivsuffixe -ig, -isch, -lich) before -e/-en.
_ADJECTIVE_SUFFIXES = ("igen", "ischen", "lichen")


def genitive_name_before_adjective(words: Sequence[Word], k: int) -> bool:
    """Whether the lower-case word at ``k`` is an adjective after a prenominal genitive name
    (``words[k - 1]``) and before its capitalised noun (``words[k + 1]``), not a finite verb."""
    if k < 1 or k + 1 >= len(words) or words[k - 1].post or words[k].post or words[k + 1].pre:
        return False
    name, adjective, noun = words[k - 1].core, words[k].core, words[k + 1].core
    if not (name[:1].isupper() and name.isalpha() and len(name) > 2 and name.endswith("s")):
        return False
    if name.endswith("ss") or not name[1:].islower():
        return False
    if not (adjective.isalpha() and adjective.islower() and len(adjective) > 3):
        return False
    weak_e = adjective.endswith("e") and not adjective.endswith("te")
    if not (adjective.endswith(_STRONG_ONLY) or weak_e or adjective.endswith(_ADJECTIVE_SUFFIXES)):
        return False
    return noun[:1].isupper() and noun.isalpha()
