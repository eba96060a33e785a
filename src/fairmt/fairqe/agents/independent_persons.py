"""Two persons the English names with two different nouns, realised independently (closed sets).

"The nurses were worried about the patient": both nouns are gender-ambiguous, and a translation
may give them different genders ("Le infermiere erano preoccupate per il paziente"). The rules
agents realise every ambiguous span in one gender at a time, and a *mixed* original gets both
uniform realisations while a uniform one gets only the other: the feminine and the masculine
translation of one source then get different variant sets (issue 12: the feminine original,
mixed, is no variant of the masculine one). Two persons are two referents, each free in gender
(Serianni, *Grammatica italiana*, V.27 and XI.9: agreement goes with each noun's own referent),
so every combination of their genders is a valid realisation; with the combinations added the
set is the same from every original.

Kept narrow: exactly two groups of spans, each reached by a role or relation noun cue of the
English (categories C7, C11, C12), two different English words, no span left without such a
cue, and none a predicate noun of the other's clause ("My neighbour is a teacher": one person),
in the translation or in the English (:func:`_linked_by_copula`: "My cousins are lawyers", "Two of
my friends are doctors": a subject complement denotes the subject's referent, Quirk et al. 1985,
10.8, CGEL 4.1, where the translation's predicate noun can hide behind a plural or a partitive);
and no explicit cue in the sentence ("The chief thanked the housekeeper because he ...": the
pronoun names one of them, which the explicit agent reads; the caller checks this).
"""

from __future__ import annotations

from collections.abc import Sequence

from fairmt.fairqe.cue_lexicon import COPULAR_VERBS, LINKS
from fairmt.fairqe.taxonomy import Category
from fairmt.fairqe.types import Cue

_NOUN_CUES = frozenset([Category.C7, Category.C11, Category.C12])

#: English verbs that take a subject complement (copulas: Quirk et al. 1985, 16.21), and "as":
#: the cue lexicon's links and copular verbs, with "am", "seem" and "appear" (not the adjective
#: "remaining").
_COPULAS = (
    frozenset(LINKS.split())
    | frozenset(COPULAR_VERBS.split())
    | {"am", "seem", "seems", "seemed", "appear", "appears", "appeared"}
) - {"remaining"}
#: Coordinators, relatives and subordinators: a clause of its own may begin there, whose
#: copula links other words (punctuation is checked apart).
_CLAUSE_BREAKS = frozenset(
    [
        "and",
        "or",
        "but",
        "because",
        "that",
        "who",
        "whom",
        "which",
        "whose",
        "when",
        "while",
        "if",
        "although",
        "though",
        "since",
        "after",
        "before",
        "until",
        "so",
    ]
)
#: Quantifiers before a partitive "of" ("one of the best doctors" is still the complement;
#: CGEL 5.9); any other "of" heads a complement of its own ("proud of the players").
_PARTITIVES = frozenset(
    ["one", "two", "three", "some", "many", "most", "all", "each", "several", "any", "none", "few", "both"]
)
#: English prepositions (CGEL 7.2; "of" is read with :data:`_PARTITIVES`): after the copula one
#: puts the second noun in a complement of its own ("The teacher is patient with the kids").
_PREPOSITIONS = frozenset(
    [
        "with",
        "to",
        "for",
        "about",
        "at",
        "in",
        "on",
        "from",
        "by",
        "without",
        "against",
        "among",
        "between",
        "behind",
        "near",
        "over",
        "under",
        "like",
        "than",
        "into",
        "onto",
        "toward",
        "towards",
        "through",
        "during",
        "despite",
        "around",
        "across",
        "beside",
        "upon",
        "within",
    ]
)


def _linked_by_copula(source: Sequence[str], first: tuple[int, int], second: tuple[int, int]) -> bool:
    """Whether the English words between two noun cues (``first`` before ``second``, token
    offsets into ``source``) hold a copula or "as" with no clause break: the second noun is then
    the first's subject complement and names the same referent ("My cousins are lawyers"),
    unless a preposition after the copula puts it in a complement of its own ("is patient with
    the kids")."""
    between = source[first[1] : second[0]]
    words = [w.lower().strip(".,;:!?\"'()") for w in between]
    if any(w.rstrip("\"')").endswith((",", ";", ":", ".", "!", "?")) for w in source[first[0] : second[0]]):
        return False
    cop = [i for i, w in enumerate(words) if w in _COPULAS]
    if not cop or any(w in _CLAUSE_BREAKS for w in words):
        return False
    after = words[cop[-1] + 1 :]
    return not any(
        w in _PREPOSITIONS or (w == "of" and (k == 0 or after[k - 1] not in _PARTITIVES))
        for k, w in enumerate(after)
    )


def _verb_between(source: Sequence[str], first: tuple[int, int], second: tuple[int, int]) -> bool:
    """Whether a finite verb stands between the two English nouns (Apertium's English
    dictionary). Without one the second noun is in the first's noun phrase: an apposition or a
    coordination of one person's roles ("David Martin, Australian sailor and politician"; "The
    referee, a Michigan supporter": Quirk et al. 1985, 17.65-17.72, apposition names one
    referent twice) or a modifier ("mayors like ... and editors like ..."), and the two nouns
    are no two persons whose genders vary apart."""
    from fairmt.fairqe.cue_rules import _finite_verb

    return any(_finite_verb(w.lower().strip(".,;:!?\"'()")) for w in source[first[1] : second[0]])


def two_persons(
    cues: Sequence[Cue],
    spans: Sequence[tuple[int, int]],
    predicates: Sequence[tuple[int, int]],
    source: Sequence[str] = (),
) -> tuple[list[int], list[int]] | None:
    """The indices of ``spans`` split into the two persons, or ``None`` when the spans are not
    two persons named by two different English nouns (``source``: the English tokens, for
    :func:`_linked_by_copula`)."""
    keys: list[str] = []
    for sp in spans:
        if any(not (sp[1] <= p[0] or sp[0] >= p[1]) for p in predicates):
            return None
        found = {
            c.source_span.lower()
            for c in cues
            if c.category in _NOUN_CUES
            and c.target_tokens is not None
            and not (sp[1] <= c.target_tokens[0] or sp[0] >= c.target_tokens[1])
        }
        if len(found) != 1:
            return None
        keys.append(found.pop())
    distinct = list(dict.fromkeys(keys))
    if len(distinct) != 2:
        return None
    places = [
        sorted(c.source_tokens for c in cues if c.source_span.lower() == d and c.source_tokens is not None)
        for d in distinct
    ]
    if source and all(places):
        a, b = sorted((places[0][0], places[1][0]))
        if _linked_by_copula(source, a, b) or not _verb_between(source, a, b):
            return None
    first = [i for i, k in enumerate(keys) if k == distinct[0]]
    second = [i for i, k in enumerate(keys) if k == distinct[1]]
    return first, second
