"""WinoMT's adjective experiment (Stanovsky et al., 2019, §3.3): ``en_anti`` with a stereotypical adjective.

The set is built in the data layer (:mod:`fairmt.data.challenge_sets`, which documents it),
so that the translation engines' named inputs can use it without importing the diagnostics;
re-exported here for the diagnostics and their callers.
"""

from fairmt.data.challenge_sets import (
    ADJECTIVE_SET_NAME,
    ADJECTIVES,
    adjective_item,
    adjective_items,
    adjective_rows,
    adjective_sentences,
    adjective_set,
    challenge_row,
)

__all__ = [
    "ADJECTIVES",
    "ADJECTIVE_SET_NAME",
    "adjective_item",
    "adjective_items",
    "adjective_rows",
    "adjective_sentences",
    "adjective_set",
    "challenge_row",
]
