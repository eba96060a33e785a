"""Explicit cues whose translation is the English word itself, copied into a name (rules-30).

A gendered English word inside a proper name -- a street ("Duke Street", "Princes Street"), a
town ("Prince George"), a title of a work ("Lady Beware", "Phantom Lady") -- is usually left as
it is in the translation: names of places and works are not translated (Serianni, *Grammatica
italiana*, III.90-91 on foreign proper names kept in their own form). The copy then "reads" the
English word's own gender on itself ("Duke" -> "Duke", M), which always agrees with the source
and says nothing about how the translation genders the person the sentence is about. Read as a
firm verdict, it outvoted the readings that do show that person's gender: "Crookall became a
mistress painter trading at Duke Street" -> "divenne un mastro pittore ... a Duke Street" was
called correct because "Duke" agreed (MT-GenEval counterfactual dev). Such a cue gives no
verdict; the other cues, or the one person's nouns, decide.

Only a gendered noun (C2, C3) or a role noun the English makes agree (C6: "Saint" in "Mount Saint
Joseph High School", taken for the coreferent of a later "he"; rules-38) counts, capitalised, whose
target span is the same word
(possessive ending and punctuation aside): a title the translation writes in its own language
("la regina"), or with its own article ("le lady"), is read as before. A title before a name
(C4: "Lady Ashcroft" -> "Lady Ashcroft") is the person's own and keeps its reading: dropping it
let misplaced readings of other words decide and called two right translations of MT-GenEval
counterfactual dev wrong ("Lady Cockburn descriveva Stark come l'architetto").
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe.taxonomy import C2, C3, C6
from fairmt.fairqe.types import Cue

_POSSESSIVE = ("'s", "’s", "'", "’")
_STRIP = " \t\"'“”‘’«».,;:()[]"


def _bare(text: str) -> str:
    out = text.strip(_STRIP)
    for end in _POSSESSIVE:
        if out.endswith(end):
            out = out[: -len(end)]
            break
    return out.strip(_STRIP).casefold()


def copied_name_word(cue: Cue) -> bool:
    """Whether ``cue``'s target span is its capitalised English word copied as it is (a word of
    a name: "Duke Street" -> "Duke Street"), which shows nothing of the translation's gender."""
    word = cue.source_span.strip(_STRIP)
    if cue.category not in (C2, C3, C6) or not word[:1].isupper() or not cue.target_span.strip():
        return False
    return _bare(cue.source_span) == _bare(cue.target_span) != ""


def predicate_of_copied_word(cue: Cue, cues: Sequence[Cue]) -> bool:
    """Whether ``cue`` is a predicate the English makes agree with a gendered word that the
    translation copies into a name (rules-38): "All the Sad Young Women was published" gives
    "published" the gender of "Women", a word of the book's title, and the translation's
    "fu pubblicato" agrees with the title (Italian gives a title the masculine of "il libro":
    Serianni, *Grammatica italiana*, on the gender of titles of works). A name's word names
    nobody (:func:`copied_name_word`), so neither does the predicate said of it."""
    if cue.category is not C6 or "must agree with '" not in cue.note:
        return False
    subject = cue.note.split("must agree with '", 1)[1].split("'", 1)[0]
    return any(copied_name_word(c) and c.source_span.strip(_STRIP) == subject for c in cues)
