"""Unknown rate (Manna et al., Table 5): how often the pipeline detects no gender at all.

An ``unknown`` prediction means the WinoMT pipeline could not read a gender for the
entity: the aligner linked no target word to it, or the analyser found no gendered word
in what it linked (under the default ``mt_gender-2022`` policy). The rate is computed
over the rows that have a translation.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from fairmt.diagnostics._percent import percent
from fairmt.gender.base import Gender


@dataclass(frozen=True)
class UnknownRate:
    n: int
    unknown: int

    @property
    def percent(self) -> float | None:
        """Unknown predictions in percent of the rows (one decimal; ``None`` for no row)."""
        return percent(self.unknown, self.n)


def unknown_rate(predicted: Iterable[Gender]) -> UnknownRate:
    """Share of ``unknown`` among the predictions."""
    preds = list(predicted)
    return UnknownRate(len(preds), sum(1 for p in preds if p is Gender.UNKNOWN))
