"""The participle after an elided object clitic, read and inflected by its participle readings.

French and Italian write the direct-object clitic *la/le*, *la/lo* as *l'* before a vowel
("je l'ai vu", "l'ho vista"), so the clitic shows no gender; the past participle of the
perfect agrees with the object placed before it (Grevisse and Goosse, *Le Bon Usage*, § 942;
Serianni, *Grammatica italiana*, XI.361) and is the word that shows the gender of the person
*l'* stands for (:func:`fairmt.inflect.romance.elided_clitic_participles` finds it).

The inflectors read a word's gender and make its other form as a *word*, and some participles
are homographs that the word reading refuses (session 24, pairs32, on the team's dev pairs):
French *vue* is also the noun "the view" (feminine only, so "vue" -> "vu" had no masculine),
*vu* also the preposition "given", *entendu* the adverbial "of course"; Italian *vista* is also
"the view". Right after *l'* and a form of the auxiliary the word can only be the participle,
so these helpers read and make it from the dictionary's participle readings alone. A sentence
whose clitic participle kept the old gender in one realisation ("Je l'ai vue partir" in the
masculine) made the two sides' variant sets differ, which is how a FairQE pair widened.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.gender.types import Realisation
from fairmt.inflect.base import Word

__all__ = ["elided_participle_form", "elided_participle_gender"]


def _after_elided_clitic(tokens: Sequence[str], span: tuple[int, int]) -> bool:
    """Whether ``span`` is one token right after a token that opens with an elided ``l'``."""
    if span[1] - span[0] != 1 or span[0] < 1 or span[1] > len(tokens):
        return False
    low = Word.parse(tokens[span[0] - 1]).core.lower().replace("’", "'")
    return low.startswith("l'")


def _participle_genders(lang: str, word: str) -> set[str]:
    from fairmt.inflect.apertium_morph import morphology

    morph = morphology(lang)
    if morph is None:
        return set()
    return {r.gender for r in morph.readings(word) if r.pos == "vblex" and "pp" in r.tags}


def elided_participle_gender(lang: str, tokens: Sequence[str], span: tuple[int, int]) -> Realisation | None:
    """The gender of the participle at ``span`` after an elided clitic, by its participle
    readings alone ("vu" -> ``"M"``, "vista" -> ``"F"``); ``None`` unless they name one gender."""
    if not _after_elided_clitic(tokens, span):
        return None
    genders = _participle_genders(lang, Word.parse(tokens[span[0]]).core.lower())
    if genders == {"m"}:
        return "M"
    if genders == {"f"}:
        return "F"
    return None


def elided_participle_form(
    lang: str, tokens: Sequence[str], span: tuple[int, int], gender: Realisation
) -> list[str] | None:
    """``tokens`` with the participle at ``span`` after an elided clitic in ``gender`` (``"F"``
    or ``"M"``, singular), made from its participle reading ("Je l'ai vue" -> "Je l'ai vu");
    ``None`` when the word has no participle reading or no form in that gender."""
    from fairmt.inflect.apertium_morph import morphology

    morph = morphology(lang)
    if gender not in ("F", "M") or morph is None or not _after_elided_clitic(tokens, span):
        return None
    w = Word.parse(tokens[span[0]])
    low = w.core.lower()
    if not _participle_genders(lang, low):
        return None
    new = morph.agree(low, gender, "sg")
    if new is None or elided_participle_gender(lang, [*tokens[: span[0]], new], span) != gender:
        return None
    out = list(tokens)
    out[span[0]] = w.render(new)
    return out
