"""The gender a lone predicative adjective or participle shows (fr-inflect-73).

:meth:`fairmt.inflect.french.FrenchInflector.gender_of` reads a span by its determiner and then
by its head word's noun gender (:meth:`FrenchWordForms.word_gender`: the lexicon, the person-noun
endings, the dictionary's noun readings). A predicate cue's span is often a participle or an
adjective with neither: ``né`` in "Il est né à Paris" (the ending ``-é`` needs a longer stem),
``venu``, ``objective`` in "Elle devrait essayer d'être objective". Such a span read as no gender,
and a subject pronoun that no English pronoun fixes, which follows the span it agrees with only
when both read the same gender (:meth:`fairmt.fairqe.realise.SentenceRealiser._target_pronouns`),
stayed as it was while its participle changed: "Il est née à Paris" for "They were born in
Paris" realised feminine.

The form of a French adjective or past participle does show its gender (Grevisse and Goosse, *Le
Bon Usage*, the agreement of the adjective and of the participle with *être*): ``né``/``née``,
``objectif``/``objective``. :func:`predicative_gender` reads it from the dictionary when every
adjective and participle reading of the word has that one gender. Only a lone word with no
determiner before it is read so: after a determiner the word is a noun ("la venue", "le mort"),
whose gender the noun readings already decide, and a word with both genders among its readings
(an epicene adjective, "calme", "jeune") reads as none, as before. And only a word right after a
verb (its copula, auxiliary or infinitive, adverbs between: "est né", "d'être objective", "n'est
pas venue"): after a noun it is that noun's epithet ("une créature totalement différente"), whose
gender is the noun's, not a person's.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from fairmt.gender.types import Realisation
from fairmt.inflect.apertium_morph import Morphology
from fairmt.inflect.base import lower_core

__all__ = ["predicative_gender"]


def predicative_gender(
    tokens: Sequence[str], span: tuple[int, int], dets: Collection[str], morph: Morphology
) -> Realisation | None:
    """``"F"`` or ``"M"`` when ``span`` is one word, not after a determiner of ``dets``, whose
    adjective and past-participle readings all have that gender; else ``None``."""
    s, e = span
    if e - s != 1 or not 0 <= s < len(tokens):
        return None
    if s > 0 and lower_core(tokens[s - 1]) in dets:
        return None
    if not _after_verb(tokens, s, morph, dets):
        return None
    readings = [r for r in morph.readings(lower_core(tokens[s])) if r.pos == "adj" or "pp" in r.tags]
    genders = {r.gender for r in readings}
    if genders == {"f"}:
        return "F"
    if genders == {"m"}:
        return "M"
    return None


#: Parts of speech of the adverbs that may stand between the verb and its attribute.
_ADVERBS = frozenset(["adv", "preadv"])


def _after_verb(tokens: Sequence[str], k: int, morph: Morphology, dets: Collection[str]) -> bool:
    """Whether a verb form comes before ``tokens[k]``, over words that may be adverbs only (an
    elided word such as "d'" or "n'" is read without its elision); a word after a determiner is
    its noun, whatever other readings it has ("une analyse")."""
    j = k - 1
    while j >= 0:
        word = lower_core(tokens[j]).rsplit("'", 1)[-1]
        pos = {r.pos for r in morph.readings(word)}
        if pos & _ADVERBS:
            j -= 1
            continue
        return any(p.startswith("vb") for p in pos) and not (j > 0 and lower_core(tokens[j - 1]) in dets)
    return False
