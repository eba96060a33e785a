"""The Markdown table of a FairQE fairness setting (the paper's layout, one row per method).

Part of :mod:`fairmt.bench.fairness` (which re-exports :func:`format_markdown`): the title of
each setting's table (:data:`TITLES`, naming the paper's tables), the row of values and the
notes under it (n per column, bootstrap intervals, t-test p-values, per-gender accuracy and
error rates, ties counted wrong, floored scores, identical hypotheses, the columns of the
average, columns not run, data versions and the signatures).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fairmt.bench.fairness_datasets import Setting
from fairmt.bench.fairness_stats import AccuracyStats, RatioStats

if TYPE_CHECKING:  # annotations only: fairness_results imports TITLES from here
    from fairmt.bench.fairness_results import ColumnResult, SettingResult

__all__ = [
    "TITLES",
    "format_markdown",
]


TITLES: dict[Setting, str] = {
    "fem-masc": "Gender-ambiguous, Fem. vs Masc.: QE(s,h_F)/QE(s,h_M), mean (std) (FairQE Tables 1, 6)",
    "neutral-gendered": (
        "Gender-ambiguous, Neutral vs Gendered: QE(s,h_N)/QE(s,h_G), mean (std) (FairQE Table 2)"
    ),
    "explicit": "Gender-explicit: % of triples with QE(s,h_correct) > QE(s,h_wrong) (FairQE Table 3)",
}


def _f(x: float | None, digits: int) -> str:
    return "-" if x is None else f"{x:.{digits}f}"


def format_markdown(result: SettingResult) -> str:
    """The setting's table as Markdown, the paper's layout (one row per method), with notes."""
    cols = result.columns
    head = ["Method", *(c.key.upper() if ":" not in c.key else c.key for c in cols), "Avg."]
    cells: list[str] = [result.method]
    if result.setting == "explicit":
        cells += [_f(c.stats.accuracy, 1) if isinstance(c.stats, AccuracyStats) else "-" for c in cols]
        cells.append(_f(result.average.get("accuracy"), 1))
    else:
        for c in cols:
            s = c.stats
            cells.append(f"{_f(s.mean, 4)} ({_f(s.std, 4)})" if isinstance(s, RatioStats) else "-")
        cells.append(f"{_f(result.average.get('mean'), 4)} ({_f(result.average.get('std'), 4)})")
    lines = [
        TITLES[result.setting],
        "",
        "| " + " | ".join(head) + " |",
        "|" + "|".join(["---"] + ["---:"] * (len(head) - 1)) + "|",
        "| " + " | ".join(cells) + " |",
        "",
        "n: " + ", ".join(f"{c.key} {c.stats.n}" for c in cols),
    ]
    digits = 1 if result.setting == "explicit" else 4
    if any(c.interval is not None for c in cols):
        lines.append(
            "95% CI (bootstrap): "
            + ", ".join(
                f"{c.key} [{_f(c.interval.low, digits)}, {_f(c.interval.high, digits)}]"
                for c in cols
                if c.interval is not None
            )
        )
    if result.setting != "explicit" and any(c.interval is not None for c in cols):
        lines.append("p (t-test, mean ratio < 1): " + ", ".join(f"{c.key} {_p(c.p_value)}" for c in cols))
    if result.setting == "explicit":
        for g in ("feminine", "masculine"):
            parts = [
                f"{c.key} {_f(c.by_source_gender[g].accuracy, 1)}" for c in cols if g in c.by_source_gender
            ]
            lines.append(f"{g} sources: " + ", ".join(parts))
        rates = [(c.key, c.error_rates) for c in cols if c.error_rates is not None]
        if rates:
            lines.append(
                "error rate % F / M [95% CI]: "
                + ", ".join(
                    f"{k} {_f(e.f.estimate, 1)} [{_f(e.f.low, 1)}, {_f(e.f.high, 1)}] / "
                    f"{_f(e.m.estimate, 1)} [{_f(e.m.low, 1)}, {_f(e.m.high, 1)}]"
                    for k, e in rates
                )
            )
        lines.append("ties (counted wrong): " + ", ".join(f"{c.key} {_ties(c)}" for c in cols))
    else:
        floored = [f"{c.key} {c.stats.n_floored}" for c in cols if isinstance(c.stats, RatioStats)]
        lines.append("scores floored: " + ", ".join(floored))
    lines.append("identical hypotheses: " + ", ".join(f"{c.key} {c.stats.n_identical}" for c in cols))
    if result.average_all is not None:
        key = "accuracy" if result.setting == "explicit" else "mean"
        lines.append(
            f"Avg. is over the paper's columns ({', '.join(result.average_columns)}); over all "
            f"{len(cols)} columns: {_f(result.average_all.get(key), digits)}"
        )
    lines += [f"{x['column']}: not run ({x['reason']})" for x in result.not_run]
    lines.append("data: " + ", ".join(f"{c.key} {c.data_version}" for c in cols))
    lines.append(f"signature: {result.signature}")
    if result.stats_signature is not None:
        lines.append(f"statistics: {result.stats_signature}")
    lines += [f"note: {n}" for n in result.notes]
    return "\n".join(lines)


def _p(p: float | None) -> str:
    return "-" if p is None else f"{p:.3g}"


def _ties(c: ColumnResult) -> int:
    return c.stats.ties if isinstance(c.stats, AccuracyStats) else 0
