"""A gendered English word of a name or title whose translation keeps the other gender's English
word instead (en-cues-44).

Titles of awards, streets and works often stay in English in a translation ("Grammy per la Best
Female Vocalist", "su Princesses Street"). Where the source's own word is kept,
:func:`fairmt.fairqe.cue_name_pronouns.copied_title_word` places the cue on its copy, which gives
no verdict. A translation that keeps the name but writes the English word of the other gender
in its place ("Best Male Vocalist", "Princes Street") has changed the person's gender all the
same: the copied word is English and its gender is the English counterpart's
(``cue_lexicon.SEED_COUNTERPARTS``: female/male, princess/prince, in the cue's number). The
counterpart must stand, capitalised as a name's word, near the cue's expected place, and the
cue's own word must be absent from the translation.

ex39: the same holds where the English word is not capitalised inside a name of the source or is
a closed compound: "the Victorian Public Schools' women's four" -> "il ... men's four",
"Businesswoman of the Year" -> "il premio Businessman of the Year", "Grammar School for Girls" ->
"School for Boys". An English counterpart kept in the translation (:func:`_english_counterpart`)
is read when it is no word of the target language (Apertium's dictionary does not know it, so
Spanish "son" for "daughter" or "Actor" for "actress" is never read, nor anything in a language
without the dictionary); a compound
in -woman/-man takes the other head ("businesswoman"/"businessman", :func:`_counterpart`), and the
counterpart may be of either number and keep the English possessive "'s". A source that has the
counterpart itself ("she won Best Actress, he Best Actor") gives it no reading: the copy may be
that word's.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe import cue_lexicon as lex
from fairmt.fairqe.cue_tokens import Hit, Tok
from fairmt.fairqe.cue_words import english_plurals
from fairmt.fairqe.types import Realisation

__all__ = ["copied_counterpart"]

_STRIP = " \t\"'“”‘’«».,;:()[]!?"


def _counterpart(lemma: str) -> tuple[str, Realisation] | None:
    """The other-gender English word of a gendered lemma and that word's gender; a closed compound
    in -woman/-man ("businesswoman", "sportsman") takes the other head (ex39)."""
    if lemma.endswith("woman") and len(lemma) > 5:
        return lemma[:-5] + "man", "M"
    if lemma.endswith("man") and not lemma.endswith("woman") and len(lemma) > 3:
        return lemma[:-3] + "woman", "F"
    if lemma in lex.SEED_COUNTERPARTS:
        return lex.SEED_COUNTERPARTS[lemma].split()[0], "M"
    for fem, masc in lex.SEED_COUNTERPARTS.items():
        if masc.split()[0] == lemma:
            return fem, "F"
    return None


def copied_counterpart(
    toks: Sequence[Tok], h: Hit, tgt_tokens: Sequence[str], ref: float, lang: str = ""
) -> tuple[int, Realisation] | None:
    """The target token, nearest ``ref``, that keeps the English counterpart of the capitalised
    one-word cue ``h`` inside a name or title, with the counterpart's gender; ``None`` when the
    cue is no such word, its own word is kept, or no counterpart stands near its place."""
    if h.end - h.start != 1 or h.gender is None:
        return None
    t = toks[h.start]
    if lang:
        kept = _english_counterpart(toks, h, tgt_tokens, ref, lang)
        if kept is not None:
            return kept
    if h.start == 0 or not t.title or toks[h.start - 1].ends_sentence:
        return None
    prev = toks[h.start - 1]
    nxt = toks[h.start + 1] if h.start + 1 < len(toks) else None
    if not ((prev.title and not prev.ends_clause) or (nxt is not None and nxt.title and not t.ends_clause)):
        return None
    other = _counterpart(h.lemma)
    if other is None or other[1] == h.gender:
        return None
    words = [w.strip(_STRIP) for w in tgt_tokens]
    if t.core in words:
        return None
    forms = {f.capitalize() for f in (english_plurals(other[0]) if h.plural else [other[0]])}
    reach = max(4.0, len(tgt_tokens) / 4)
    near = [j for j, w in enumerate(words) if w in forms and abs(j - ref) <= reach]
    if not near:
        return None
    return min(near, key=lambda j: (abs(j - ref), j)), other[1]


def _english_counterpart(
    toks: Sequence[Tok], h: Hit, tgt_tokens: Sequence[str], ref: float, lang: str
) -> tuple[int, Realisation] | None:
    """ex39: the target token nearest ``ref`` that is the English counterpart of the one-word noun
    cue ``h`` (either number, with the cue's "'s" when it has one), when the cue's own English word
    is absent from the translation and the token is no word of ``lang`` (see the module doc)."""
    from fairmt.fairqe.cue_target import target_morphology
    from fairmt.fairqe.taxonomy import C2, C3

    if h.category not in (C2, C3):
        return None
    other = _counterpart(h.lemma)
    if other is None or other[1] == h.gender:
        return None
    t = toks[h.start]
    low = [w.strip(_STRIP).lower().replace("’", "'") for w in tgt_tokens]
    own = t.low.replace("’", "'")
    if own in low or (own + t.clitic) in low:
        return None
    stems = [other[0], *english_plurals(other[0])]
    if any(k.low in stems for k in toks):
        return None  # the source has the counterpart too ("Best Actress ... Best Actor"): its copy
    forms = set(stems) | ({f + "'s" for f in stems} if t.clitic in ("'s", "'") else set())
    morph = target_morphology(lang)
    reach = max(4.0, len(tgt_tokens) / 4)
    near: list[int] = []
    for j, w in enumerate(low):
        if w not in forms or abs(j - ref) > reach:
            continue
        # a word of the language ("son", "actor", "Actor" of another person's award) is never read
        if morph is not None and not morph.readings(w.split("'")[0]):
            near.append(j)
    if not near:
        return None
    return min(near, key=lambda j: (abs(j - ref), j)), other[1]
