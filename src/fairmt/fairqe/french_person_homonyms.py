"""French nouns that name a person or a thing, read as persons where the English says a person.

Where the English source has no gender cue, the realiser varies the person nouns the French
inflector finds on its own (``Inflector.persons_without_cues``). The inflector counts a noun as a
person when its dictionary gives it a form in the other gender; a noun it knows only as a thing
is left out, and some of those are also persons: ``le facteur`` is a factor and the postman,
``le moniteur`` a screen and an instructor. Apertium's French dictionary lists only the thing
(no ``factrice``, no ``monitrice``), so for "I only saw the mail carrier" the feminine
translation ``la factrice`` varied (an unknown noun with an agent ending is a person) and the
masculine ``le facteur`` did not: the two translations of one source got different sets.

The English says which sense the translation took. Such a noun is a person here when all of:

1. the English word at the noun's place (its relative position, as
   :func:`fairmt.fairqe.english_animals.animal_at` finds an animal, one word either side) is
   a lower-case noun heading its phrase whose **every** WordNet noun sense is filed under
   ``noun.person`` (``mail carrier``, ``instructor``, ``postman``; not ``monitor``, also a
   screen, ``adapter``, also a plug, ``factor``, nor ``carrier`` alone, also a ship and a
   company). An English compound of the word before and the head that WordNet lists is judged
   instead of the head (``mail_carrier``, ``letter_carrier``); a possessive ``'s`` is stripped;
2. exactly one such English word stands there, and no other French candidate takes it (one
   French noun per English mention): where two could match, neither is taken;
3. the French noun, after a determiner, has a feminine form in the dictionary: Apertium's pair,
   the hand lexicon's, or, for the few person nouns Apertium knows only as things,
   :data:`fairmt.inflect.french_words.THING_HOMONYM_PERSONS` (``facteur``/``factrice``).

Only French (its dictionary and lexicon); every other language gets no span. Without WordNet,
the English or the French dictionary nothing is found and the realiser keeps its spans.
rules-71 (frb65).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from typing import TYPE_CHECKING, cast

if TYPE_CHECKING:
    from fairmt.inflect.base import Inflector

__all__ = ["english_person_only", "person_homonym_spans"]

#: How far (in English words) from the French noun's relative position the English word may be.
_WINDOW = 1
#: WordNet lexicographer file of ``noun.person``.
_PERSON = 18


@cache
def _person_senses_only(lemma: str) -> bool:
    """Whether WordNet lists ``lemma`` as a noun and files every noun sense under ``noun.person``."""
    from fairmt.inflect.french_animacy import noun_senses, synset_line

    offsets = noun_senses().get(lemma)
    if not offsets:
        return False
    for offset in offsets:
        fields = synset_line(offset).split(maxsplit=2)
        if len(fields) < 2 or int(fields[1]) != _PERSON:
            return False
    return True


def english_person_only(word: str, before: str = "") -> bool:
    """Whether the English ``word`` (possessive ``'s`` stripped) is a noun whose every WordNet
    noun sense is a person, by its lemmas (the English dictionary's noun readings); where
    ``before`` (the word before it) and the lemma make a WordNet compound (``mail carrier``),
    the compound is judged instead."""
    from fairmt.fairqe.english_person_nouns import english_noun_lemmas

    word = word.replace("’", "'")
    for tail in ("'s", "s'"):
        if word.endswith(tail):
            word = word[: -len(tail)] + ("s" if tail == "s'" else "")
    lemmas = english_noun_lemmas(word)
    if not lemmas:
        return False
    from fairmt.inflect.french_animacy import noun_senses

    senses = noun_senses()
    first = before.lower() if before.isalpha() and before.islower() else ""
    judged = [f"{first}_{lemma}" if first and f"{first}_{lemma}" in senses else lemma for lemma in lemmas]
    return all(_person_senses_only(lemma) for lemma in judged)


def _feminine_known(word: str) -> bool:
    """Whether the French masculine noun ``word`` has a feminine form in the dictionary (see the
    module text, point 3)."""
    from fairmt.inflect.apertium_morph import morphology
    from fairmt.inflect.french_lexicon import LEXICON
    from fairmt.inflect.french_words import THING_HOMONYM_PERSONS

    sg = word[:-1] if word.endswith("s") and not word.endswith("ss") else word
    if word in LEXICON or sg in LEXICON or word in THING_HOMONYM_PERSONS or sg in THING_HOMONYM_PERSONS:
        return True
    morph = morphology("fr")
    if morph is None:
        return False
    return any(r.gender == "m" and morph.other_gender_form(word, r) for r in morph.noun_readings(word))


def _candidates(tokens: Sequence[str], is_person: Callable[[str], bool]) -> list[int]:
    """Positions of masculine nouns after a determiner (or elided ``l'``) that the inflector
    does not count as persons and that have a feminine in the dictionary. Not the nouns the
    inflector's ``person_noun`` leaves out on purpose: an animal (``chat``/``chatte``,
    :func:`~fairmt.inflect.french_animacy.animal_word`) or the thing noun of a lexicon
    adjective pair (``le public``, :func:`~fairmt.inflect.french_adjective_things.adjective_thing_noun`)
    is no person whatever English person noun stands near it ("The cashier was scratched by
    the cat": ``le chat`` keeps its gender)."""
    from fairmt.inflect.base import Word
    from fairmt.inflect.french_adjective_things import adjective_thing_noun
    from fairmt.inflect.french_animacy import animal_word
    from fairmt.inflect.french_words import DETS

    out: list[int] = []
    for k, tok in enumerate(tokens):
        core = Word.parse(tok).core.replace("’", "'")
        low = core.lower()
        elided = low.startswith(("l'", "d'"))
        noun = low[2:] if elided else low
        if not noun.isalpha() or len(noun) < 4:
            continue
        if core[2 if elided else 0 :][:1].isupper() and k > 0:
            continue  # a name or a title inside the sentence
        if not elided:
            prev = Word.parse(tokens[k - 1]).core.lower() if k > 0 else ""
            if prev not in DETS and prev not in ("au", "aux", "du", "des"):
                continue
        if is_person(noun):
            continue  # already one of the inflector's person nouns
        if animal_word(noun) or adjective_thing_noun(noun):
            continue  # excluded by the inflector's person test itself
        if _feminine_known(noun):
            out.append(k)
    return out


def _head(src: Sequence[str], i: int) -> bool:
    """Whether the English word at ``i`` heads its noun phrase: it closes the phrase
    (:func:`~fairmt.fairqe.english_person_nouns.phrase_final`) or the next word is no noun
    ("the instructor was"), so it modifies no noun after it ("the postman uniform")."""
    from fairmt.fairqe.english_person_nouns import NAME_PUNCT, english_morphology, phrase_final

    if phrase_final(src, i):
        return True
    morph = english_morphology()
    nxt = src[i + 1].strip(NAME_PUNCT).lower() if i + 1 < len(src) else ""
    return morph is not None and bool(nxt) and not any(r.pos == "n" for r in morph.readings(nxt))


def _rendered_persons(tokens: Sequence[str], inflector: Inflector) -> int:
    """How many person nouns the inflector already finds in the French (its ``person_spans``,
    less the pronouns ``il``/``elle``/``ils``...: a French pronoun renders an English pronoun,
    not one of the English person nouns counted against it)."""
    from fairmt.inflect.base import Word
    from fairmt.inflect.french_words import PRONOUNS

    return sum(
        1
        for a, _ in inflector.person_spans(tokens)
        if Word.parse(tokens[a]).core.lower().replace("’", "'") not in PRONOUNS
    )


def person_homonym_spans(
    src: Sequence[str], tokens: Sequence[str], inflector: Inflector
) -> list[tuple[int, int]]:
    """One-token spans of the French nouns that name a person by the English at their place
    (see the module text), past the nouns the inflector's own person test
    (``person_noun``) already finds. Empty for any other language, and empty when the English
    has no more person-only head nouns than the French already has person nouns: an English
    person the translation renders with a French person noun ("The screen was fixed by the
    technician" -> "Le technicien a réparé le moniteur") must not be matched again, by
    position, to a thing noun near it (``le moniteur`` stays a screen)."""
    from fairmt.fairqe.english_person_nouns import NAME_PUNCT

    is_person = getattr(inflector, "person_noun", None)
    if inflector.lang != "fr" or not callable(is_person) or not src or not tokens:
        return []
    bare = [w.strip("\"'“”„‘’") or w for w in src]
    people = [
        i
        for i in range(len(src))
        if _head(bare, i)
        and english_person_only(src[i].strip(NAME_PUNCT), src[i - 1].strip(NAME_PUNCT) if i > 0 else "")
    ]
    if len(people) <= _rendered_persons(tokens, inflector):
        return []  # every English person already has its French person noun
    matched: dict[int, list[int]] = {}
    for k in _candidates(tokens, cast(Callable[[str], bool], is_person)):
        at = round(k / len(tokens) * len(src))
        hits = [i for i in people if abs(i - at) <= _WINDOW]
        if len(hits) == 1:
            matched.setdefault(hits[0], []).append(k)
    return sorted((ks[0], ks[0] + 1) for ks in matched.values() if len(ks) == 1)
