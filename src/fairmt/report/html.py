"""One self-contained HTML page from fairmt result files.

The page has inline CSS and inline SVG only: no script, no external resource (a Content
Security Policy in the page forbids both, so a browser would refuse one even if it slipped
in). Every string that comes from a result file is escaped with :func:`html.escape`; markup
is only ever built here, from escaped parts (:class:`Markup`).

A report is made to be shared, so it shows no absolute local path: input files are named by
the shortest tail of their path that tells them apart (:func:`display_names`), and every
string escaped here first has any absolute path in it cut to its last component
(:func:`~fairmt.report.charts.strip_local_paths`, in "not run" reasons for instance).
Signatures are long, so each is one collapsed ``<details>`` line (its first fields) that
opens on the full signature. FairQE items with a gender violation are listed first and
highlighted (row class ``violation``, the wrong target words in ``<mark>``), with the
violation spelt out in words, so that the highlight does not rely on colour alone.
"""

from __future__ import annotations

import dataclasses
import html
import math
import os
import statistics
from collections import Counter
from collections.abc import Iterable, Sequence
from pathlib import PurePath

from fairmt import __version__
from fairmt.report.charts import Series, bar_chart, gap_axis, strip_local_paths
from fairmt.report.loaders import (
    BenchFile,
    BenchSetting,
    CompareFile,
    FairQEFile,
    FairQEItem,
    MetaFile,
    MetaRow,
    ResultFile,
    WinoMTFile,
    WinoMTRow,
)

__all__ = ["DEFAULT_ITEMS", "DEFAULT_TITLE", "Markup", "build_page", "display_names", "esc"]

DEFAULT_TITLE = "fairmt report"
#: FairQE items with cues shown per file.
DEFAULT_ITEMS = 20
#: Signatures listed as they are under a table; more are folded behind one more ``<details>``.
SIGNATURES_OPEN = 3
#: Characters of a signature shown on its collapsed line (whole ``|`` fields).
SIGNATURE_SHORT = 72

META_HEADERS = ("#", "metric", "ref-free", "avg-corr", "sys acc", "sys r", "seg acc-t", "seg r", "sys scores")
FAIRQE_ITEM_HEADERS = (
    *("id", "lang", "source", "translation", "cues"),
    *("q_orig", "q_uqe", "w", "q_final", "flags"),
)

SETTING_ORDER = ("fem-masc", "neutral-gendered", "explicit")
SETTING_HEADINGS = {
    "fem-masc": "Fem. vs Masc. ratio",
    "neutral-gendered": "Neutral vs Gendered ratio",
    "explicit": "Gender-explicit accuracy",
}

CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'"

CSS = """
:root { color-scheme: light; }
body { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; margin: 2rem auto; max-width: 72rem;
  padding: 0 1rem; color: #1d1d1f; line-height: 1.45; }
h1 { margin-bottom: .2rem; }
h2 { border-bottom: 2px solid #ddd; padding-bottom: .2rem; margin-top: 2.5rem; }
h3 { margin-top: 1.8rem; }
.sub { color: #555; margin-top: 0; }
table { border-collapse: collapse; margin: .6rem 0; font-size: .92rem; }
th, td { border: 1px solid #d4d4d4; padding: .25rem .55rem; vertical-align: top; }
th { background: #f2f2f2; text-align: left; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
td.text { max-width: 28rem; overflow-wrap: anywhere; }
tbody tr:nth-child(even) { background: #fafafa; }
.signatures { font-size: .8rem; color: #444; margin: .3rem 0 1rem; }
.signatures > summary { cursor: pointer; }
details.signature { margin: .1rem 0 .1rem .8rem; }
details.signature > summary { cursor: pointer; white-space: nowrap; overflow: hidden;
  text-overflow: ellipsis; }
details.signature > code { display: block; margin: .2rem 0 .4rem 1rem; overflow-wrap: anywhere;
  word-break: break-all; background: #f6f6f6; padding: .2rem .3rem; }
.signatures code { background: #f6f6f6; padding: 0 .2rem; }
.signatures .more { color: #777; }
tr.violation td { background: #fff0f0; }
tr.violation td:first-child { box-shadow: inset 4px 0 0 #c00; }
mark.gender-violation { background: #ffd0d0; color: #7a0000; padding: 0 .15rem; border-radius: 2px; }
.violation-note { color: #7a0000; font-weight: 600; }
.note { font-size: .85rem; color: #555; }
.ns { color: #888; font-style: italic; }
svg.chart { max-width: 100%; height: auto; display: block; margin: .5rem 0 1rem; }
nav ul { columns: 2; font-size: .9rem; }
ul.inputs { font-size: .85rem; }
ul.inputs code { overflow-wrap: anywhere; }
"""


class Markup(str):
    """A string of markup built here from escaped parts: :func:`esc` leaves it as it is."""


def esc(x: object) -> str:
    """Escape for HTML text and attribute values (``& < > " '``); :class:`Markup` passes through.

    Absolute local paths in the text are cut to their last component first
    (:func:`~fairmt.report.charts.strip_local_paths`).
    """
    if isinstance(x, Markup):
        return str(x)
    return html.escape(strip_local_paths(str(x)), quote=True)


def _f(x: float | None, digits: int) -> str:
    return "–" if x is None or not math.isfinite(x) else f"{x:.{digits}f}"


def _ratio(mean: float | None, std: float | None) -> str:
    return f"{_f(mean, 4)} ({_f(std, 4)})" if mean is not None else "–"


def _col_label(key: str) -> str:
    return key if ":" in key else key.upper()


def table(
    headers: Sequence[str],
    rows: Iterable[Sequence[object]],
    *,
    numeric: Sequence[int] = (),
    text: Sequence[int] = (),
    css_class: str = "",
    row_classes: Sequence[str] = (),
) -> Markup:
    """An HTML table; cells are escaped unless :class:`Markup`; ``numeric``/``text`` are column indices.

    ``row_classes``: a CSS class per body row (``""`` for none), e.g. ``violation``.
    """
    num, txt = set(numeric), set(text)

    def cls(i: int) -> str:
        return ' class="num"' if i in num else (' class="text"' if i in txt else "")

    def tr(k: int) -> str:
        c = row_classes[k] if k < len(row_classes) else ""
        return f'<tr class="{esc(c)}">' if c else "<tr>"

    head = "".join(f"<th{cls(i)}>{esc(h)}</th>" for i, h in enumerate(headers))
    body = "\n".join(
        tr(k) + "".join(f"<td{cls(i)}>{esc(c)}</td>" for i, c in enumerate(row)) + "</tr>"
        for k, row in enumerate(rows)
    )
    c = f' class="{esc(css_class)}"' if css_class else ""
    return Markup(f"<table{c}>\n<thead><tr>{head}</tr></thead>\n<tbody>\n{body}\n</tbody>\n</table>")


def short_signature(sig: str, limit: int = SIGNATURE_SHORT) -> str:
    """The first whole ``|`` fields of a signature that fit in ``limit`` characters, with what is left out."""
    fields = sig.split("|")
    shown: list[str] = []
    for f in fields:
        if shown and len("|".join([*shown, f])) > limit:
            break
        shown.append(f)
    text = "|".join(shown)
    if len(text) > limit:
        text = text[: limit - 1] + "…"
    rest = len(fields) - len(shown)
    return text + (f"|… (+{rest} field{'s' if rest != 1 else ''})" if rest else "")


def _distinct(sigs: Sequence[str]) -> list[str]:
    """Each signature without the ``|`` fields every one of ``sigs`` shares (when there are several).

    The collapsed line of a signature then shows what sets it apart from its neighbours
    (language, data hash, analyser) rather than the same version and task fields each time.
    """
    split = [s.split("|") for s in sigs]
    if len(split) < 2:
        return list(sigs)
    common = set(split[0]).intersection(*split[1:])
    return [
        "|".join(f for f in fields if f not in common) or sig for fields, sig in zip(split, sigs, strict=True)
    ]


def signatures(items: Iterable[tuple[str, str]]) -> Markup:
    """The signatures under a table (duplicates once): one collapsed line each, the full one inside.

    The collapsed line is :func:`short_signature` of the fields that differ between the
    table's signatures (all of them for a single one), after an ellipsis when shared fields
    were left out. Up to :data:`SIGNATURES_OPEN` are listed as they are; more are folded
    behind one line that says how many there are.
    """
    entries = list(dict.fromkeys((label, sig or "(no signature)") for label, sig in items))
    if not entries:
        return Markup("")
    fulls = [sig for _, sig in entries]
    lines = []
    for (label, full), distinct in zip(entries, _distinct(fulls), strict=True):
        what = f"{esc(label)}: " if label else ""
        short = short_signature(distinct) if distinct == full else "…|" + short_signature(distinct)
        lines.append(
            f'<details class="signature"><summary>{what}<code class="short">{esc(short)}'
            f"</code></summary><code>{esc(full)}</code></details>"
        )
    body = "\n".join(lines)
    if len(lines) <= SIGNATURES_OPEN:
        plural = "s" if len(lines) > 1 else ""
        return Markup(f'<div class="signatures" aria-label="signatures">Signature{plural}:\n{body}</div>')
    return Markup(
        f'<details class="signatures" aria-label="signatures"><summary>{len(lines)} signatures</summary>\n'
        f"{body}</details>"
    )


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


# --------------------------------------------------------------------------- winomt


def _winomt_series_names(files: Sequence[WinoMTFile]) -> list[list[str]]:
    """A chart series name per row: the system, with the file added where a system has one
    language twice (the same system read from two files)."""
    counts = Counter((r.system or "?", r.lang) for f in files for r in f.rows)
    twice = {system for (system, _), k in counts.items() if k > 1}

    def name(r: WinoMTRow, f: WinoMTFile) -> str:
        system = r.system or "?"
        return f"{system} ({f.path})" if system in twice else system

    return [[name(r, f) for r in f.rows] for f in files]


def _winomt_charts(files: Sequence[WinoMTFile]) -> list[str]:
    """Accuracy, ΔG and ΔS as three bar charts: one group per language, one bar per system."""
    names = _winomt_series_names(files)
    by_series: dict[str, dict[str, WinoMTRow]] = {}
    for f, fnames in zip(files, names, strict=True):
        for r, name in zip(f.rows, fnames, strict=True):
            by_series.setdefault(name, {}).setdefault(r.lang, r)
    langs = sorted({r.lang for f in files for r in f.rows})
    cats = [f"en-{lang}" for lang in langs]
    order = sorted(by_series)

    def series(get: str) -> list[Series]:
        out: list[Series] = []
        for name in order:
            rows = by_series[name]
            out.append(Series(name, [getattr(rows[lang], get) if lang in rows else None for lang in langs]))
        return out

    out = [
        '<p class="note">Accuracy (%) per language and system: the share of sentences whose entity '
        "gets the gender of its English pronoun.</p>",
        bar_chart(
            cats,
            series("accuracy"),
            title="WinoMT accuracy (%) per language and system",
            y_label="accuracy (%)",
            baseline=0.0,
            lo=0.0,
            hi=100.0,
            step=20.0,
            value_format=lambda v: f"{v:.1f}%",
            css_class="chart winomt-chart winomt-accuracy",
        ),
    ]
    for key, name, what in (
        ("delta_g", "ΔG", "F1 male − F1 female: above 0, masculine entities are translated better"),
        ("delta_s", "ΔS", "accuracy on pro- minus anti-stereotypical sentences: above 0, stereotypes help"),
    ):
        ss = series(key)
        lo, hi, step = gap_axis([v for x in ss for v in x.values])
        out.append(f'<p class="note">{name} per language and system ({what}); dashed line: no gap.</p>')
        out.append(
            bar_chart(
                cats,
                ss,
                title=f"WinoMT {name} (percentage points) per language and system; dashed line: no gap (0)",
                y_label=f"{name} (points)",
                baseline=0.0,
                reference=0.0,
                reference_label="no gap (0)",
                lo=lo,
                hi=hi,
                step=step,
                value_format=lambda v: f"{v:+.1f}",
                css_class=f"chart winomt-chart winomt-{key.replace('_', '-')}",
            )
        )
    return out


def _winomt_section(files: Sequence[WinoMTFile]) -> str:
    rows: list[WinoMTRow] = sorted((r for f in files for r in f.rows), key=lambda r: (r.system, r.lang))
    parts = ['<section id="winomt">', "<h2>WinoMT (<code>fairmt winomt-batch</code>)</h2>"]
    parts.append(
        '<p class="sub">Accuracy (%), higher is better; ΔG = F1 male − F1 female and ΔS = accuracy on '
        "pro-stereotypical − anti-stereotypical sentences, closer to 0 is better.</p>"
    )
    cells = [
        [
            r.system or "?",
            f"en-{r.lang}",
            "–" if r.n is None else str(r.n),
            _f(r.accuracy, 1),
            _f(r.delta_g, 1),
            _f(r.delta_s, 1),
            _f(r.f1_male, 1),
            _f(r.f1_female, 1),
            _f(r.accuracy_pro, 1),
            _f(r.accuracy_anti, 1),
        ]
        for r in rows
    ]
    parts.append(
        table(
            ["system", "pair", "n", "Acc", "ΔG", "ΔS", "F1 male", "F1 female", "Acc pro", "Acc anti"],
            cells,
            numeric=range(2, 10),
        )
    )
    parts.extend(_winomt_charts(files))
    parts.append(signatures((f"{r.system or '?'} en-{r.lang}", r.signature) for r in rows))
    parts.append("</section>")
    return "\n".join(parts)


# --------------------------------------------------------------------------- FairQE


def _mean(xs: Iterable[float | None]) -> float | None:
    vs = [x for x in xs if x is not None]
    return statistics.fmean(vs) if vs else None


def _ident(it: FairQEItem) -> str:
    return it.id if it.id is not None else str(it.index if it.index is not None else it.line)


def _marked_translation(it: FairQEItem) -> Markup | str:
    """The translation with each violating target span (first occurrence) in a ``<mark>``."""
    spans = sorted({v.target for v in it.violations if v.target}, key=len, reverse=True)
    marks: list[tuple[int, int]] = []
    for span in spans:
        start = it.mt.find(span)
        while start >= 0 and any(start < e and start + len(span) > b for b, e in marks):
            start = it.mt.find(span, start + 1)
        if start >= 0:
            marks.append((start, start + len(span)))
    if not marks:
        return it.mt
    out, pos = [], 0
    for b, e in sorted(marks):
        out.append(esc(it.mt[pos:b]))
        out.append(f'<mark class="gender-violation">{esc(it.mt[b:e])}</mark>')
        pos = e
    out.append(esc(it.mt[pos:]))
    return Markup("".join(out))


def _flags_cell(it: FairQEItem) -> Markup | str:
    """The flags; a gender violation spelt out (cue → target: expected, found) and marked."""
    if not it.gender_violation:
        return ", ".join(it.flags)
    what = "; ".join(v.text() for v in it.violations) or "see the cues"
    others = [f for f in it.flags if f != "gender_violation"]
    cell = f'<mark class="gender-violation">⚠ gender violation: {esc(what)}</mark>'
    if others:
        cell += "<br>" + esc(", ".join(others))
    return Markup(cell)


def _fairqe_section(files: Sequence[FairQEFile], n_items: int) -> str:
    parts = ['<section id="fairqe">', "<h2>FairQE scores (<code>fairmt qe score</code>)</h2>"]
    summary = []
    for f in files:
        items = f.items
        n = len(items)
        finals = [it.q_final for it in items]
        deltas = [it.q_final - it.q_orig for it in items if it.q_final is not None and it.q_orig is not None]
        with_cues = sum(1 for it in items if it.cues)
        violations = sum(1 for it in items if it.gender_violation)
        flags = Counter(fl for it in items for fl in it.flags)
        summary.append(
            [
                f.path,
                str(n),
                _f(_mean(finals), 4),
                str(sum(1 for x in finals if x is None)),
                _f(_mean(it.q_orig for it in items), 4),
                _f(_mean(deltas), 4),
                _f(_mean(it.w for it in items), 4),
                f"{100.0 * with_cues / n:.1f}% ({with_cues})" if n else "–",
                Markup(f'<mark class="gender-violation">{violations}</mark>') if violations else "0",
                # One flag a line: flag names are long words that would break anywhere.
                Markup(
                    "<br>".join(
                        esc(f"{k}:\u00a0{v}")
                        for k, v in sorted(flags.items(), key=lambda kv: (-kv[1], kv[0]))
                    )
                )
                or "none",
            ]
        )
    parts.append(
        table(
            [
                "file",
                "items",
                "mean q_final",
                "no q_final",
                "mean q_orig",
                "mean q_final − q_orig",
                "mean w",
                "with cues",
                "gender violations",
                "flags",
            ],
            summary,
            numeric=range(1, 9),
        )
    )
    for f in files:
        # Items with a gender violation first (they need a look), then the others with cues;
        # file order within each.
        wrong = [it for it in f.items if it.gender_violation]
        cued = [it for it in f.items if it.cues and not it.gender_violation]
        shown = (wrong + cued)[:n_items]
        total = len(wrong) + len(cued)
        parts.append(f"<h3>{esc(f.path)}: items with cues</h3>")
        if wrong:
            ids = ", ".join(_ident(it) for it in wrong[:5]) + (", …" if len(wrong) > 5 else "")
            parts.append(
                f'<p class="violation-note">{len(wrong)} item{"s" if len(wrong) != 1 else ""} with a gender '
                f"violation (the translation gives an entity another gender than the source): {esc(ids)}; "
                "listed first and highlighted.</p>"
            )
        if not shown:
            parts.append('<p class="note">No item has a cue.</p>')
        else:
            rows = []
            for it in shown:
                cues = Markup("<br>".join(esc(c) for c in it.cues))
                rows.append(
                    [
                        _ident(it),
                        it.tgt_lang,
                        it.src,
                        _marked_translation(it),
                        cues,
                        _f(it.q_orig, 4),
                        _f(it.q_uqe, 1),
                        _f(it.w, 3),
                        _f(it.q_final, 4),
                        _flags_cell(it),
                    ]
                )
            parts.append(
                table(
                    FAIRQE_ITEM_HEADERS,
                    rows,
                    numeric=(5, 6, 7, 8),
                    text=(2, 3, 4, 9),
                    row_classes=["violation" if it.gender_violation else "" for it in shown],
                )
            )
            order = " (gender violations first)" if wrong else ""
            parts.append(f'<p class="note">The first {len(shown)} of {total} items with cues{order}.</p>')
        sigs = Counter(it.signature for it in f.items if it.signature)
        parts.append(
            signatures((f"{f.path} ({k} items)" if len(sigs) > 1 else f.path, s) for s, k in sigs.items())
        )
    parts.append("</section>")
    return "\n".join(parts)


# --------------------------------------------------------------------------- page


def display_names(paths: Sequence[str]) -> dict[str, str]:
    """A name per path for the page: the shortest tail of its absolute path that no other has.

    ``/home/me/runs/a/bench.json`` and ``/home/me/runs/b/bench.json`` become ``a/bench.json``
    and ``b/bench.json``; a path given alone becomes its file name. No folder above what
    tells the files apart is shown (it would only reveal the machine's layout).
    """
    full = {p: PurePath(os.path.normpath(os.path.abspath(p))).parts for p in dict.fromkeys(paths)}
    tails = {p: tuple(x for x in parts[1:] if x) for p, parts in full.items()}  # without the root
    distinct = set(tails.values())
    out: dict[str, str] = {}
    for p, t in tails.items():
        k = 1
        while k < len(t) and sum(1 for o in distinct if o[-k:] == t[-k:]) > 1:
            k += 1
        out[p] = "/".join(t[-k:]) if t else str(p)
    return out


def _relabel(r: ResultFile, names: dict[str, str]) -> ResultFile:
    """``r`` with its path (and its bench rows' source) replaced by the display name."""
    name = names.get(r.path, r.path)
    if isinstance(r, BenchFile):
        settings = tuple(dataclasses.replace(s, source=names.get(s.source, s.source)) for s in r.settings)
        return dataclasses.replace(r, path=name, settings=settings)
    return dataclasses.replace(r, path=name)


def build_page(
    results: Sequence[ResultFile], title: str = DEFAULT_TITLE, *, items: int = DEFAULT_ITEMS
) -> str:
    """The whole page: a title, the inputs, then one section per kind of result present.

    Files are named by :func:`display_names` (never an absolute path).
    """
    names = display_names([r.path for r in results])
    results = [_relabel(r, names) for r in results]
    bench = [r for r in results if isinstance(r, BenchFile)]
    meta = [r for r in results if isinstance(r, MetaFile)]
    wino = [r for r in results if isinstance(r, WinoMTFile)]
    fairqe = [r for r in results if isinstance(r, FairQEFile)]
    compare = [r for r in results if isinstance(r, CompareFile)]
    sections: list[tuple[str, str, str]] = []
    if bench:
        sections.append(("qe-bench", "Gender-fairness settings", _bench_section(bench)))
    if compare:
        sections.append(("qe-bench-compare", "Paired comparisons", _compare_section(compare)))
    if meta:
        sections.append(("qe-meta", "Meta-evaluation against MQM", _meta_section(meta)))
    if wino:
        sections.append(("winomt", "WinoMT", _winomt_section(wino)))
    if fairqe:
        sections.append(("fairqe", "FairQE scores", _fairqe_section(fairqe, items)))
    inputs = "".join(f"<li><code>{esc(r.path)}</code> ({esc(r.kind)})</li>" for r in results)
    nav = "".join(f'<li><a href="#{anchor}">{esc(name)}</a></li>' for anchor, name, _ in sections)
    return "\n".join(
        [
            "<!DOCTYPE html>",
            '<html lang="en">',
            "<head>",
            '<meta charset="utf-8">',
            f'<meta http-equiv="Content-Security-Policy" content="{esc(CSP)}">',
            '<meta name="viewport" content="width=device-width, initial-scale=1">',
            f'<meta name="generator" content="fairmt {esc(__version__)}">',
            f"<title>{esc(title)}</title>",
            f"<style>{CSS}</style>",
            "</head>",
            "<body>",
            "<header>",
            f"<h1>{esc(title)}</h1>",
            f'<p class="sub">Generated by fairmt {esc(__version__)} from {len(results)} result file(s):</p>',
            f'<ul class="inputs">{inputs}</ul>',
            "</header>",
            f"<nav><ul>{nav}</ul></nav>" if len(sections) > 1 else "",
            *(body for _, _, body in sections),
            "</body>",
            "</html>",
            "",
        ]
    )
