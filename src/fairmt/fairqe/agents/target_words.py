"""Tests of one target word against the seed lexicon and the morphological dictionaries, for the
``rules`` agents (split out of :mod:`.rules`).

This module owns the word-level questions the explicit check and the predicate-noun search ask:
is a word a form of the seed lexicon (:func:`_seed_vocabulary`), a form the seed lexicon genders
as a translation of the cue's English word (:func:`_seed_gendered`), a plural person noun
(:func:`_plural_noun`), or a noun of one gender only, i.e. a thing (:func:`_fixed_gender_noun`).
They look at a single word; where the word stands in the sentence is :mod:`.predicate_nouns`.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from fairmt.fairqe.types import Cue


@cache
def _seed_vocabulary(lang: str) -> frozenset[str]:
    """Every form of the seed lexicon of ``lang`` (translations of gendered English words and of
    person nouns; a common-gender form such as "cantante" or the adjective "femminile" too)."""
    from fairmt.fairqe.cues import seed_table

    table = seed_table(lang) or {}
    return frozenset(w for forms in table.values() for w in forms.forms)


def _seed_gendered(cue: Cue, tokens: Sequence[str], lang: str) -> bool:
    """Whether the last word of the cue's target span is a form the seed lexicon gives a gender
    as a translation of the cue's English word or of its counterpart ("dios" for "goddess",
    "il padre" for "mother"); a common-gender form ("nipoti", "nobili") is not (rules-10)."""
    from fairmt.fairqe.cues import lookup, seed_key, seed_table, target_norm

    if cue.target_tokens is None:
        return False
    entry = lookup(cue.source_span.lower())
    table = seed_table(lang)
    if entry is None or table is None:
        return False
    forms = table.get(seed_key(entry.lemma))
    if forms is None:
        return False
    if entry.plural:
        forms = forms.for_plural()
    return bool(forms.match(target_norm(tokens[cue.target_tokens[1] - 1], lang), lang))


def _plural_noun(token: str, lang: str) -> bool:
    """Whether a Romance person noun is plural: every noun reading of Apertium's dictionary
    (Italian, French) is plural, or, without one, a Spanish/Portuguese/French -s ending.
    rules-38: an Italian adjective used as a noun, which the dictionary knows only as an
    adjective ("dei liberali", "i nobili"; Serianni, *Grammatica italiana*, V on the adjective
    used as a noun), is plural when every adjective reading is."""
    from fairmt.fairqe.cues import target_norm
    from fairmt.inflect.apertium_morph import morphology

    word = target_norm(token, lang)
    morph = morphology(lang) if lang in ("it", "fr") else None
    if morph is not None:
        readings = morph.readings(word)
        nouns = [r for r in readings if r.pos == "n"]
        if nouns:
            return all(r.number == "pl" for r in nouns)
        adjectives = [r for r in readings if r.pos == "adj"]
        if lang == "it" and adjectives:
            return all(r.number == "pl" for r in adjectives)
    return lang in ("es", "pt", "fr", "ca") and len(word) > 3 and word.endswith("s")


def _fixed_gender_noun(token: str, lang: str) -> bool:
    """Whether Apertium's dictionary (Italian, French) knows the word as a noun of one gender
    with no form in the other, and as nothing else but verb forms, and the seed lexicon does not
    list it."""
    from fairmt.fairqe.cues import target_norm
    from fairmt.inflect.apertium_morph import morphology

    morph = morphology(lang) if lang in ("it", "fr") else None
    word = target_norm(token, lang)
    # the seed lexicon's gendered words ("donna", "uomo") are persons of one gender, not things
    return morph is not None and morph.fixed_gender_noun(word) and word not in _seed_vocabulary(lang)
