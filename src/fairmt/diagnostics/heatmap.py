"""Layer × head heatmaps as PNG files, with no plotting library.

A small PNG encoder (``zlib`` + CRC chunks, 8-bit RGB) draws one cell per (layer, head),
layers on the y axis (top to bottom), heads on the x axis (left to right), a colour bar on
the right labelled with the scale's ends, and 0-based tick labels in a built-in 3×5 pixel
font. The colour scale is sequential from white (``vmin``) to dark blue (``vmax``), so
darker means more attention, as in the paper's figures; values outside the scale are
clipped and NaN cells are grey. Give every model the same ``vmin``/``vmax`` to compare
them.
"""

from __future__ import annotations

import math
import struct
import zlib
from collections.abc import Sequence
from pathlib import Path

RGB = tuple[int, int, int]

#: White to dark blue, evenly spaced anchors of a sequential scale (linear in between).
COLORMAP: tuple[RGB, ...] = (
    (255, 255, 255),
    (204, 223, 241),
    (132, 186, 219),
    (51, 128, 189),
    (8, 48, 107),
)
NAN_COLOUR: RGB = (170, 170, 170)
_BACKGROUND: RGB = (255, 255, 255)
_INK: RGB = (0, 0, 0)

# 3×5 glyphs, one string of 15 bits per character, row by row.
_GLYPHS: dict[str, str] = {
    "0": "111101101101111",
    "1": "010110010010111",
    "2": "111001111100111",
    "3": "111001111001111",
    "4": "101101111001001",
    "5": "111100111001111",
    "6": "111100111101111",
    "7": "111001001001001",
    "8": "111101111101111",
    "9": "111101111001111",
    ".": "000000000000010",
    "-": "000000111000000",
    "_": "000000000000111",
    ":": "000010000010000",
    "=": "000111000111000",
    "/": "001001010100100",
    "(": "010100100100010",
    ")": "010001001001010",
    "A": "010101111101101",
    "B": "110101110101110",
    "C": "011100100100011",
    "D": "110101101101110",
    "E": "111100110100111",
    "F": "111100110100100",
    "G": "011100101101011",
    "H": "101101111101101",
    "I": "111010010010111",
    "J": "001001001101010",
    "K": "101101110101101",
    "L": "100100100100111",
    "M": "101111111101101",
    "N": "110101101101101",
    "O": "010101101101010",
    "P": "110101110100100",
    "Q": "010101101110011",
    "R": "110101110101101",
    "S": "011100010001110",
    "T": "111010010010010",
    "U": "101101101101111",
    "V": "101101101101010",
    "W": "101101111111101",
    "X": "101101010101101",
    "Y": "101101010010010",
    "Z": "111001010100111",
}
_GLYPH_W, _GLYPH_H = 3, 5


def colour(value: float, vmin: float, vmax: float) -> RGB:
    """The colour of ``value`` on the scale ``[vmin, vmax]`` (clipped; NaN is grey)."""
    if math.isnan(value):
        return NAN_COLOUR
    t = 0.0 if vmax <= vmin else (value - vmin) / (vmax - vmin)
    t = min(1.0, max(0.0, t))
    pos = t * (len(COLORMAP) - 1)
    i = min(int(pos), len(COLORMAP) - 2)
    f = pos - i
    a, b = COLORMAP[i], COLORMAP[i + 1]
    r, g, bl = (round(a[k] + (b[k] - a[k]) * f) for k in range(3))
    return (r, g, bl)


def encode_png(width: int, height: int, rgb: bytes | bytearray) -> bytes:
    """An 8-bit RGB PNG of ``width`` × ``height`` pixels from row-major RGB bytes."""
    if width <= 0 or height <= 0 or len(rgb) != width * height * 3:
        raise ValueError(f"need {width}×{height}×3 bytes of RGB, got {len(rgb)}")
    stride = width * 3
    raw = bytearray()
    for y in range(height):
        raw.append(0)  # filter type None
        raw += rgb[y * stride : (y + 1) * stride]

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(bytes(raw), 9))
        + chunk(b"IEND", b"")
    )


class _Canvas:
    def __init__(self, width: int, height: int) -> None:
        self.width, self.height = width, height
        self.pixels = bytearray(bytes(_BACKGROUND) * (width * height))

    def rect(self, x: int, y: int, w: int, h: int, c: RGB) -> None:
        x0, y0 = max(0, x), max(0, y)
        x1, y1 = min(self.width, x + w), min(self.height, y + h)
        if x1 <= x0 or y1 <= y0:
            return
        row = bytes(c) * (x1 - x0)
        for yy in range(y0, y1):
            start = (yy * self.width + x0) * 3
            self.pixels[start : start + len(row)] = row

    def text(self, x: int, y: int, s: str, scale: int) -> None:
        for ch in s.upper():
            glyph = _GLYPHS.get(ch)
            if glyph is not None:
                for k, bit in enumerate(glyph):
                    if bit == "1":
                        gx, gy = k % _GLYPH_W, k // _GLYPH_W
                        self.rect(x + gx * scale, y + gy * scale, scale, scale, _INK)
            x += (_GLYPH_W + 1) * scale


def _text_width(s: str, scale: int) -> int:
    return max(0, len(s) * (_GLYPH_W + 1) * scale - scale)


def _tick_step(cell: int, label_px: int) -> int:
    """Label every k-th row/column so that labels never overlap."""
    step = 1
    while step * cell < label_px + 5:
        step += 1
    return step


def format_value(v: float) -> str:
    """A short label for a scale end (3 significant digits)."""
    if math.isnan(v):
        return "NAN"
    if v == 0:
        return "0"
    return f"{v:.3g}".upper()


def render_heatmap(
    matrix: Sequence[Sequence[float]],
    vmin: float,
    vmax: float,
    *,
    row_offset: int = 0,
    cell: int | None = None,
    title: str | None = None,
    font_scale: int = 2,
) -> bytes:
    """The PNG bytes of a heatmap of ``matrix`` (rows = layers, columns = heads).

    ``row_offset`` is the index of the first row (when the matrix is a slice of the
    layers); ``cell`` the side of a cell in pixels (default: from 8 to 24, so that a 32×32
    matrix is 512 pixels wide).
    """
    rows = len(matrix)
    cols = len(matrix[0]) if rows else 0
    if rows == 0 or cols == 0 or any(len(r) != cols for r in matrix):
        raise ValueError("the heatmap needs a non-empty rectangular matrix")
    if cell is None:
        cell = max(8, min(24, 512 // max(rows, cols)))
    s = font_scale
    gh = _GLYPH_H * s
    pad = 4 * s
    y_labels = [str(row_offset + i) for i in range(rows)]
    x_labels = [str(j) for j in range(cols)]
    label_w = max(_text_width(t, s) for t in [*y_labels, "LAYER"])
    left = pad + label_w + pad
    top = pad + (gh + pad if title else 0) + gh + pad  # title, then the "LAYER" caption
    grid_w, grid_h = cols * cell, rows * cell
    bar_x = left + grid_w + 3 * pad
    bar_w = max(8, cell)
    lo, hi = format_value(vmin), format_value(vmax)
    right = bar_x + bar_w + pad + max(_text_width(lo, s), _text_width(hi, s)) + pad
    bottom = top + grid_h + pad + gh + pad + gh + pad  # tick labels, then the "HEAD" caption
    width = max(right, left + _text_width(title or "", s) + pad)
    canvas = _Canvas(width, bottom)

    if title:
        canvas.text(pad, pad, title, s)
    canvas.text(pad, top - gh - pad, "LAYER", s)
    for i, row in enumerate(matrix):
        for j, v in enumerate(row):
            canvas.rect(left + j * cell, top + i * cell, cell, cell, colour(float(v), vmin, vmax))
    # Frame around the grid.
    canvas.rect(left - 1, top - 1, grid_w + 2, 1, _INK)
    canvas.rect(left - 1, top + grid_h, grid_w + 2, 1, _INK)
    canvas.rect(left - 1, top - 1, 1, grid_h + 2, _INK)
    canvas.rect(left + grid_w, top - 1, 1, grid_h + 2, _INK)

    ystep = _tick_step(cell, gh)
    for i in range(0, rows, ystep):
        t = y_labels[i]
        canvas.text(left - pad - _text_width(t, s), top + i * cell + (cell - gh) // 2, t, s)
    xstep = _tick_step(cell, max(_text_width(t, s) for t in x_labels))
    for j in range(0, cols, xstep):
        t = x_labels[j]
        canvas.text(left + j * cell + (cell - _text_width(t, s)) // 2, top + grid_h + pad, t, s)
    canvas.text(left + (grid_w - _text_width("HEAD", s)) // 2, top + grid_h + pad + gh + pad, "HEAD", s)

    # Colour bar: vmax at the top, vmin at the bottom.
    for yy in range(grid_h):
        frac = 1.0 - yy / max(1, grid_h - 1)
        canvas.rect(bar_x, top + yy, bar_w, 1, colour(vmin + frac * (vmax - vmin), vmin, vmax))
    canvas.rect(bar_x - 1, top - 1, bar_w + 2, 1, _INK)
    canvas.rect(bar_x - 1, top + grid_h, bar_w + 2, 1, _INK)
    canvas.rect(bar_x - 1, top - 1, 1, grid_h + 2, _INK)
    canvas.rect(bar_x + bar_w, top - 1, 1, grid_h + 2, _INK)
    canvas.text(bar_x + bar_w + pad, top, hi, s)
    canvas.text(bar_x + bar_w + pad, top + grid_h - gh, lo, s)
    return encode_png(canvas.width, canvas.height, canvas.pixels)


def write_heatmap(
    path: str | Path,
    matrix: Sequence[Sequence[float]],
    vmin: float,
    vmax: float,
    *,
    row_offset: int = 0,
    cell: int | None = None,
    title: str | None = None,
) -> Path:
    """Write :func:`render_heatmap`'s PNG to ``path``; returns the path."""
    p = Path(path)
    p.write_bytes(render_heatmap(matrix, vmin, vmax, row_offset=row_offset, cell=cell, title=title))
    return p


def decode_png(data: bytes) -> tuple[int, int, bytes]:
    """``(width, height, rgb)`` of a PNG written by :func:`encode_png` (for tests and checks)."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    pos, width, height, idat = 8, 0, 0, b""
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos : pos + 4])
        kind = data[pos + 4 : pos + 8]
        body = data[pos + 8 : pos + 8 + length]
        (crc,) = struct.unpack(">I", data[pos + 8 + length : pos + 12 + length])
        if zlib.crc32(kind + body) != crc:
            raise ValueError(f"bad CRC in chunk {kind!r}")
        if kind == b"IHDR":
            width, height, depth, ctype = struct.unpack(">IIBB", body[:10])
            if (depth, ctype) != (8, 2):
                raise ValueError("only 8-bit RGB PNGs are read")
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * 3
    out = bytearray()
    for y in range(height):
        line = raw[y * (stride + 1) : (y + 1) * (stride + 1)]
        if line[0] != 0:
            raise ValueError("only unfiltered PNG rows are read")
        out += line[1:]
    return width, height, bytes(out)
