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
a word the dictionary reads only as a noun of one gender, the cue is moved to that noun: the
adjective's head. An adjective that shows gender keeps the cue (its agreement is read already),
and an article or preposition before the adjective ("el industrial del nitrógeno", where the
adjective is used as a noun) is no noun, so nothing moves.
"""

from __future__ import annotations

from collections.abc import Sequence


def adjective_head(
    norm: Sequence[str], tokens: Sequence[str], chosen: Sequence[int], lang: str
) -> int | None:
    """The target index of the noun right before the common-gender adjective the aligner
    ``chosen`` for a one-word noun cue (see the module docstring), else ``None``."""
    if len(chosen) != 1 or chosen[0] == 0 or lang not in ("es", "it"):
        return None
    from fairmt.fairqe.cue_target import _morphology

    morph = _morphology(lang)
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
    return j - 1 if len(genders) == 1 else None
