"""The target words that render an English group of people whose gender the English leaves open.

The language side of :func:`fairmt.fairqe.they_groups.they_group_spans` (issue 12; rules-11,
rules-14, rules-32): the French, Italian and Spanish inflectors answer
:meth:`fairmt.inflect.base.Inflector.group_spans` and
:meth:`~fairmt.inflect.base.Inflector.speaker_group_spans` with these functions, and
``they_groups`` keeps the English side (which English words fix a group's gender). Before
bug30 (session 22) ``they_groups`` chose among them by the inflector's class; the hook lets
an inflector say what it reads, and a language without one reads none.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fairmt.inflect.base import Inflector
    from fairmt.inflect.italian import ItalianInflector
    from fairmt.inflect.spanish import SpanishInflector

__all__ = [
    "ENGLISH_GROUP_PRONOUNS",
    "french_group_spans",
    "italian_group_spans",
    "italian_speaker_group_spans",
    "spanish_group_spans",
]

#: Plural and quantifying person pronouns of English (Quirk et al. §§ 6.4, 6.45-6.62).
ENGLISH_GROUP_PRONOUNS = frozenset(
    [
        "they",
        "them",
        "themselves",
        "some",
        "all",
        "those",
        "few",
        "each",
        "none",
        "one",
        "most",
        "many",
        "several",
        "both",
        "others",
        "either",
        "neither",
        # "another" stands for one more person of a group ("Another was injured": "Un autre" /
        # "Une autre"; Quirk et al. § 6.57, TLFi *autre* B, the pronoun ``un autre``).
        "another",
    ]
)
#: Cardinals standing alone for people ("two were injured": "deux ont été blessés"; Quirk et
#: al., numerals used as pronouns; rules-14). French only: the French side needs the numeral
#: itself as the subject of an *être* predicate, where Italian's subjectless predicates would
#: also take a number of things ("two cars ... sono state vendute").
_CARDINALS = frozenset(["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"])


def french_group_spans(
    inflector: Inflector,
    english: frozenset[str],
    source: str,
    tokens: Sequence[str],
    taken: Sequence[tuple[int, int]],
) -> list[tuple[int, int]]:
    """French: the group pronouns (:func:`fairmt.inflect.french_group_pronouns.group_pronoun_spans`),
    the predicate of a one-form quantity pronoun, and for "them" the participle after the
    clitic "les"."""
    from fairmt.inflect.french_group_pronouns import (
        clitic_participle_spans,
        group_pronoun_spans,
        one_form_predicate_spans,
    )
    from fairmt.inflect.french_pronoun_heads import pronoun_head_spans

    pronouns = ENGLISH_GROUP_PRONOUNS | _CARDINALS
    # "on their own" (by themselves: CGEL 17.2, the idiom "on one's own") is rendered by the
    # emphatic stressed pronoun ("par eux-mêmes": Grevisse and Goosse, *Le Bon Usage*, *même*
    # joined to the personal pronoun), which then follows the group as "themselves" does
    # (fr-inflect-25).
    own = bool(re.search(r"\btheir own\b", source, re.I))
    if not english & pronouns and not own:
        return []

    def free(s: tuple[int, int]) -> bool:
        return _outside(s, taken)

    if not english & pronouns:
        return [
            s
            for s in group_pronoun_spans(tokens)
            if free(s) and tokens[s[0]].lower().strip(".,;:!?").endswith(("eux-mêmes", "elles-mêmes"))
        ]
    # A floating "tous" spans its predicate too; where the predicate is a cue's, "tous" alone.
    spans = [s if free(s) else (s[0], s[0] + 1) for s in group_pronoun_spans(tokens)]
    # A one-form quantity pronoun ("Beaucoup étaient sûrs") has no form of its own to change:
    # its predicate is the span, unless a span already holds the pronoun (then it carries it).
    spans += [s for i, s in one_form_predicate_spans(tokens) if free((i, i + 1))]
    # fr-inflect-82: the same pronouns as objects, at a clause's end, or inside the sentence.
    spans += pronoun_head_spans(
        tokens,
        [*taken, *spans],
        lambda k: _thing_before(tokens, k, inflector),
        person_cue=_english_person_cue(english),
        group_before=lambda k: _person_plural_before(tokens, k, inflector),
    )
    if english & {"them", "themselves"}:
        # "I saw them" -> "Je les ai vus": the participle agrees with the clitic (rules-14),
        # unless a plural noun of a thing comes before it ("J'ai acheté les pommes et je les ai
        # mangées"): "les" may stand for it.
        spans += [s for s in clitic_participle_spans(tokens) if not _thing_before(tokens, s[0], inflector)]
    return [s for s in spans if free(s)]


def italian_group_spans(
    inflector: ItalianInflector,
    english: frozenset[str],
    source: str,
    tokens: Sequence[str],
    taken: Sequence[tuple[int, int]],
) -> list[tuple[int, int]]:
    """Italian, which drops the subject pronoun: the plural predicatives of a subjectless
    third-person plural clause ("They arrived yesterday." -> "Sono arrivati ieri.",
    :func:`fairmt.inflect.italian_persons.group_subject_spans`); (it-inflect-19) and the plural
    object clitic of a compound tense with its participle, for "them" ("Li ho visti ieri";
    :func:`fairmt.inflect.italian_persons.group_object_spans`)."""
    from fairmt.inflect.italian_persons import group_object_spans, group_subject_spans

    if not english & ENGLISH_GROUP_PRONOUNS:
        return []

    def is_person(w: str) -> bool:
        return inflector._known_person(w) or inflector.person_noun(w)

    objects = group_object_spans(tokens, is_person) if "them" in english else []
    return [s for s in [*group_subject_spans(tokens), *objects] if _outside(s, taken)]


def italian_speaker_group_spans(inflector: ItalianInflector, tokens: Sequence[str]) -> list[tuple[int, int]]:
    """Italian: the predicatives of a clause whose subject coordinates the speaker or the
    addressee with others (:func:`fairmt.inflect.italian_persons.coordinated_speaker_spans`)."""
    from fairmt.inflect.italian_persons import coordinated_speaker_spans

    return coordinated_speaker_spans(tokens)


def spanish_group_spans(
    inflector: SpanishInflector,
    english: frozenset[str],
    source: str,
    tokens: Sequence[str],
    taken: Sequence[tuple[int, int]],
) -> list[tuple[int, int]]:
    """Spanish (rules-32, closedes29), as Italian with the nearest group noun a person's: the
    plural object clitics for "them" and the plural predicatives of a dropped subject for
    "they" (:func:`fairmt.inflect.spanish_groups.group_object_spans`,
    :func:`~fairmt.inflect.spanish_groups.group_subject_spans`); es-inflect-37: the stressed
    "ellos"/"ellas" for any of them (:func:`~fairmt.inflect.spanish_groups.group_pronoun_spans`)."""
    from fairmt.inflect.spanish_groups import group_object_spans, group_pronoun_spans, group_subject_spans

    spans: list[tuple[int, int]] = []
    if english & {"them", "themselves"}:
        spans += group_object_spans(tokens)
    if "they" in english:
        spans += group_subject_spans(inflector, tokens)
    if english & {"they", "them", "themselves", "their"}:
        spans += [s for s in group_pronoun_spans(tokens) if s not in spans]  # es-inflect-37
    return [s for s in spans if _outside(s, taken)]


def _outside(span: tuple[int, int], taken: Sequence[tuple[int, int]]) -> bool:
    """Whether ``span`` overlaps none of the spans in ``taken`` (the cues' own spans)."""
    return all(span[1] <= a or span[0] >= b for a, b in taken)


def _thing_before(tokens: Sequence[str], k: int, inflector: Inflector) -> bool:
    """Whether a plural noun that is no person (no span of :meth:`Inflector.person_spans`)
    comes before token ``k``: a thing an object clitic may stand for."""
    from fairmt.inflect.apertium_morph import morphology
    from fairmt.inflect.base import Word

    morph = morphology("fr")
    if morph is None:
        return True
    persons = inflector.person_spans(tokens)
    for t in range(k):
        if any(a <= t < b for a, b in persons):
            continue
        rs = morph.readings(Word.parse(tokens[t]).core.lower())
        if any(r.pos == "n" and r.number == "pl" for r in rs) and not any(r.pos.startswith("vb") for r in rs):
            return True
    return False


def _english_person_cue(english: frozenset[str]) -> bool:
    """Whether the English words name people: a plural or second-person pronoun, or a noun whose
    most frequent WordNet sense is a person or a group (noun.person, noun.group: "guests",
    "people"), for a French ``en`` that may stand for things (french_pronoun_heads)."""
    from fairmt.inflect.apertium_morph import morphology
    from fairmt.inflect.french_animacy import english_lexfiles

    if english & {"them", "us", "you", "they", "we"}:
        return True
    morph = morphology("en")
    if morph is None:
        return False
    return any(
        r.pos == "n" and english_lexfiles(r.lemma) in (14, 18) for w in english for r in morph.readings(w)
    )


def _person_plural_before(tokens: Sequence[str], k: int, inflector: Inflector) -> bool:
    """Whether a plural person noun (a span of :meth:`Inflector.person_spans` with a plural
    reading) comes before token ``k``."""
    from fairmt.inflect.apertium_morph import morphology
    from fairmt.inflect.base import Word

    morph = morphology("fr")
    if morph is None:
        return False
    for a, b in inflector.person_spans(tokens):
        if b > k:
            continue
        for t in range(a, b):
            if any(r.number == "pl" for r in morph.readings(Word.parse(tokens[t]).core.lower())):
                return True
    return False
