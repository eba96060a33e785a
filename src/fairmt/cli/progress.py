"""How the command line shows the progress of long jobs (:mod:`fairmt.progress`), always on stderr.

:func:`make_progress` chooses from the global options and the stream:

* ``-q``: nothing (:class:`~fairmt.progress.NullProgress`);
* stderr is a terminal: a tqdm bar per task (:class:`BarProgress`), plus the per-chunk lines
  above it at ``-v``;
* stderr is not a terminal (a log file, a pipe, CI): one line per chunk, shard or file at
  ``-v`` (:class:`LineProgress`), nothing without it, so that redirected stderr holds only
  warnings and errors unless more was asked for.

stdout never receives progress: it carries results that scripts parse. tqdm (MPL-2.0 and
MIT) is imported only when a bar is made, so ``fairmt --help`` and quiet or redirected runs
do not load it.
"""

from __future__ import annotations

import argparse
import sys
import time
from typing import Any, TextIO

from fairmt.progress import NULL_PROGRESS, Progress


class BarProgress(Progress):
    """A tqdm bar on ``stream`` per task; notes are written above it when ``show_notes``."""

    def __init__(self, stream: TextIO, *, show_notes: bool = False) -> None:
        self.stream = stream
        self.show_notes = show_notes
        self._bar: Any = None
        self._desc = ""

    def start(self, total: int | None, desc: str) -> None:
        from tqdm import tqdm

        self.close()
        self._desc = desc
        self._bar = tqdm(total=total, desc=desc, file=self.stream, dynamic_ncols=True, leave=True)

    def update(self, n: int = 1) -> None:
        if self._bar is not None:
            self._bar.update(n)

    def note(self, message: str) -> None:
        if not self.show_notes:
            return
        from tqdm import tqdm

        # tqdm.write clears the bar, writes the line and redraws the bar below it.
        tqdm.write(_line(self._desc, message), file=self.stream)

    def close(self) -> None:
        if self._bar is not None:
            self._bar.close()
            self._bar = None


class LineProgress(Progress):
    """Plain lines for a stream that is not a terminal: one per note, one when a task ends."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self._desc = ""
        self._total: int | None = None
        self._done = 0
        self._t0: float | None = None

    def start(self, total: int | None, desc: str) -> None:
        self.close()
        self._desc, self._total, self._done, self._t0 = desc, total, 0, time.perf_counter()

    def update(self, n: int = 1) -> None:
        self._done += n

    def note(self, message: str) -> None:
        self._write(_line(self._desc, message))

    def close(self) -> None:
        if self._t0 is None:
            return
        seconds = time.perf_counter() - self._t0
        of = "" if self._total is None else f"/{self._total}"
        # A task closed short of its total was cut off (an error, Ctrl-C): not "done".
        state = "stopped at" if self._total is not None and self._done < self._total else "done,"
        self._write(_line(self._desc, f"{state} {self._done}{of} in {seconds:.1f} s"))
        self._t0 = None

    def _write(self, line: str) -> None:
        self.stream.write(line + "\n")
        self.stream.flush()


def _line(desc: str, message: str) -> str:
    return f"fairmt: {desc}: {message}" if desc else f"fairmt: {message}"


def _is_terminal(stream: TextIO) -> bool:
    isatty = getattr(stream, "isatty", None)
    try:
        return bool(isatty()) if isatty is not None else False
    except (ValueError, OSError):  # a closed or detached stream
        return False


def make_progress(args: argparse.Namespace, stream: TextIO | None = None) -> Progress:
    """The progress display for a command run with ``args`` (``-q``/``-v``), on ``stream`` (stderr)."""
    out = sys.stderr if stream is None else stream
    if getattr(args, "quiet", False):
        return NULL_PROGRESS
    verbose = int(getattr(args, "verbose", 0) or 0)
    if _is_terminal(out):
        return BarProgress(out, show_notes=verbose > 0)
    if verbose > 0:
        return LineProgress(out)
    return NULL_PROGRESS
