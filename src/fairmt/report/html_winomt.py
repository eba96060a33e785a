"""The report section of WinoMT results (:mod:`fairmt.report.html` puts it on the page)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from fairmt.report.charts import Series, bar_chart, gap_axis
from fairmt.report.html_base import _f, signatures, table
from fairmt.report.loaders import WinoMTFile, WinoMTRow

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
