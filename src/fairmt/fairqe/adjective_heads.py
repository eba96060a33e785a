"""The noun head of a person noun the aligner put on a relational adjective after it (ex61).

Spanish and Italian often render an English person noun derived from a thing noun by a generic
person noun and a relational adjective after it: "industrialist" -> "empresario industrial",
"imprenditore industriale" (RAE, *Nueva gramática*, ch. 13 on relational adjectives, which follow
their noun; Serianni, *Grammatica italiana*, V.22 on the position of the adjective). The aligner,
led by the shared stem, links the English noun to the adjective alone, and so does the cognate
match of ``cues.RuleCueDetector._target`` ("industrialist" ~ "industrial"). That adjective is of one
form for both genders ("industrial", "industriale"), so no gender was read for the cue and a
translation that made the person a woman ("una empresaria industrial" for "he ... industrialist")
went unflagged.

So where the aligner's (or the cognate match's) one word for a noun cue is a word the dictionary reads only as
an adjective, and only of common gender (``mf``: it shows none), and the word right before it is
a person noun of one gender, the cue is moved to that noun: the adjective's head. An adjective
that shows gender keeps the cue (its agreement is read already), and an article or preposition
before the adjective ("un industrial textil", where the adjective is used as a noun) is no
noun, so nothing moves.

The noun before the adjective need not be the person: "a leading industrialist" may be rendered
"una pionera del diseño industrial", where "industrial" modifies a thing. So the noun
must be a person noun (:func:`_person_noun`): one with a form in the other gender in the
language's dictionary ("empresario"/"empresaria", "imprenditore"/"imprenditrice"; never
"sector", "settore"), which a noun of one gender that names a thing lacks. And a noun right after
a preposition, a preposition-article contraction or a preposition and a determiner ("del",
"di", "nel", "en el") heads a complement of another word, not the cue's phrase, so nothing
moves there either.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def _person_noun(noun: str, gender: str, lang: str, morph: Any) -> bool:
    """Whether the ``gender`` (``"m"``/``"f"``) noun ``noun`` is a person noun of ``lang``: the
    Spanish dictionary has a form of it in the other gender (``other_gender``: "empresaria" for
    "empresario", none for "sector"); for Italian the inflector's :meth:`person_noun`, which asks
    the same of the Italian dictionary and leaves out the things it pairs by ending
    ("tavola"/"tavolo")."""
    if lang == "es":
        other = morph.other_gender(noun, "F" if gender == "m" else "M", ("n",))
        return other is not None and other != noun
    from fairmt.inflect import get_inflector
    from fairmt.inflect.romance import RomanceInflector

    inflector = get_inflector(lang)
    return isinstance(inflector, RomanceInflector) and inflector.person_noun(noun)


def _after_preposition(norm: Sequence[str], k: int, morph: Any) -> bool:
    """Whether the word at ``k`` follows a preposition or a preposition-article contraction
    ("del", "nel": Apertium's ``pr`` readings), or a determiner after a preposition ("en el",
    "in un", "de su"). "Como"/"come", also read as conjunctions (``cnjadv``), introduce a predicative
    of the person ("trabajó como empresario industrial"): no preposition here."""

    def preposition(i: int) -> bool:
        readings = (morph.readings(norm[i]) or ()) if i >= 0 else ()
        return any(r.pos == "pr" for r in readings) and not any(r.pos == "cnjadv" for r in readings)

    if preposition(k - 1):
        return True
    determiner = k >= 1 and any(r.pos == "det" for r in morph.readings(norm[k - 1]) or ())
    return determiner and preposition(k - 2)


def adjective_head(
    norm: Sequence[str], tokens: Sequence[str], chosen: Sequence[int], lang: str
) -> int | None:
    """The target index of the person noun right before the common-gender adjective the aligner
    ``chosen`` for a one-word noun cue (see the module docstring), else ``None``."""
    if len(chosen) != 1 or chosen[0] == 0 or lang not in ("es", "it"):
        return None
    from fairmt.fairqe.cue_target import target_morphology

    morph = target_morphology(lang)
    if morph is None:
        return None
    j = chosen[0]
    if tokens[j - 1].rstrip("\"'»”’)").endswith((",", ";", ":", ".", "!", "?")):
        return None
    adjective = morph.readings(norm[j]) or ()
    if not adjective or not all(r.pos == "adj" and "mf" in r.tags for r in adjective):
        return None
    noun = morph.readings(norm[j - 1]) or ()
    if not noun or not all(r.pos == "n" for r in noun):
        return None
    genders = {g for r in noun for g in ("m", "f") if g in r.tags}
    if len(genders) != 1 or not _person_noun(norm[j - 1], genders.pop(), lang, morph):
        return None
    return None if _after_preposition(norm, j - 1, morph) else j - 1
