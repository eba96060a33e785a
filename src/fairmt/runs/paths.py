"""Checks on the paths a run will write, made before anything is loaded, and atomic writes.

A run that would fail to write its output or summary must say so before a model is loaded
or a corpus aligned: :func:`check_output` and :func:`check_summary` look at the paths only
(nothing is created). Summaries and other small files are written whole or not at all
(:func:`write_text_atomic`: a temporary file in the same folder, fsync, rename).
"""

from __future__ import annotations

import json
import os
import stat
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from fairmt.errors import OutputError, UsageError

__all__ = ["STDOUT", "check_output", "check_summary", "is_stdout", "write_json_atomic", "write_text_atomic"]

#: The path that means standard output (no resume, no lock).
STDOUT = "-"


def is_stdout(path: str | os.PathLike[str] | None) -> bool:
    return path is None or str(path) == STDOUT


def _same_file(a: Path, b: str) -> bool:
    if b == STDOUT:
        return False
    try:
        return a.resolve() == Path(b).resolve() or (
            a.exists() and Path(b).exists() and os.path.samefile(a, b)
        )
    except OSError:
        return False


def _check_folder(path: Path, option: str) -> None:
    parent = path.parent if str(path.parent) else Path(".")
    if not parent.exists():
        raise UsageError(f"{option} {path}: the folder {parent} does not exist")
    if not parent.is_dir():
        raise UsageError(f"{option} {path}: {parent} is not a folder")
    if not os.access(parent, os.W_OK | os.X_OK):
        raise UsageError(f"{option} {path}: the folder {parent} is not writable")


def check_output(
    path: str | os.PathLike[str], inputs: Sequence[str] = (), *, option: str = "--output"
) -> None:
    """Refuse an output a resumable run cannot own, before anything runs.

    Refused: a folder, a device, a FIFO or socket (``/dev/full``, ``/dev/stdout``: a
    resumable output is re-read and truncated, which needs a regular file; ``-`` writes to
    standard output without resume), a missing or read-only folder, a read-only file, and
    a path that is one of the ``inputs``.
    """
    if is_stdout(path):
        return
    p = Path(path)
    for inp in inputs:
        if _same_file(p, str(inp)):
            raise UsageError(f"{option} {p} is the input file; choose another output")
    try:
        st = p.stat()
    except FileNotFoundError:
        st = None
    except OSError as e:
        raise UsageError(f"{option} {p}: {e.strerror}") from None
    if st is not None:
        if stat.S_ISDIR(st.st_mode):
            raise UsageError(f"{option} {p} is a folder; give a file path")
        if not stat.S_ISREG(st.st_mode):
            raise UsageError(
                f"{option} {p} is not a regular file (a device, FIFO or socket); a resumable output "
                f"must be a regular file; use '-' to write to standard output"
            )
        if not os.access(p, os.W_OK):
            raise UsageError(f"{option} {p} is not writable")
    _check_folder(p, option)


def check_summary(path: str | os.PathLike[str] | None, *, option: str = "--summary") -> None:
    """Refuse a summary path that cannot be written (a folder, a missing or read-only folder)."""
    if path is None or is_stdout(path):
        return
    p = Path(path)
    if p.is_dir():
        raise UsageError(f"{option} {p} is a folder; give a file path")
    if p.exists() and not os.access(p, os.W_OK):
        raise UsageError(f"{option} {p} is not writable")
    _check_folder(p, option)


def write_text_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` whole or not at all (temporary file, fsync, rename)."""
    p = Path(path)
    try:
        fd, tmp = tempfile.mkstemp(
            prefix=f".{p.name}.", suffix=".tmp", dir=p.parent if str(p.parent) else "."
        )
    except OSError as e:
        raise OutputError(f"cannot write {p}: {e.strerror or e}") from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, p)
    except OSError as e:
        Path(tmp).unlink(missing_ok=True)
        raise OutputError(
            f"cannot write {p}: {e.strerror or e} (the previous file, if any, is unchanged)"
        ) from None
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_json_atomic(path: str | os.PathLike[str], obj: Any, *, indent: int | None = 2) -> None:
    """:func:`write_text_atomic` of ``obj`` as JSON (one trailing newline)."""
    write_text_atomic(path, json.dumps(obj, ensure_ascii=False, indent=indent) + "\n")
