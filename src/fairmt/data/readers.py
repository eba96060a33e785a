"""Readers for the translation-file formats people have.

* ``mt_gender``: ``source ||| target`` per line (WinoMT's saved translations).
* ``tsv``: ``source <TAB> target`` per line; an optional header ``source<TAB>target``
  (or ``src``/``mt``) is skipped. Quoting is not interpreted.
* ``jsonl``: one object per line with the source under ``source``/``src`` and the
  translation under ``target``/``translation``/``mt``/``tgt``/``hyp``.
* ``plain``: the translation only, line-parallel to the challenge set.

Every problem raises :class:`~fairmt.errors.DataError` naming the file and 1-based line.

Also the project's one JSONL reader, :func:`iter_jsonl` (every JSON Lines input goes through
it), and :func:`split_lines`, the one way text is cut into lines: on ``"\n"`` only.
``str.splitlines()`` is never used on data: it also splits on U+2028, U+2029, U+0085,
``\v``, ``\f`` and ``\x1c``-``\x1e``, which JSON writers (``ensure_ascii=False``) and
corpora leave raw inside a line, so it would cut a record in two and shift every line
number after it.
"""

from __future__ import annotations

import io
import logging
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fairmt.data.json_input import parse_json
from fairmt.data.sanity import placeholder_warning
from fairmt.errors import DataError, UsageError
from fairmt.registry import did_you_mean

FORMATS = ("auto", "mt_gender", "tsv", "jsonl", "plain")
SEPARATOR = " ||| "
_SOURCE_KEYS = ("source", "src")
_TARGET_KEYS = ("target", "translation", "mt", "tgt", "hyp")
log = logging.getLogger(__name__)
_TSV_HEADERS = (["source", "target"], ["source", "translation"], ["src", "mt"])


@dataclass(frozen=True)
class TranslationRow:
    """One translation. ``line`` is 1-based in its file; ``source`` is None for plain files."""

    line: int
    source: str | None
    target: str


@dataclass(frozen=True)
class TranslationFile:
    path: str
    format: str
    rows: tuple[TranslationRow, ...]
    sha256: str

    @property
    def has_sources(self) -> bool:
        return bool(self.rows) and self.rows[0].source is not None


def _decode(data: bytes, path: str) -> str:
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data[: e.start].count(b"\n") + 1
        raise DataError(f"not valid UTF-8 ({e.reason} at byte {e.start})", path, line) from None
    nul = data.find(b"\x00")
    if nul >= 0:
        # A NUL is never text: a binary file, or a corrupted one. Tokenizers would glue the
        # words around it ("The\x00doctor") and lose what they say, silently.
        line = data[:nul].count(b"\n") + 1
        raise DataError("contains a NUL character (U+0000): a binary or corrupted file?", path, line)
    return text.removeprefix("\ufeff")


@dataclass(frozen=True)
class TextInput:
    """A text input read whole: its display name, raw bytes and lines (no final newline, no CR)."""

    name: str
    data: bytes
    lines: list[str]


def read_text_input(path: str | Path, what: str = "an input file") -> TextInput:
    """Read ``path`` (``"-"`` = standard input) as UTF-8 lines.

    A missing file, a folder (``what`` names what was expected) or invalid UTF-8 raises
    :class:`DataError` naming the file (and the line for bad UTF-8); a BOM is dropped.
    """
    name = str(path)
    if name == "-":
        stdin_bytes = getattr(sys.stdin, "buffer", None)
        data = stdin_bytes.read() if stdin_bytes is not None else sys.stdin.read().encode("utf-8")
        name = "<stdin>"
    else:
        try:
            data = Path(path).read_bytes()
        except FileNotFoundError:
            raise DataError("file not found", name) from None
        except IsADirectoryError:
            raise DataError(f"is a folder, not {what}", name) from None
        except OSError as e:
            raise DataError(f"cannot read ({e.strerror})", name) from None
    return TextInput(name, data, split_lines(_decode(data, name)))


def split_lines(text: str) -> list[str]:
    """The lines of ``text``: split on ``"\n"`` only, a ``"\r"`` before it dropped.

    A final newline (or its absence) makes no empty last line. Never ``str.splitlines()``
    (see the module doc).
    """
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return [ln.removesuffix("\r") for ln in lines]


def iter_jsonl(
    lines: str | Iterable[str],
    where: str | Path | None,
    *,
    skip_blank: bool = False,
    objects: bool = True,
    first_line: int = 1,
    allow_nan: bool = False,
) -> Iterator[tuple[int, Any]]:
    """``(line number, value)`` for each record of JSON Lines, in order.

    ``lines`` is the whole text (cut with :func:`split_lines`) or lines already cut (their
    trailing ``"\r"``/``"\n"`` is ignored). ``where`` names the file in errors; line numbers
    start at ``first_line``. A BOM before the first record is dropped. ``NaN``/``Infinity`` are
    refused unless ``allow_nan`` (see :func:`fairmt.data.json_input.parse_json`).

    Raises :class:`DataError` naming the file and line for invalid JSON, a value that is not
    an object (unless ``objects=False``) and an empty line (unless ``skip_blank``: a
    hand-written file may separate records by blank lines; an output the program wrote does
    not). Being a generator, it stops at the first bad line after yielding the good ones
    before it.
    """
    seq = split_lines(lines) if isinstance(lines, str) else lines
    for n, raw in enumerate(seq, start=first_line):
        ln = raw.rstrip("\n").removesuffix("\r")
        if n == first_line:
            ln = ln.removeprefix("\ufeff")
        if not ln.strip():
            if skip_blank:
                continue
            raise DataError("empty line (JSONL needs one object per line)", where, n)
        obj = parse_json(ln, where, n, allow_nan=allow_nan)
        if objects and not isinstance(obj, dict):
            raise DataError(f"expected a JSON object, found {_json_kind(obj)}", where, n)
        yield n, obj


def _json_kind(value: Any) -> str:
    if isinstance(value, list):
        return "an array"
    if isinstance(value, str):
        return "a string"
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    return "a number"


def detect_format(first_line: str, path: str = "") -> str:
    if path.endswith(".jsonl") or first_line.lstrip().startswith("{"):
        return "jsonl"
    if SEPARATOR in first_line or first_line.endswith(" |||"):
        return "mt_gender"
    if "\t" in first_line or path.endswith(".tsv"):
        return "tsv"
    return "plain"


def read_translations(
    path: str | Path, fmt: str = "auto", *, allow_empty_source: bool = False
) -> TranslationFile:
    """Read a translation file (``"-"`` reads standard input).

    ``allow_empty_source`` accepts rows whose source is empty (QE scores them; WinoMT
    cannot join them to the challenge set, so it refuses them).
    """
    import hashlib

    if fmt not in FORMATS:
        raise UsageError(
            f"unknown translation format {fmt!r}; known: {', '.join(FORMATS)}."
            + did_you_mean(fmt, list(FORMATS))
        )
    inp = read_text_input(path, "a translation file")
    name, data, lines = inp.name, inp.data, inp.lines
    if not any(ln.strip() for ln in lines):
        raise DataError("the file is empty", name)
    if fmt == "auto":
        fmt = detect_format(lines[0], name)
    parse = {"mt_gender": _parse_mt_gender, "tsv": _parse_tsv, "jsonl": _parse_jsonl, "plain": _parse_plain}[
        fmt
    ]
    rows = parse(lines, name)
    if not allow_empty_source:
        for r in rows:
            if r.source is not None and not r.source:
                raise DataError("empty source sentence", name, r.line)
    odd = placeholder_warning([r.target for r in rows])
    if odd:
        log.warning("%s: %s", name, odd)
    return TranslationFile(name, fmt, tuple(rows), hashlib.sha256(data).hexdigest())


def _parse_mt_gender(lines: list[str], path: str) -> list[TranslationRow]:
    rows = []
    for n, ln in enumerate(lines, start=1):
        if ln.endswith(" |||"):
            ln += " "  # empty translation
        parts = ln.split(SEPARATOR)
        if len(parts) != 2:
            found = "no" if len(parts) == 1 else str(len(parts) - 1)
            raise DataError(
                f"expected 'source ||| target' (one ' ||| ' separator), found {found} separator(s)", path, n
            )
        src, tgt = parts
        rows.append(TranslationRow(n, src.strip(), tgt.strip()))
    return rows


def _parse_tsv(lines: list[str], path: str) -> list[TranslationRow]:
    rows = []
    for n, ln in enumerate(lines, start=1):
        fields = ln.split("\t")
        if n == 1 and [f.strip().lower() for f in fields[:2]] in _TSV_HEADERS:
            continue
        if len(fields) != 2:
            raise DataError(f"expected 2 tab-separated fields (source, target), found {len(fields)}", path, n)
        rows.append(TranslationRow(n, fields[0].strip(), fields[1].strip()))
    return rows


def _parse_jsonl(lines: list[str], path: str) -> list[TranslationRow]:
    rows = []
    for n, obj in iter_jsonl(lines, path):
        src = next((obj[k] for k in _SOURCE_KEYS if k in obj), None)
        tgt = next((obj[k] for k in _TARGET_KEYS if k in obj), None)
        if not isinstance(tgt, str):
            raise DataError(f"no string translation under any of {', '.join(_TARGET_KEYS)}", path, n)
        if src is not None and not isinstance(src, str):
            raise DataError("the source is not a string", path, n)
        rows.append(TranslationRow(n, src.strip() if src is not None else None, tgt.strip()))
    has = {r.source is not None for r in rows}
    if len(has) > 1:
        first = next(r.line for r in rows if r.source is None)
        raise DataError("some lines have a source and others not", path, first)
    return rows


def _parse_plain(lines: list[str], path: str) -> list[TranslationRow]:
    return [TranslationRow(n, None, ln.strip()) for n, ln in enumerate(lines, start=1)]


def write_mt_gender(pairs: list[tuple[str, str]]) -> str:
    """Render pairs in mt_gender's ``source ||| target`` format."""
    buf = io.StringIO()
    for s, t in pairs:
        buf.write(f"{s}{SEPARATOR}{t}\n")
    return buf.getvalue()
