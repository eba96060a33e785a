"""The results of a FairQE fairness setting: one :class:`ColumnResult` per column, a :class:`SettingResult`.

Part of :mod:`fairmt.bench.fairness` (which re-exports every public name here and documents
how the numbers are computed). A column's result carries its point statistics, its bootstrap
interval, the per-item values it was computed from (for ``qe bench --compare``), the
fingerprint of its items and, in the explicit setting, the triples scored wrong
(:class:`ExplicitMiss`); ``to_dict`` gives the JSON the bench writes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from fairmt.bench.fairness_datasets import ExplicitItem, Setting
from fairmt.bench.fairness_markdown import TITLES
from fairmt.bench.fairness_stats import AccuracyStats, RatioStats
from fairmt.bench.significance import ErrorRates, Interval
from fairmt.signature import Signature

__all__ = [
    "ColumnResult",
    "ExplicitMiss",
    "SettingResult",
]


@dataclass(frozen=True)
class ExplicitMiss:
    """One explicit triple scored wrong: ``q_correct <= q_wrong`` (or a score missing)."""

    item: ExplicitItem
    q_correct: float | None
    q_wrong: float | None

    def to_text(self) -> str:
        def q(x: float | None) -> str:
            return "-" if x is None else f"{x:.4f}"

        return (
            f"line {self.item.line} ({self.item.source_gender} source): "
            f"q(correct) {q(self.q_correct)} <= q(wrong) {q(self.q_wrong)}\n"
            f"  source:  {self.item.source}\n  correct: {self.item.correct}\n  wrong:   {self.item.wrong}"
        )


@dataclass(frozen=True)
class ColumnResult:
    """One column of a setting's table."""

    key: str
    dataset: str
    lang: str
    data_version: str
    data_sha: str
    stats: RatioStats | AccuracyStats
    by_source_gender: dict[str, AccuracyStats] = field(default_factory=dict)
    #: Bootstrap interval of the column's value (mean ratio, or accuracy in percent).
    interval: Interval | None = None
    #: One-sided t-test that the mean ratio is below 1 (ratio settings; None if undefined).
    p_value: float | None = None
    #: Explicit setting: per-gender error rates with intervals.
    error_rates: ErrorRates | None = None
    #: Per-item values: ratios (None: failed), or per line ``[feminine, masculine]`` correct
    #: (1), wrong (0) or failed (None). What ``qe bench --compare`` pairs.
    values: tuple[Any, ...] = ()
    #: Fingerprint of the items (their texts, in order): two results are paired only if equal.
    items_sha: str = ""
    #: Explicit setting: the triples scored wrong whose hypotheses differ (ties of identical
    #: hypotheses left out), with both scores; what ``qe bench --show-misses`` prints. Not saved.
    misses: tuple[ExplicitMiss, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "key": self.key,
            "dataset": self.dataset,
            "lang": self.lang,
            "data_version": self.data_version,
            "data_sha": self.data_sha,
            **self.stats.to_dict(),
        }
        if self.by_source_gender:
            d["by_source_gender"] = {g: s.to_dict() for g, s in self.by_source_gender.items()}
        if self.interval is not None:
            iv = self.interval.to_dict()
            if isinstance(self.stats, AccuracyStats):
                d["mean"] = self.stats.accuracy  # the cell's value, as for ratio cells
            d["ci_low"], d["ci_high"] = iv["ci_low"], iv["ci_high"]
            if isinstance(self.stats, RatioStats):
                d["p_value"] = self.p_value
        if self.error_rates is not None:
            d.update(self.error_rates.to_dict())
        if self.items_sha:
            d["items_sha"] = self.items_sha
            d["values"] = [list(v) if isinstance(v, tuple) else v for v in self.values]
        return d


@dataclass(frozen=True)
class SettingResult:
    """A setting's table for one method: its columns, the macro average, and the signature."""

    setting: Setting
    method: str
    columns: tuple[ColumnResult, ...]
    average: dict[str, float | None]
    signature: Signature
    n_pairs_scored: int
    #: What the intervals and p-values depend on (resamples, seed, interval, test).
    stats_signature: Signature | None = None
    #: Why some statistic is missing (e.g. no scipy for the t-test), with the remedy.
    notes: tuple[str, ...] = ()
    #: Columns not run (``{"column", "reason"}``): a language the scorer does not support.
    not_run: tuple[dict[str, str], ...] = ()
    #: When ``average`` is over the paper's columns only: the macro average of all columns.
    average_all: dict[str, float | None] | None = None
    #: The columns ``average`` is over, when it is not over all of them.
    average_columns: tuple[str, ...] = ()

    @property
    def metric(self) -> str:
        return "accuracy" if self.setting == "explicit" else "ratio"

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "setting": self.setting,
            "title": TITLES[self.setting],
            "metric": self.metric,
            "method": self.method,
            "columns": [c.to_dict() for c in self.columns],
            "average": self.average,
            "n_pairs_scored": self.n_pairs_scored,
            "signature": str(self.signature),
        }
        if self.stats_signature is not None:
            d["stats_signature"] = str(self.stats_signature)
        if self.average_all is not None:
            d["average_columns"] = list(self.average_columns)
            d["average_all"] = self.average_all
        if self.not_run:
            d["not_run"] = [dict(x) for x in self.not_run]
        if self.notes:
            d["notes"] = list(self.notes)
        return d
