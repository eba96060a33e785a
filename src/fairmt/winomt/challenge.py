"""The WinoMT challenge set; the reader lives in the data layer (:mod:`fairmt.data.challenge_sets`).

Re-exported here so that WinoMT code and callers keep their names.
"""

from fairmt.data.challenge_sets import (
    KNOWN_VERSIONS,
    SUBSETS,
    ChallengeItem,
    ChallengeSet,
    challenge_set_from_items,
    parse_challenge_lines,
    read_challenge_file,
    read_challenge_set,
)

__all__ = [
    "KNOWN_VERSIONS",
    "SUBSETS",
    "ChallengeItem",
    "ChallengeSet",
    "challenge_set_from_items",
    "parse_challenge_lines",
    "read_challenge_file",
    "read_challenge_set",
]
