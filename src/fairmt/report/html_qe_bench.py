"""The report sections of ``fairmt qe bench`` results, ``qe bench --compare`` and ``qe meta``
(:mod:`fairmt.report.html` puts them on the page).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence

from fairmt.report.charts import Series, bar_chart
from fairmt.report.html_base import _col_label, _f, _ratio, esc, signatures, table
from fairmt.report.loaders import BenchFile, BenchSetting, CompareFile, MetaFile, MetaRow

META_HEADERS = ("#", "metric", "ref-free", "avg-corr", "sys acc", "sys r", "seg acc-t", "seg r", "sys scores")

SETTING_ORDER = ("fem-masc", "neutral-gendered", "explicit")
SETTING_HEADINGS = {
    "fem-masc": "Fem. vs Masc. ratio",
    "neutral-gendered": "Neutral vs Gendered ratio",
    "explicit": "Gender-explicit accuracy",
}


# --------------------------------------------------------------------------- qe bench


def _unique_names(rows: Sequence[BenchSetting]) -> list[str]:
    """Row labels: the method, with the file name added where two rows share a method."""
    counts = Counter(r.method for r in rows)
    return [r.method if counts[r.method] == 1 else f"{r.method} ({r.source})" for r in rows]


def _bench_section(files: Sequence[BenchFile]) -> str:
    by_setting: dict[str, list[BenchSetting]] = {}
    for f in files:
        for s in f.settings:
            by_setting.setdefault(s.setting, []).append(s)
    order = [s for s in SETTING_ORDER if s in by_setting] + sorted(set(by_setting) - set(SETTING_ORDER))
    parts = ['<section id="qe-bench">', "<h2>Gender-fairness settings (<code>fairmt qe bench</code>)</h2>"]
    for setting in order:
        rows = by_setting[setting]
        names = _unique_names(rows)
        keys = list(dict.fromkeys(c.key for r in rows for c in r.columns))
        heading = SETTING_HEADINGS.get(setting, setting)
        parts.append(f'<h3 id="setting-{esc(setting)}">{esc(heading)}</h3>')
        parts.append(f'<p class="sub">{esc(rows[0].title)}</p>')
        is_acc = all(r.metric == "accuracy" for r in rows)
        cells: list[list[object]] = []
        for name, r in zip(names, rows, strict=True):
            by_key = {c.key: c for c in r.columns}
            row: list[object] = [name]
            for k in keys:
                c = by_key.get(k)
                if c is None:
                    row.append("–")
                elif is_acc:
                    row.append(_f(c.accuracy, 1))
                else:
                    row.append(_ratio(c.mean, c.std))
            if is_acc:
                row.append(_f(r.average.get("accuracy"), 1))
            else:
                row.append(_ratio(r.average.get("mean"), r.average.get("std")))
            cells.append(row)
        headers = ["Method", *(_col_label(k) for k in keys), "Avg."]
        parts.append(table(headers, cells, numeric=range(1, len(headers))))
        # Items per column and data versions, per method.
        notes = []
        for name, r in zip(names, rows, strict=True):
            ns = ", ".join(f"{_col_label(c.key)} {c.n if c.n is not None else '?'}" for c in r.columns)
            versions = ", ".join(dict.fromkeys(c.data_version for c in r.columns if c.data_version))
            extra = ""
            if is_acc:
                ties = sum(c.ties or 0 for c in r.columns)
                extra = f"; ties (counted wrong): {ties}"
            else:
                floored = sum(c.n_floored or 0 for c in r.columns)
                extra = f"; scores floored: {floored}"
            ident = sum(c.n_identical or 0 for c in r.columns)
            notes.append(
                f"<li>{esc(name)}: n {esc(ns)}{esc(extra)}; identical hypotheses: {ident}; "
                f"data: {esc(versions or '?')}</li>"
            )
        parts.append('<ul class="note">' + "".join(notes) + "</ul>")
        # Chart: one group per language, one bar per method.
        series = [
            Series(
                name,
                [_value(r, k, is_acc) for k in keys],
                [_end(r, k, "low") for k in keys],
                [_end(r, k, "high") for k in keys],
            )
            for name, r in zip(names, rows, strict=True)
        ]
        if any(s.interval(i) for s in series for i in range(len(keys))):
            parts.append('<p class="note">Error bars: 95% paired bootstrap intervals.</p>')
        cats = [_col_label(k) for k in keys]
        if is_acc:
            parts.append(
                bar_chart(
                    cats,
                    series,
                    title=f"{heading}: accuracy (%) per language and method; dashed line: 50% (chance)",
                    y_label="accuracy (%)",
                    baseline=0.0,
                    reference=50.0,
                    reference_label="50% (chance)",
                    lo=0.0,
                    hi=100.0,
                    step=20.0,
                    value_format=lambda v: f"{v:.1f}%",
                )
            )
            genders = sorted({g for r in rows for c in r.columns for g in c.by_source_gender})
            if genders:
                grows = []
                for name, r in zip(names, rows, strict=True):
                    by_key = {c.key: c for c in r.columns}
                    for g in genders:
                        grows.append(
                            [
                                name,
                                g,
                                *(
                                    _f(by_key[k].by_source_gender.get(g), 1) if k in by_key else "–"
                                    for k in keys
                                ),
                            ]
                        )
                parts.append('<p class="note">Accuracy (%) by the gender of the source:</p>')
                parts.append(
                    table(
                        ["Method", "Source", *(_col_label(k) for k in keys)],
                        grows,
                        numeric=range(2, len(keys) + 2),
                    )
                )
        else:
            what = "QE(s,h_N)/QE(s,h_G)" if setting == "neutral-gendered" else "QE(s,h_F)/QE(s,h_M)"
            parts.append(
                bar_chart(
                    cats,
                    series,
                    title=f"{heading}: mean {what} per language and method; dashed line: parity (1)",
                    y_label="mean ratio",
                    baseline=1.0,
                    reference=1.0,
                    reference_label="parity (1)",
                )
            )
        parts.append(signatures((name, r.signature) for name, r in zip(names, rows, strict=True)))
    skipped = [(f.path, s, why) for f in files for s, why in f.skipped]
    if skipped:
        parts.append('<p class="note">Not run:</p><ul class="note">')
        parts += [f"<li>{esc(s)} ({esc(p)}): {esc(why)}</li>" for p, s, why in skipped]
        parts.append("</ul>")
    parts.append("</section>")
    return "\n".join(parts)


def _end(r: BenchSetting, key: str, end: str) -> float | None:
    """One end of a column's 95 % interval (None if the file has none)."""
    for c in r.columns:
        if c.key == key:
            return c.ci_low if end == "low" else c.ci_high
    return None


# --------------------------------------------------------------------------- qe bench --compare


def _compare_section(files: Sequence[CompareFile]) -> str:
    """One table per comparison; differences that are not significant (p >= 0.05) marked "n.s."."""
    parts = [
        '<section id="qe-bench-compare">',
        "<h2>Paired comparisons (<code>fairmt qe bench --compare</code>)</h2>",
        '<p class="note">A − B per setting and language with its 95% paired bootstrap interval and '
        'p-value; <span class="ns">n.s.</span>: not significant (p ≥ 0.05).</p>',
    ]
    for f in files:
        parts.append(f"<h3>A = {esc(f.method_a)}, B = {esc(f.method_b)}</h3>")
        rows = []
        for c in f.cells:
            digits = 1 if c.metric == "accuracy" else 4
            mark = "–" if c.significant is None else ("significant" if c.significant else "n.s.")
            rows.append(
                [
                    SETTING_HEADINGS.get(c.setting, c.setting),
                    _col_label(c.key),
                    "–" if c.n is None else str(c.n),
                    _f(c.a, digits),
                    _f(c.b, digits),
                    _f(c.difference, digits + 1),
                    f"[{_f(c.ci_low, digits + 1)}, {_f(c.ci_high, digits + 1)}]",
                    "–" if c.p_value is None else f"{c.p_value:.3g}",
                    mark,
                ]
            )
        headers = ["Setting", "Language", "n", "A", "B", "A − B", "95% CI", "p", ""]
        # Rows whose difference is not significant are greyed (the text says n.s. as well).
        parts.append(
            str(table(headers, rows, numeric=range(2, 8))).replace(
                "<td>n.s.</td></tr>", '<td class="ns">n.s.</td></tr>'
            )
        )
        parts.append(signatures([(f.path, f.signature)]))
    parts.append("</section>")
    return "\n".join(parts)


def _value(r: BenchSetting, key: str, is_acc: bool) -> float | None:
    for c in r.columns:
        if c.key == key:
            return c.accuracy if is_acc else c.mean
    return None


# --------------------------------------------------------------------------- qe meta


def _sys_acc(r: MetaRow) -> str:
    if r.sys_accuracy is None:
        return "–"
    if r.sys_agree is not None and r.n_system_pairs:
        return f"{r.sys_accuracy:.3f} ({r.sys_agree}/{r.n_system_pairs})"
    return f"{r.sys_accuracy:.3f}"


def _meta_section(files: Sequence[MetaFile]) -> str:
    groups: dict[tuple[str, str], list[tuple[MetaFile, MetaRow]]] = {}
    for f in files:
        for r in f.rows:
            groups.setdefault((f.lp, f.dataset), []).append((f, r))
    parts = ['<section id="qe-meta">', "<h2>Meta-evaluation against MQM (<code>fairmt qe meta</code>)</h2>"]
    for (lp, dataset), entries in groups.items():
        parts.append(f"<h3>{esc(lp or '?')} ({esc(dataset or '?')})</h3>")
        # Ranked by avg-corr over every row of the table (rows from several files mix).
        entries = sorted(
            entries,
            key=lambda e: (-(e[1].avg_corr if e[1].avg_corr is not None else -math.inf), e[1].metric),
        )
        rows = []
        for i, (_, r) in enumerate(entries, start=1):
            rank = str(i) if r.avg_corr is not None else "–"
            rf = {True: "yes", False: "no", None: ""}[r.reference_free]
            rows.append(
                [
                    rank,
                    r.metric,
                    rf,
                    _f(r.avg_corr, 3),
                    _sys_acc(r),
                    _f(r.sys_pearson, 3),
                    _f(r.seg_acc_t, 3),
                    _f(r.seg_pearson, 3),
                    r.sys_scores_from,
                ]
            )
        parts.append(
            table(
                META_HEADERS,
                rows,
                numeric=(0, 3, 4, 5, 6, 7),
            )
        )
        first = entries[0][1]
        if first.n_systems is not None:
            parts.append(
                f'<p class="note">{first.n_systems} systems, {first.n_segments or "?"} rated segments, '
                f"{first.n_pairs or '?'} (system, segment) pairs.</p>"
            )
        sigs: list[tuple[str, str]] = []
        for f, r in entries:
            if r.signature:
                sigs.append((r.metric, r.signature))
            elif f.signature:
                sigs.append((f"{f.path} ({len(f.rows)} metrics)", f.signature))
        parts.append(signatures(sigs))
    parts.append("</section>")
    return "\n".join(parts)
