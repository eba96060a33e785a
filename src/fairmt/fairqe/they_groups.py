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

from fairmt.inflect import group_readers

if TYPE_CHECKING:
    from fairmt.fairqe.types import CueDetection, Item
    from fairmt.inflect.base import Inflector

__all__ = ["ENGLISH_GROUP_PRONOUNS", "coordinated_speaker_spans", "they_group_spans"]

#: Plural and quantifying person pronouns of English (:mod:`fairmt.inflect.group_readers`).
ENGLISH_GROUP_PRONOUNS = group_readers.ENGLISH_GROUP_PRONOUNS
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
    (:func:`fairmt.inflect.group_readers.spanish_group_spans`). Other languages: none. The
    language side is the inflector's :meth:`~fairmt.inflect.base.Inflector.group_spans`."""
    if _fixes_group(item.source):
        return []
    words = frozenset(w.lower() for w in re.findall(r"[A-Za-z]+", item.source))
    return inflector.group_spans(words, item.source, tokens, taken)


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
    if not _COORDINATED_SPEAKER.search(item.source):
        return []
    words = {w.lower() for w in re.findall(r"[A-Za-z]+", item.source)}
    if words & _GENDERED:
        return []
    return [s for s in inflector.speaker_group_spans(tokens) if all(s[1] <= a or s[0] >= b for a, b in taken)]
