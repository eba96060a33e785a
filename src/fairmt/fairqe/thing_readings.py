"""Readings of the explicit check that fell on a thing, not on the person (rules-31).

The aligner links a gendered English word to whatever target word it finds nearest in meaning
or place, and the analyser then reads that word's grammatical gender: "She was born in May" ->
"Nació en mayo" puts the predicate "born" on "mayo" (masculine), "the Girls High School" ->
"al Instituto femenino" puts "Girls" on "Instituto". A Spanish noun has inherent gender, fixed
by the word, or variable gender, shown by its ending or determiner for a sexed referent (RAE,
*Nueva gramática de la lengua española*, 2.1-2.3): only a noun of the second kind can show a
person's gender. A noun the dictionary knows in one gender with no form in the other
("mayo", "instituto", "título", "sucursal") says nothing of the person the cue is about, so a
reading on it that disagrees with the source is no violation.

Persons of inherent gender ("madre", "yerno", "dama") stay readings: the seed lexicon lists
the gendered person nouns, and a word it lists is never passed over here. Only a *loose*
reading (one the aligner placed, :data:`fairmt.fairqe.cue_target.ALIGNER_NOTE`) is asked about;
a pronoun's, title's or clitic's own form, and a seed translation of the cue's English word,
are read as before. Italian and French already pass over such nouns where the one person's
nouns are read (``rules-9``); this adds Spanish's aligner-placed readings.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

__all__ = ["THING_LANGUAGES", "thing_reading"]

#: Languages whose loose readings on a fixed-gender noun are passed over.
THING_LANGUAGES = frozenset({"es"})


def thing_reading(
    lang: str,
    tokens: Sequence[str],
    target: tuple[int, int] | None,
    note: str,
    seed_vocabulary: Callable[[str], frozenset[str]],
) -> bool:
    """Whether a cue's reading fell on a thing: ``lang`` is in :data:`THING_LANGUAGES`, the
    reading was placed by the aligner (``note`` says so), and the last word of the target span
    ``target`` is a noun Spanish has in one gender only and the seed lexicon
    (``seed_vocabulary(lang)``) does not list."""
    from fairmt.fairqe.cue_target import ALIGNER_NOTE
    from fairmt.fairqe.cues import target_norm
    from fairmt.inflect.spanish_morph import get_morph

    if lang not in THING_LANGUAGES or target is None or ALIGNER_NOTE not in note:
        return False
    word = target_norm(tokens[target[1] - 1], lang)
    if not word.isalpha() or word in seed_vocabulary(lang):
        return False
    morph = get_morph()
    return morph.available and morph.fixed_gender_noun(word)
