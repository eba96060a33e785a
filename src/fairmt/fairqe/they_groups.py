"""Target words for an English group of people whose gender the English leaves open (issue 12).

GATE's French ambiguous entities are very often pronouns ("they", "all", "those", "some", "few",
"them", "one": the keyword counts of its published ``FR_report.txt``), which the cue lexicon
(adjectives, person nouns) does not see: "They arrived yesterday." has no English cue, but
"Ils sont arrivés hier." genders the group twice. :func:`they_group_spans` adds the target's
group pronouns (:func:`fairmt.inflect.french_group_pronouns.group_pronoun_spans`) when the English has a
plural or indefinite person pronoun of the closed class below (English grammar's personal and
quantifying pronouns: Quirk et al., *A Comprehensive Grammar*, §§ 6.4, 6.45-6.62) and no English
word fixes a gender (no explicit cue): "The men arrived. They were tired." keeps its "Ils".
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fairmt.fairqe.types import CueDetection, Item
    from fairmt.inflect.base import Inflector
    from fairmt.inflect.spanish import SpanishInflector

__all__ = ["ENGLISH_GROUP_PRONOUNS", "coordinated_speaker_spans", "they_group_spans"]

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
#: English words that fix the gender of a group or a person.
_GENDERED = frozenset(
    [
        "he",
        "him",
        "himself",
        "she",
        "hers",
        "herself",
        "men",
        "women",
        "man",
        "woman",
        "boys",
        "girls",
        "boy",
        "girl",
        "brothers",
        "sisters",
        "brother",
        "sister",
        "sons",
        "daughters",
        "son",
        "daughter",
        "fathers",
        "mothers",
        "father",
        "mother",
        "husband",
        "wife",
        "husbands",
        "wives",
        "king",
        "queen",
        "kings",
        "queens",
        "gentlemen",
        "ladies",
        "guys",
    ]
)


#: Of :data:`_GENDERED`, the plural words: a gendered group that an English "they" can stand for.
_GENDERED_PLURALS = frozenset(
    w
    for w in _GENDERED
    if (w.endswith("s") and w not in ("his", "hers")) or w in ("men", "women", "gentlemen")
) | frozenset(["aunts", "uncles", "nieces", "nephews", "grandmothers", "grandfathers", "nuns", "monks"])
#: Words that coordinate a gendered person with others into a group ("he and his friends").
_COORDINATORS = frozenset(["and", "or", "nor", "&"])


def _fixes_group(source: str) -> bool:
    """Whether an English word fixes the gender of a group that a plural pronoun may stand
    for (rules-14): a gendered plural noun ("The men arrived. They were tired."), or a
    gendered singular coordinated with others ("He and his friends said they ...", "my mother
    and my aunt"), whose group takes that gender in French (a mixed group is masculine,
    Grevisse, *Le Bon Usage*, § 439: agreement with coordinated subjects). A singular gendered
    word on its own ("They helped the old woman", "proud of their son", "She said they were
    late") is not the group: a plural "they" cannot stand for one person of a fixed gender, so
    the group's gender stays open (the word itself is kept by its own cue)."""
    toks = [w.lower() for w in re.findall(r"[A-Za-z]+|&", source)]
    for i, w in enumerate(toks):
        if w in _GENDERED_PLURALS:
            return True
        if w in _GENDERED:
            before = toks[max(0, i - 3) : i]
            if (i + 1 < len(toks) and toks[i + 1] in _COORDINATORS) or any(
                b in _COORDINATORS for b in before
            ):
                return True
    return False


def they_group_spans(
    item: Item,
    det: CueDetection,
    tokens: Sequence[str],
    inflector: Inflector,
    taken: Sequence[tuple[int, int]],
) -> list[tuple[int, int]]:
    """The target's group pronouns that render an English group pronoun, outside ``taken``;
    none when the English names a gendered person or group anywhere in the sentence (a
    possessive "his"/"her" genders its possessor only, not the group). French: the group
    pronouns (:func:`fairmt.inflect.french_group_pronouns.group_pronoun_spans`). Italian, which
    drops the subject pronoun: the plural predicatives of a subjectless third-person plural
    clause ("They arrived yesterday." -> "Sono arrivati ieri.",
    :func:`fairmt.inflect.italian_persons.group_subject_spans`). Spanish (rules-32): the plural
    object clitics and dropped subjects' predicatives of a group of people
    (:func:`_spanish_group_spans`). Other languages: none."""
    from fairmt.inflect.french import FrenchInflector
    from fairmt.inflect.french_group_pronouns import (
        clitic_participle_spans,
        group_pronoun_spans,
        one_form_predicate_spans,
    )
    from fairmt.inflect.italian import ItalianInflector
    from fairmt.inflect.italian_persons import group_object_spans, group_subject_spans
    from fairmt.inflect.spanish import SpanishInflector

    words = {w.lower() for w in re.findall(r"[A-Za-z]+", item.source)}
    if isinstance(inflector, SpanishInflector):
        # rules-32 (closedes29): Spanish, as Italian, with the nearest group noun a person's
        # (:mod:`fairmt.inflect.spanish_groups`).
        return _spanish_group_spans(item.source, words, tokens, inflector, taken)
    if not isinstance(inflector, FrenchInflector | ItalianInflector):
        return []
    pronouns = ENGLISH_GROUP_PRONOUNS | (
        _CARDINALS if isinstance(inflector, FrenchInflector) else frozenset()
    )
    # "on their own" (by themselves: CGEL 17.2, the idiom "on one's own") is rendered by the
    # emphatic stressed pronoun ("par eux-mêmes": Grevisse and Goosse, *Le Bon Usage*, *même*
    # joined to the personal pronoun), which then follows the group as "themselves" does
    # (fr-inflect-25).
    own = isinstance(inflector, FrenchInflector) and bool(re.search(r"\btheir own\b", item.source, re.I))
    if (not words & pronouns and not own) or _fixes_group(item.source):
        return []

    def free(s: tuple[int, int]) -> bool:
        return all(s[1] <= a or s[0] >= b for a, b in taken)

    if not words & pronouns:
        return [
            s
            for s in group_pronoun_spans(tokens)
            if free(s) and tokens[s[0]].lower().strip(".,;:!?").endswith(("eux-mêmes", "elles-mêmes"))
        ]

    if isinstance(inflector, ItalianInflector):
        # (it-inflect-19: and the plural object clitic of a compound tense with its participle,
        # for "them": "Li ho visti ieri"; :func:`fairmt.inflect.italian_persons.group_object_spans`.)
        persons = inflector

        def is_person(w: str) -> bool:
            return persons._known_person(w) or persons.person_noun(w)

        objects = group_object_spans(tokens, is_person) if "them" in words else []
        return [s for s in [*group_subject_spans(tokens), *objects] if free(s)]

    # A floating "tous" spans its predicate too; where the predicate is a cue's, "tous" alone.
    spans = [s if free(s) else (s[0], s[0] + 1) for s in group_pronoun_spans(tokens)]
    # A one-form quantity pronoun ("Beaucoup étaient sûrs") has no form of its own to change:
    # its predicate is the span, unless a span already holds the pronoun (then it carries it).
    spans += [s for i, s in one_form_predicate_spans(tokens) if free((i, i + 1))]
    if words & {"them", "themselves"}:
        # "I saw them" -> "Je les ai vus": the participle agrees with the clitic (rules-14),
        # unless a plural noun of a thing comes before it ("J'ai acheté les pommes et je les ai
        # mangées"): "les" may stand for it.
        spans += [s for s in clitic_participle_spans(tokens) if not _thing_before(tokens, s[0], inflector)]
    return [s for s in spans if free(s)]


def _spanish_group_spans(
    source: str,
    words: set[str],
    tokens: Sequence[str],
    inflector: SpanishInflector,
    taken: Sequence[tuple[int, int]],
) -> list[tuple[int, int]]:
    """Spanish: the plural object clitics for "them" and the plural predicatives of a dropped
    subject for "they" (:func:`fairmt.inflect.spanish_groups.group_object_spans`,
    :func:`~fairmt.inflect.spanish_groups.group_subject_spans`), outside ``taken``, when the
    English genders no group (:func:`_fixes_group`)."""
    from fairmt.inflect.spanish_groups import group_object_spans, group_subject_spans

    if _fixes_group(source):
        return []
    spans: list[tuple[int, int]] = []
    if words & {"them", "themselves"}:
        spans += group_object_spans(tokens)
    if "they" in words:
        spans += group_subject_spans(inflector, tokens)
    return [s for s in spans if all(s[1] <= a or s[0] >= b for a, b in taken)]


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


#: English "I"/"you" coordinated with another member of a subject ("My friend and I", "You and
#: your sister").
_COORDINATED_SPEAKER = re.compile(r"\b(?:and (?:I|you)|(?:I|you|You) and)\b")


def coordinated_speaker_spans(
    item: Item,
    det: CueDetection,
    tokens: Sequence[str],
    inflector: Inflector,
    taken: Sequence[tuple[int, int]],
) -> list[tuple[int, int]]:
    """The predicatives of a target clause whose subject coordinates the speaker or the
    addressee with others ("My friend and I went" -> "Il mio amico e io siamo andati"), outside
    ``taken``: Italian only (:func:`fairmt.inflect.italian_persons.coordinated_speaker_spans`),
    when the English coordinates "I"/"you" and names no gendered person ("My brother and I":
    the group is masculine whatever the speaker's gender)."""
    from fairmt.inflect.italian import ItalianInflector
    from fairmt.inflect.italian_persons import coordinated_speaker_spans as spans_of

    if not isinstance(inflector, ItalianInflector) or not _COORDINATED_SPEAKER.search(item.source):
        return []
    words = {w.lower() for w in re.findall(r"[A-Za-z]+", item.source)}
    if words & _GENDERED:
        return []
    return [s for s in spans_of(tokens) if all(s[1] <= a or s[0] >= b for a, b in taken)]
