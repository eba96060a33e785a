"""Layer × head heatmaps as PNG files, drawn with matplotlib (extra ``attention``).

One cell per (layer, head): layers on the y axis (top to bottom, labelled with their
0-based index), heads on the x axis (left to right), a colour bar on the right with its
label, and a title. The colour scale is matplotlib's sequential ``Blues`` from ``vmin``
(white) to ``vmax`` (dark blue), so darker means more attention, as in the paper's
figures; values outside the scale are clipped and NaN cells are grey. Give every model the
same ``vmin``/``vmax`` to compare them.

Decisions:

* matplotlib (a well-kept library with real fonts, tick placement and colour bars) rather
  than a hand-written encoder; it is imported only when a heatmap is drawn, so ``import
  fairmt`` stays light, and a missing install is a
  :class:`~fairmt.errors.MissingDependencyError` with the install line.
* The figure is made with :class:`matplotlib.figure.Figure` and the Agg canvas, never
  ``pyplot``: no global state, no GUI backend, safe in threads and on headless machines.
* The layout is fixed in pixels (margins from the font size, cells of ``cell`` pixels), not
  ``bbox_inches="tight"``, so the image size is known in advance (:func:`layout`) and a cell's
  pixel position can be checked; the PNG carries no software or date metadata, so the same
  matrix gives the same bytes.
"""

from __future__ import annotations

import io
import math
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

from fairmt.errors import MissingDependencyError

__all__ = [
    "CMAP",
    "DPI",
    "NAN_COLOUR",
    "Layout",
    "layout",
    "render_heatmap",
    "require_matplotlib",
    "write_heatmap",
]

#: matplotlib colour map of the cells (white → dark blue).
CMAP = "Blues"
#: Colour of NaN cells.
NAN_COLOUR = "#aaaaaa"
#: Pixels per inch of the PNG (so 1 pt of text is 100/72 pixels).
DPI = 100
INSTALL_HINT = "pip install matplotlib  (part of the 'attention' extra; or pass --no-heatmaps)"


def require_matplotlib() -> ModuleType:
    """matplotlib, or :class:`~fairmt.errors.MissingDependencyError` (exit 4) with the install line.

    Call it before a long run whose heatmaps are wanted, so that a missing install stops the
    run at once rather than after the models have run.
    """
    try:
        import matplotlib
    except ImportError as e:
        raise MissingDependencyError(
            f"matplotlib, which draws the attention heatmaps ({e})", INSTALL_HINT
        ) from None
    return matplotlib


@dataclass(frozen=True)
class Layout:
    """Pixel geometry of a heatmap image (origin at the top left)."""

    width: int
    height: int
    left: int  # x of the grid's left edge
    top: int  # y of the grid's top edge
    cell: int
    rows: int
    cols: int
    font_pt: float

    def cell_centre(self, row: int, col: int) -> tuple[int, int]:
        """``(x, y)`` of the centre pixel of cell (``row``, ``col``), 0-based within the matrix."""
        return (self.left + col * self.cell + self.cell // 2, self.top + row * self.cell + self.cell // 2)


def layout(
    rows: int, cols: int, *, cell: int | None = None, title: str | None = None, font_scale: int = 2
) -> Layout:
    """The image geometry :func:`render_heatmap` uses for a ``rows`` × ``cols`` matrix.

    ``cell`` defaults to 8–24 pixels (a 32 × 32 matrix is 512 pixels wide); text is
    ``4.5 × font_scale`` points (9 pt by default). Margins leave room for the tick labels,
    the axis labels, the colour bar with its ticks and label, and the title.
    """
    if rows <= 0 or cols <= 0:
        raise ValueError("the heatmap needs a non-empty rectangular matrix")
    if cell is None:
        cell = max(8, min(24, 512 // max(rows, cols)))
    if cell <= 0 or font_scale <= 0:
        raise ValueError("cell and font_scale must be positive")
    font_pt = 4.5 * font_scale
    px = font_pt * DPI / 72  # one line of text, in pixels
    left = math.ceil(px * 5.0) + 8  # y tick labels (up to 3 digits) and the "layer" label
    top = math.ceil(px * 3.0) + 8 if title else math.ceil(px) + 4
    right = math.ceil(px * 9.0) + 28  # gap, colour bar, its tick labels and label
    bottom = math.ceil(px * 3.6) + 8  # x tick labels and the "head" label
    width = left + cols * cell + right
    if title:  # a long title widens the image rather than being cut
        width = max(width, math.ceil(0.62 * 1.15 * px * len(title)) + 24)
    return Layout(width, top + rows * cell + bottom, left, top, cell, rows, cols, font_pt)


def _tick_step(cell: int, label_px: float) -> int:
    """Label every k-th row/column, so that tick labels never overlap."""
    return max(1, math.ceil((label_px + 4) / cell))


def _figure(
    matrix: Sequence[Sequence[float]],
    vmin: float,
    vmax: float,
    *,
    row_offset: int = 0,
    cell: int | None = None,
    title: str | None = None,
    font_scale: int = 2,
    value_label: str = "attention",
) -> tuple[Any, Layout]:
    """The matplotlib figure of :func:`render_heatmap` and its layout (tests read its labels)."""
    rows = len(matrix)
    cols = len(matrix[0]) if rows else 0
    if rows == 0 or cols == 0 or any(len(r) != cols for r in matrix):
        raise ValueError("the heatmap needs a non-empty rectangular matrix")
    if not (math.isfinite(vmin) and math.isfinite(vmax)):
        raise ValueError(f"the colour scale must be finite, not [{vmin}, {vmax}]")
    if vmax <= vmin:
        vmax = vmin + 1e-9
    geo = layout(rows, cols, cell=cell, title=title, font_scale=font_scale)
    mpl = require_matplotlib()
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.colors import Normalize
    from matplotlib.figure import Figure

    fig = Figure(figsize=(geo.width / DPI, geo.height / DPI), dpi=DPI)
    FigureCanvasAgg(fig)
    W, H = geo.width, geo.height
    grid_w, grid_h = cols * geo.cell, rows * geo.cell
    ax = fig.add_axes((geo.left / W, 1 - (geo.top + grid_h) / H, grid_w / W, grid_h / H))
    cmap = mpl.colormaps[CMAP].with_extremes(bad=NAN_COLOUR)
    data = [[float(v) for v in r] for r in matrix]
    image = ax.imshow(
        data,
        cmap=cmap,
        norm=Normalize(vmin=vmin, vmax=vmax, clip=True),
        interpolation="nearest",
        aspect="auto",
        extent=(-0.5, cols - 0.5, rows - 0.5, -0.5),
    )
    fs = geo.font_pt
    px = fs * DPI / 72
    ystep = _tick_step(geo.cell, px)
    xstep = _tick_step(geo.cell, 0.62 * px * len(str(cols - 1)))
    ax.set_yticks(range(0, rows, ystep), [str(row_offset + i) for i in range(0, rows, ystep)], fontsize=fs)
    ax.set_xticks(range(0, cols, xstep), [str(j) for j in range(0, cols, xstep)], fontsize=fs)
    ax.set_ylabel("layer", fontsize=fs)
    ax.set_xlabel("head", fontsize=fs)
    if title:
        ax.set_title(title, fontsize=fs * 1.15, loc="left", pad=px * 0.8)
    bar_x = geo.left + grid_w + 14
    cax = fig.add_axes((bar_x / W, 1 - (geo.top + grid_h) / H, 14 / W, grid_h / H))
    bar = fig.colorbar(image, cax=cax)
    bar.set_label(value_label, fontsize=fs)
    bar.ax.tick_params(labelsize=fs)
    return fig, geo


def render_heatmap(
    matrix: Sequence[Sequence[float]],
    vmin: float,
    vmax: float,
    *,
    row_offset: int = 0,
    cell: int | None = None,
    title: str | None = None,
    font_scale: int = 2,
    value_label: str = "attention",
) -> bytes:
    """The PNG bytes of a heatmap of ``matrix`` (rows = layers, columns = heads).

    ``row_offset`` is the index of the first row (when the matrix is a slice of the
    layers); ``cell`` the side of a cell in pixels (default: from 8 to 24, so that a 32×32
    matrix is 512 pixels wide); ``font_scale`` sets the text size (``4.5 × font_scale``
    points); ``value_label`` labels the colour bar. The image is :func:`layout`'s size.
    """
    fig, _ = _figure(
        matrix,
        vmin,
        vmax,
        row_offset=row_offset,
        cell=cell,
        title=title,
        font_scale=font_scale,
        value_label=value_label,
    )
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=DPI, metadata={"Software": None})
    return buf.getvalue()


def write_heatmap(
    path: str | Path,
    matrix: Sequence[Sequence[float]],
    vmin: float,
    vmax: float,
    *,
    row_offset: int = 0,
    cell: int | None = None,
    title: str | None = None,
    value_label: str = "attention",
) -> Path:
    """Write :func:`render_heatmap`'s PNG to ``path``; returns the path."""
    p = Path(path)
    png = render_heatmap(
        matrix, vmin, vmax, row_offset=row_offset, cell=cell, title=title, value_label=value_label
    )
    p.write_bytes(png)
    return p
