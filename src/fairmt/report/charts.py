"""Grouped bar charts as inline SVG (no scripts, no external resources).

One group of bars per category (a language), one bar per series (a method). Bars start at
a *baseline* and a dashed *reference* line marks a value of interest: for ratios both are
parity (1), so a bar points up when the numerator is preferred and down when the
denominator is; for accuracies the bars start at 0 and the line marks chance (50%).

Every string that reaches the SVG (names, labels, titles) is escaped with :func:`html.escape`,
in text and in attributes alike, after :func:`strip_local_paths` (a report is shared: it
shows no absolute path of the machine that made it).
"""

from __future__ import annotations

import html
import math
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

__all__ = [
    "PALETTE",
    "Axis",
    "Series",
    "bar_chart",
    "gap_axis",
    "nice_step",
    "ratio_axis",
    "strip_local_paths",
]

#: Okabe–Ito colours (distinguishable with the common colour-vision deficiencies).
PALETTE = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#F0E442", "#000000")

WIDTH = 760
PLOT_HEIGHT = 220
MARGIN_LEFT = 64
MARGIN_RIGHT = 96  # room for the reference line's label
MARGIN_BOTTOM = 36
LEGEND_ROW = 18
CHAR_WIDTH = 7.0  # rough width of a 12px character, for laying out the legend
MAX_BAR_WIDTH = 56


#: An absolute local path inside free text: ``file://`` URIs, POSIX paths of two or more
#: components (``/home/me/x.json``, not a lone ``/`` or ``and/or``), Windows drive paths.
_LOCAL_PATH = re.compile(
    r"file://[^\s\"'<>]+"
    r"|(?<![\w.~/\\-])(?:/[^\s/\"'<>|;,()\[\]]+){2,}/?"
    r"|\b[A-Za-z]:\\[^\s\"'<>|;,]+"
)


def _last_component(m: re.Match[str]) -> str:
    parts = [p for p in re.split(r"[/\\]", m.group(0)) if p]
    return parts[-1] if parts else m.group(0)


def strip_local_paths(text: str) -> str:
    """``text`` with every absolute local path replaced by its last component (the file name).

    A report is shared with people who have no access to the machine that made it; the
    folders there say nothing to them and may say too much about it (user names).
    """
    return _LOCAL_PATH.sub(_last_component, text) if ("/" in text or "\\" in text) else text


def _e(x: object) -> str:
    return html.escape(strip_local_paths(str(x)), quote=True)


def _c(x: float) -> str:
    """A coordinate: 2 decimals, no trailing zeros."""
    s = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


@dataclass(frozen=True)
class Series:
    """One bar per category; ``None`` = no value (a gap with 'n/a').

    ``low``/``high`` (optional, one per category): an interval drawn as an error bar on the
    bar (``class="error-bar"``), e.g. a 95 % bootstrap interval; ``None`` entries draw none.
    """

    name: str
    values: Sequence[float | None]
    low: Sequence[float | None] | None = None
    high: Sequence[float | None] | None = None

    def interval(self, i: int) -> tuple[float, float] | None:
        """The ``i``-th interval, if both ends are known."""
        if self.low is None or self.high is None:
            return None
        lo, hi = self.low[i], self.high[i]
        return None if lo is None or hi is None else (lo, hi)


@dataclass(frozen=True)
class Axis:
    """A linear value axis mapped onto ``[top, top + height]`` pixels (larger values higher up)."""

    lo: float
    hi: float
    top: float
    height: float

    def y(self, v: float) -> float:
        v = min(max(v, self.lo), self.hi)
        return self.top + (self.hi - v) / (self.hi - self.lo) * self.height


def nice_step(span: float, n: int = 4) -> float:
    """A step of 1, 2 or 5 × 10^k giving about ``n`` intervals over ``span``."""
    if not (span > 0 and math.isfinite(span)):
        return 1.0
    raw = span / n
    mag = 10.0 ** math.floor(math.log10(raw))
    for m in (1.0, 2.0, 5.0, 10.0):
        if raw <= m * mag * (1 + 1e-9):
            return m * mag
    return 10.0 * mag


def _decimals(step: float) -> int:
    return max(0, -math.floor(math.log10(step) + 1e-9))


def ratio_axis(values: Sequence[float | None], parity: float = 1.0) -> tuple[float, float, float]:
    """``(lo, hi, step)``: an axis around ``parity`` holding every value, symmetric unless cut at 0."""
    dev = max((abs(v - parity) for v in values if v is not None), default=0.0)
    dev = max(dev * 1.1, 0.005)
    step = nice_step(2 * dev, 4)
    k = math.ceil(dev / step - 1e-9)
    lo, hi = parity - k * step, parity + k * step
    if lo < 0:
        lo = 0.0
    return lo, hi, step


def gap_axis(values: Sequence[float | None]) -> tuple[float, float, float]:
    """``(lo, hi, step)``: an axis for differences (WinoMT's ΔG, ΔS) holding 0 and every value.

    Not symmetric: when every gap is positive the axis stops at 0, so the bars use the height.
    """
    vs = [v for v in values if v is not None] + [0.0]
    lo_v, hi_v = min(vs), max(vs)
    step = nice_step(max(hi_v - lo_v, 1.0), 4)
    lo = math.floor(lo_v / step + 1e-9) * step
    hi = math.ceil(hi_v / step - 1e-9) * step
    if hi - lo < step:
        hi = lo + step
    return lo, hi, step


def _legend(names: Sequence[str], width: float) -> tuple[list[str], float]:
    """Legend items laid out in rows from the left; returns the SVG parts and the height used."""
    parts: list[str] = []
    x, row = float(MARGIN_LEFT), 0
    for i, name in enumerate(names):
        w = 14 + 6 + CHAR_WIDTH * len(name) + 18
        if x + w > width - 8 and x > MARGIN_LEFT:
            x, row = float(MARGIN_LEFT), row + 1
        y = 8 + row * LEGEND_ROW
        colour = PALETTE[i % len(PALETTE)]
        parts.append(
            f'<g class="legend-item"><rect x="{_c(x)}" y="{_c(y)}" width="12" height="12" '
            f'fill="{colour}"/><text x="{_c(x + 18)}" y="{_c(y + 10)}">{_e(name)}</text></g>'
        )
        x += w
    return parts, (row + 1) * LEGEND_ROW + 12 if names else 8


def bar_chart(
    categories: Sequence[str],
    series: Sequence[Series],
    *,
    title: str,
    y_label: str,
    baseline: float,
    reference: float | None = None,
    reference_label: str = "",
    lo: float | None = None,
    hi: float | None = None,
    step: float | None = None,
    value_format: Callable[[float], str] = lambda v: f"{v:.4f}",
    css_class: str = "chart",
) -> str:
    """A grouped bar chart as an ``<svg>`` element.

    Without ``lo``/``hi``/``step`` the axis is :func:`ratio_axis` around ``baseline``. The
    reference line carries ``class="reference"`` and ``data-value``; every bar carries
    ``class="bar"`` and ``data-value`` (so that tests can check positions).
    """
    if lo is None or hi is None or step is None:
        all_values = [v for s in series for v in s.values]
        all_values += [e for s in series for i in range(len(s.values)) for e in (s.interval(i) or ())]
        if reference is not None:
            all_values.append(reference)
        lo, hi, step = ratio_axis(all_values, baseline)
    if not hi > lo:
        raise ValueError(f"empty axis range [{lo}, {hi}]")
    for s in series:
        if len(s.values) != len(categories):
            raise ValueError(f"series {s.name!r} has {len(s.values)} values for {len(categories)} categories")
        for ends in (s.low, s.high):
            if ends is not None and len(ends) != len(categories):
                raise ValueError(f"series {s.name!r}: an interval per category is needed")

    legend, legend_h = _legend([s.name for s in series], WIDTH)
    top = legend_h + 6
    axis = Axis(lo, hi, top, PLOT_HEIGHT)
    height = top + PLOT_HEIGHT + MARGIN_BOTTOM
    left, right = MARGIN_LEFT, WIDTH - MARGIN_RIGHT
    digits = _decimals(step)

    out: list[str] = [
        f'<svg class="{_e(css_class)}" role="img" viewBox="0 0 {WIDTH} {_c(height)}" width="{WIDTH}" '
        f'height="{_c(height)}" font-family="system-ui, sans-serif" font-size="12">',
        f"<title>{_e(title)}</title>",
        *legend,
    ]
    # Grid and tick labels.
    n_ticks = round((hi - lo) / step)
    for i in range(n_ticks + 1):
        v = lo + i * step
        y = axis.y(v)
        out.append(
            f'<line class="grid" x1="{left}" x2="{right}" y1="{_c(y)}" y2="{_c(y)}" stroke="#e3e3e3"/>'
            f'<text class="tick" x="{left - 6}" y="{_c(y + 4)}" text-anchor="end">{v:.{digits}f}</text>'
        )
    out.append(
        f'<text class="y-label" transform="translate(14 {_c(top + PLOT_HEIGHT / 2)}) rotate(-90)" '
        f'text-anchor="middle">{_e(y_label)}</text>'
    )
    # Bars.
    n_cat, n_ser = max(len(categories), 1), max(len(series), 1)
    group_w = (right - left) / n_cat
    bar_w = min(group_w * 0.8 / n_ser, MAX_BAR_WIDTH)
    y_base = axis.y(baseline)
    for ci, cat in enumerate(categories):
        gx = left + (ci + 0.5) * group_w - bar_w * n_ser / 2
        for si, s in enumerate(series):
            val = s.values[ci]
            x = gx + si * bar_w
            tip = f"{s.name} — {cat}: " + ("n/a" if val is None else value_format(val))
            if val is None:
                out.append(
                    f'<text class="na" x="{_c(x + bar_w / 2)}" y="{_c(y_base - 3)}" text-anchor="middle" '
                    f'font-size="9" fill="#777">n/a<title>{_e(tip)}</title></text>'
                )
                continue
            y_v = axis.y(val)
            y0, y1 = min(y_v, y_base), max(y_v, y_base)
            if y1 - y0 < 1:  # a value at the baseline still shows as a hairline
                mid = (y0 + y1) / 2
                y0, y1 = mid - 0.5, mid + 0.5
            out.append(
                f'<rect class="bar" x="{_c(x)}" y="{_c(y0)}" width="{_c(max(bar_w - 2, 1))}" '
                f'height="{_c(y1 - y0)}" fill="{PALETTE[si % len(PALETTE)]}" data-series="{_e(s.name)}" '
                f'data-category="{_e(cat)}" data-value="{float(val)!r}"><title>{_e(tip)}</title></rect>'
            )
            ends = s.interval(ci)
            if ends is not None:
                # The error bar: clipped to the axis, with caps; its tooltip gives the interval.
                ya, yb = (axis.y(min(max(e, lo), hi)) for e in ends)
                cx, cap = x + max(bar_w - 2, 1) / 2, min(bar_w / 4, 6)
                etip = f"{s.name} — {cat}: 95% CI [{value_format(ends[0])}, {value_format(ends[1])}]"
                out.append(
                    f'<g class="error-bar" data-series="{_e(s.name)}" data-category="{_e(cat)}" '
                    f'data-low="{float(ends[0])!r}" data-high="{float(ends[1])!r}" stroke="#222" '
                    f'stroke-width="1.2"><title>{_e(etip)}</title>'
                    f'<line x1="{_c(cx)}" x2="{_c(cx)}" y1="{_c(ya)}" y2="{_c(yb)}"/>'
                    f'<line x1="{_c(cx - cap)}" x2="{_c(cx + cap)}" y1="{_c(ya)}" y2="{_c(ya)}"/>'
                    f'<line x1="{_c(cx - cap)}" x2="{_c(cx + cap)}" y1="{_c(yb)}" y2="{_c(yb)}"/></g>'
                )
        out.append(
            f'<text class="category" x="{_c(left + (ci + 0.5) * group_w)}" y="{_c(top + PLOT_HEIGHT + 18)}" '
            f'text-anchor="middle">{_e(cat)}</text>'
        )
    # Axes and the reference line on top of the bars.
    out.append(
        f'<line class="axis" x1="{left}" x2="{left}" y1="{_c(top)}" y2="{_c(top + PLOT_HEIGHT)}" '
        'stroke="#555"/>'
    )
    if reference is not None:
        y_ref = axis.y(reference)
        out.append(
            f'<line class="reference" x1="{left}" x2="{right}" y1="{_c(y_ref)}" y2="{_c(y_ref)}" '
            f'stroke="#c00" stroke-width="1.5" stroke-dasharray="6 4" data-value="{float(reference)!r}"/>'
            f'<text class="reference-label" x="{right + 4}" y="{_c(y_ref + 4)}" fill="#c00">'
            f"{_e(reference_label)}</text>"
        )
    out.append("</svg>")
    return "\n".join(out)
