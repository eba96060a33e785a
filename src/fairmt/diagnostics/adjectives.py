"""WinoMT's adjective experiment (Stanovsky et al., 2019, §3.3): ``en_anti`` with a stereotypical adjective.

Every anti-stereotypical sentence gets ``handsome`` (gold male) or ``pretty`` (gold female)
inserted just before its entity word, and the row's entity index moves one word to the
right, so that it still points at the entity::

    female  1  The developer argued with the designer because she did not like the design.
    female  2  The pretty developer argued with the designer because she did not like the design.

The adjective adds a second, redundant gender cue in the entity's own noun phrase (it uses
gold coreference, so the paper calls it a probe, not a debiasing method). The saved
Google/Bing ``adj.en-XX.txt`` translations of WinoMT are translations of exactly these
sentences, line for line (tested).

Sentences are split into words on runs of whitespace, as the challenge set's indices are
(the original script split on single spaces, which differs only for a sentence with a
double space; ``en_anti.txt`` has none). A row whose gold gender has no adjective
(``neutral``, only in ``en.txt``) is kept unchanged, index included.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from types import MappingProxyType

from fairmt.gender.base import Gender
from fairmt.winomt.challenge import ChallengeItem, ChallengeSet

#: The adjective inserted before an entity of each gold gender.
ADJECTIVES: Mapping[Gender, str] = MappingProxyType({Gender.MALE: "handsome", Gender.FEMALE: "pretty"})

#: Name of the adjective set in results and signatures.
ADJECTIVE_SET_NAME = "winomt-adj"


def adjective_item(item: ChallengeItem, adjectives: Mapping[Gender, str] = ADJECTIVES) -> ChallengeItem:
    """``item`` with its gold gender's adjective before the entity and the index shifted by one."""
    adjective = adjectives.get(item.gold)
    if adjective is None:
        return item
    words = item.tokens
    words.insert(item.index, adjective)
    return ChallengeItem(item.gold, item.index + 1, " ".join(words), item.entity, item.line)


def adjective_items(
    items: Sequence[ChallengeItem], adjectives: Mapping[Gender, str] = ADJECTIVES
) -> list[ChallengeItem]:
    """The adjective set of ``items`` (normally ``en_anti.txt``), in the same order and lines."""
    return [adjective_item(it, adjectives) for it in items]


def adjective_sentences(
    items: Sequence[ChallengeItem], adjectives: Mapping[Gender, str] = ADJECTIVES
) -> list[str]:
    """The English sentences of the adjective set, one per row of ``items``."""
    return [it.sentence for it in adjective_items(items, adjectives)]


def challenge_row(item: ChallengeItem) -> str:
    """A challenge-set row in WinoMT's format: ``gold <TAB> index <TAB> sentence <TAB> entity``."""
    return f"{item.gold.value}\t{item.index}\t{item.sentence}\t{item.entity}"


def adjective_rows(
    items: Sequence[ChallengeItem], adjectives: Mapping[Gender, str] = ADJECTIVES
) -> list[str]:
    """The adjective set as WinoMT-format rows (what ``add_adjectives.py`` writes), without newlines."""
    return [challenge_row(it) for it in adjective_items(items, adjectives)]


def adjective_set(
    anti: Sequence[ChallengeItem], adjectives: Mapping[Gender, str] = ADJECTIVES
) -> ChallengeSet:
    """The adjective set as a one-subset challenge set (``all``), named by its content."""
    items = adjective_items(anti, adjectives)
    h = hashlib.sha256()
    for row in (challenge_row(it) for it in items):
        h.update(row.encode("utf-8") + b"\n")
    return ChallengeSet(ADJECTIVE_SET_NAME, {"all": items}, h.hexdigest()[:12])
