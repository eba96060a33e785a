"""Paired comparison of two saved ``qe bench`` results on the same items (``qe bench --compare``).

Each result (the JSON of ``fairmt qe bench --output FILE`` or ``-f json``) holds, per setting
and column, the per-item values its number was computed from and a fingerprint of the items
(``items_sha``, see :mod:`fairmt.bench.fairness`). Two results are compared cell by cell
(setting x column) where both have the cell:

* ratio settings: the difference of the mean ratios, A - B, over the items both scored;
* explicit: the difference of the accuracies (percentage points), A - B, over the triples
  both scored, the MT-GenEval line (two triples) being the resampling unit.

Each difference comes with its 95 % paired bootstrap interval and the paired bootstrap
p-value (:func:`fairmt.bench.significance.paired_difference`), and is *significant* when
``p < 0.05``. Pairing is what makes small differences testable: both methods are resampled
on the same items, so the item-to-item variation they share cancels.

Refusals (:class:`fairmt.errors.DataError`, exit 3): a cell present in both results whose
items differ (``items_sha`` or the number of values), a result without per-item values (written
by an older fairmt), or two results without any cell in common. A cell present in one result
only (a language one method could not run) is listed as not compared.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from fairmt.bench.significance import (
    DEFAULT_RESAMPLES,
    DEFAULT_SEED,
    Difference,
    paired_difference,
)
from fairmt.errors import DataError
from fairmt.signature import Signature

__all__ = ["CellComparison", "Comparison", "compare_results", "format_comparison"]


@dataclass(frozen=True)
class CellComparison:
    """One setting x column: both methods' values on the paired items and their difference."""

    setting: str
    key: str
    metric: str
    a: float | None
    b: float | None
    difference: Difference

    def to_dict(self) -> dict[str, Any]:
        return {"setting": self.setting, "key": self.key, "metric": self.metric, "a": self.a, "b": self.b} | (
            self.difference.to_dict()
        )


@dataclass(frozen=True)
class Comparison:
    """All the cells two results share, with what could not be compared."""

    a: str
    b: str
    method_a: str
    method_b: str
    cells: tuple[CellComparison, ...]
    signature: Signature
    not_compared: tuple[dict[str, str], ...] = field(default_factory=tuple)

    def to_dict(self) -> dict[str, Any]:
        return {
            "compare": {"a": self.a, "b": self.b, "method_a": self.method_a, "method_b": self.method_b},
            "cells": [c.to_dict() for c in self.cells],
            "not_compared": list(self.not_compared),
            "signature": str(self.signature),
        }


def _settings(doc: Mapping[str, Any], path: str) -> dict[str, Mapping[str, Any]]:
    settings = doc.get("settings") if isinstance(doc, Mapping) else None
    if not isinstance(settings, list) or not all(isinstance(s, Mapping) and "setting" in s for s in settings):
        raise DataError("not a 'fairmt qe bench' result (no list of settings)", path)
    return {str(s["setting"]): s for s in settings}


def _columns(setting: Mapping[str, Any], path: str) -> dict[str, Mapping[str, Any]]:
    cols = setting.get("columns")
    if not isinstance(cols, list):
        raise DataError(f"setting {setting.get('setting')!r} has no list of columns", path)
    out: dict[str, Mapping[str, Any]] = {}
    for c in cols:
        if not isinstance(c, Mapping) or not isinstance(c.get("key"), str):
            raise DataError(f"setting {setting.get('setting')!r}: a column without a key", path)
        out[c["key"]] = c
    return out


def _values(col: Mapping[str, Any], where: str, path: str) -> tuple[str, list[Any]]:
    sha, values = col.get("items_sha"), col.get("values")
    if not isinstance(sha, str) or not isinstance(values, list):
        raise DataError(
            f"{where}: no per-item values (written by an older fairmt?); re-run 'fairmt qe bench --output'",
            path,
        )
    return sha, values


def _number(x: Any, where: str, path: str) -> float:
    if x is None:
        return math.nan
    if isinstance(x, bool) or not isinstance(x, int | float):
        raise DataError(f"{where}: a per-item value must be a number or null, found {x!r}", path)
    return float(x)


def _ratio_arrays(va: list[Any], vb: list[Any], where: str, pa: str, pb: str) -> tuple[Any, Any]:
    a = np.array([_number(x, where, pa) for x in va], dtype=np.float64)
    b = np.array([_number(x, where, pb) for x in vb], dtype=np.float64)
    return a, b


def _line_arrays(va: list[Any], vb: list[Any], where: str, pa: str, pb: str) -> tuple[Any, Any, Any]:
    """Per line: the sums of correct triples (percent) over the triples both scored, and their count."""
    sa, sb, w = [], [], []
    for line_a, line_b in zip(va, vb, strict=True):
        if not (isinstance(line_a, list) and isinstance(line_b, list) and len(line_a) == len(line_b)):
            raise DataError(f"{where}: per-line values must be lists of the same length", pa)
        xa = [_number(x, where, pa) for x in line_a]
        xb = [_number(x, where, pb) for x in line_b]
        both = [(x, y) for x, y in zip(xa, xb, strict=True) if not (math.isnan(x) or math.isnan(y))]
        if both:
            sa.append(100.0 * sum(x for x, _ in both))
            sb.append(100.0 * sum(y for _, y in both))
        else:
            sa.append(math.nan)
            sb.append(math.nan)
        w.append(float(len(both)))
    return np.array(sa), np.array(sb), np.array(w)


def _mean(v: Any, weights: Any = None) -> float | None:
    ok = ~np.isnan(v)
    if weights is None:
        return float(np.mean(v[ok])) if ok.any() else None
    total = float(np.sum(weights[ok]))
    return float(np.sum(v[ok]) / total) if total else None


def compare_results(
    a: Mapping[str, Any],
    b: Mapping[str, Any],
    *,
    name_a: str = "A",
    name_b: str = "B",
    resamples: int = DEFAULT_RESAMPLES,
    seed: int = DEFAULT_SEED,
) -> Comparison:
    """Compare two ``qe bench`` results (parsed JSON) cell by cell: A - B, interval, p-value.

    ``name_a``/``name_b`` name the results in errors (their file paths). Raises
    :class:`DataError` when the results are not on the same items (see the module doc).
    """
    sa, sb = _settings(a, name_a), _settings(b, name_b)
    cells: list[CellComparison] = []
    not_compared: list[dict[str, str]] = []
    for setting in list(sa) + [s for s in sb if s not in sa]:
        if setting not in sa or setting not in sb:
            only = name_a if setting in sa else name_b
            not_compared.append({"setting": setting, "reason": f"only in {only}"})
            continue
        ca, cb = _columns(sa[setting], name_a), _columns(sb[setting], name_b)
        metric = "accuracy" if setting == "explicit" else "ratio"
        for key in list(ca) + [k for k in cb if k not in ca]:
            if key not in ca or key not in cb:
                only = name_a if key in ca else name_b
                not_compared.append({"setting": setting, "column": key, "reason": f"only in {only}"})
                continue
            where = f"setting {setting!r} column {key!r}"
            sha_a, va = _values(ca[key], where, name_a)
            sha_b, vb = _values(cb[key], where, name_b)
            if sha_a != sha_b or len(va) != len(vb):
                raise DataError(
                    f"{where} is not on the same items as in {name_a} "
                    f"(items {sha_b}, {len(vb)} values vs {sha_a}, {len(va)}): compare results of the same "
                    "data, split and --limit",
                    name_b,
                )
            if metric == "ratio":
                xa, xb = _ratio_arrays(va, vb, where, name_a, name_b)
                both = ~(np.isnan(xa) | np.isnan(xb))
                d = paired_difference(xa, xb, resamples=resamples, seed=seed)
                mean_a = _mean(np.where(both, xa, np.nan))
                mean_b = _mean(np.where(both, xb, np.nan))
            else:
                xa, xb, w = _line_arrays(va, vb, where, name_a, name_b)
                d = paired_difference(xa, xb, unit_weights=w, resamples=resamples, seed=seed)
                mean_a, mean_b = _mean(xa, w), _mean(xb, w)
            cells.append(CellComparison(setting, key, metric, mean_a, mean_b, d))
    if not cells:
        raise DataError(f"no setting and column in common with {name_a}: nothing to compare", name_b)
    sig = Signature.of(
        [
            ("task", "qe-bench-compare"),
            ("test", "paired-bootstrap-two-sided"),
            ("ci", "95%-percentile-bootstrap"),
            ("resamples", resamples),
            ("seed", seed),
            ("alpha", 0.05),
            ("a", _signature_of(a)),
            ("b", _signature_of(b)),
        ]
    )
    return Comparison(
        str(Path(name_a)),
        str(Path(name_b)),
        str(a.get("method", "?")),
        str(b.get("method", "?")),
        tuple(cells),
        sig,
        tuple(not_compared),
    )


def _signature_of(doc: Mapping[str, Any]) -> str:
    """The methods' own signatures are in the inputs; the comparison names them by a short hash."""
    import hashlib

    sigs = "\n".join(str(s.get("signature", "")) for s in doc.get("settings", []) if isinstance(s, Mapping))
    return hashlib.sha256(sigs.encode("utf-8")).hexdigest()[:12]


def _f(x: float | None, digits: int) -> str:
    return "-" if x is None else f"{x:.{digits}f}"


def format_comparison(c: Comparison) -> str:
    """One Markdown table per setting: both values, A - B with its interval, p and significance."""
    blocks = [f"A = {c.method_a} ({c.a})", f"B = {c.method_b} ({c.b})"]
    for setting in dict.fromkeys(x.setting for x in c.cells):
        rows = [x for x in c.cells if x.setting == setting]
        digits = 1 if rows[0].metric == "accuracy" else 4
        what = "accuracy (%)" if rows[0].metric == "accuracy" else "mean ratio"
        lines = [
            "",
            f"{setting}: {what}, A - B with 95% paired bootstrap CI",
            "",
            "| Column | n | A | B | A - B | 95% CI | p | significant |",
            "|---|---:|---:|---:|---:|---:|---:|---|",
        ]
        for x in rows:
            d = x.difference
            sig = "-" if d.significant is None else ("yes" if d.significant else "no")
            p = "-" if d.p_value is None else f"{d.p_value:.3g}"
            lines.append(
                f"| {x.key} | {d.n} | {_f(x.a, digits)} | {_f(x.b, digits)} | {_f(d.estimate, digits + 1)} "
                f"| [{_f(d.low, digits + 1)}, {_f(d.high, digits + 1)}] | {p} | {sig} |"
            )
        blocks.append("\n".join(lines))
    for s in c.not_compared:
        blocks.append(
            f"{s['setting']}{' ' + s['column'] if 'column' in s else ''}: not compared ({s['reason']})"
        )
    blocks.append(f"signature: {c.signature}")
    return "\n".join(blocks)
