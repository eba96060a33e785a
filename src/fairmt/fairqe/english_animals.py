"""Whether a target person noun the aligner left without an English word translates an animal.

The realiser gives a person cue the aligner left without a span the nearest free person noun the
target language's resources find (``SentenceRealiser._unaligned``). Those resources read nouns
with a gendered pair as persons, and animals have such pairs too (German ``Affe``/``Äffin``,
``Hund``/``Hündin``; French ``chat``/``chatte``), so in "Hyundai let 40 monkeys from the park
loose ... for families with young children" the unaligned "families" took ``40 Affen`` and made
``40 Äffinnen``. An animal's grammatical gender never changes with a person's (the README's
convention: animals stay).

The English says what the noun is: the word at the noun's place in the English is an animal
noun. The aligner links no word to it (it placed "monkeys" nowhere), so the place is the
relative position, as ``_unaligned`` matches cues and nouns: an English word at most one word from
the noun's relative position whose every noun reading's most frequent WordNet sense is filed
under ``noun.animal`` (WordNet 3.0, lexicographer file 05; ``monkey``, ``baboon``, ``dog``; not
``fan`` or ``seal``, filed elsewhere, and not ``player``, ``noun.person``). The word must be a
lower-case common noun that heads its phrase (``phrase_final``) or is a plural (an English modifier
noun is singular: "wing" in 'ultra-right wing" pundits' is one, and its first sense, a bird's wing,
is filed under ``noun.animal`` too); a capitalised
word is a name or a team ("the Foxes", "the Wolves"). Only
free nouns are judged; a noun a person cue was aligned to stays that cue's. Without WordNet or
the English dictionary every answer is ``False`` and the realiser keeps its matching.
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["animal_at", "english_animal_word"]

#: How far (in English words) from the target noun's relative position an animal noun may be.
_WINDOW = 1
#: WordNet lexicographer file of ``noun.animal``.
_ANIMAL = 5


def english_animal_word(word: str) -> bool:
    """Whether the lower-case English ``word`` is a noun whose every noun reading (its lemma by
    the English dictionary) has its most frequent WordNet sense in ``noun.animal``."""
    from fairmt.fairqe.english_person_nouns import english_noun_lemmas
    from fairmt.inflect.french_animacy import english_lexfiles

    lemmas = english_noun_lemmas(word)
    return bool(lemmas) and all(english_lexfiles(lemma) == _ANIMAL for lemma in lemmas)


def animal_at(src: Sequence[str], n_tgt: int, span: tuple[int, int]) -> bool:
    """Whether an English animal noun (:func:`english_animal_word`) stands at most one word from
    the relative position of the target ``span`` (``n_tgt`` target words, ``src`` the English
    words)."""
    from fairmt.fairqe.english_person_nouns import NAME_PUNCT, phrase_final

    if not src or n_tgt <= 0:
        return False
    # (Quotation marks end no noun phrase: the "wing" of 'ultra-right wing" pundits' is a modifier.)
    bare = [w.strip("\"'“”„‘’") or w for w in src]
    at = round(span[0] / n_tgt * len(src))
    lo, hi = max(0, at - _WINDOW), min(len(src), at + _WINDOW + 1)
    return any(
        english_animal_word(word := src[i].strip(NAME_PUNCT)) and (phrase_final(bare, i) or _plural(word))
        for i in range(lo, hi)
    )


def _plural(word: str) -> bool:
    """Whether the English noun ``word`` is a plural form (a modifier noun is singular: "wing")."""
    from fairmt.fairqe.english_person_nouns import english_morphology

    morph = english_morphology()
    return morph is not None and any(r.pos == "n" and r.lemma != word for r in morph.readings(word))
