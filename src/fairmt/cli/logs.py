"""The command line's log output on stderr: levels from ``-v``/``-q``, repeated warnings folded.

A file with 130 untranslated lines logs 130 warnings of one kind ("%s line %d has no
translation in %s: %s"); printed one by one they bury everything else (``winomt-batch`` over
the saved translations printed 136 such lines, 7,050 with ``--max-missing 1``). The
:class:`FoldingHandler` prints the first warning of each kind as it happens (a long run
shows it at once), counts the later ones, and when the command ends prints one line per
folded kind: the first message again with "(and N more like it)". A *kind* is the logger,
the level and the message template (``record.msg`` before its arguments are filled in), so
warnings that differ only in a line number or a file name fold together, and different
warnings never do. At ``-vv`` nothing is folded.

Lines go through ``tqdm.write`` when tqdm has been loaded (a progress bar may be on
stderr), so a warning does not cut a bar in two.
"""

from __future__ import annotations

import logging
import sys
from typing import TextIO

FORMAT = "fairmt: %(levelname)s: %(message)s"


def level_for(verbose: int, quiet: bool) -> int:
    """The root log level: warnings by default, info at ``-v``, debug at ``-vv``; ``-q`` keeps warnings."""
    if quiet:
        return logging.WARNING
    return logging.WARNING - 10 * min(max(verbose, 0), 2)


class FoldingHandler(logging.Handler):
    """Writes records to stderr, folding warnings of the same kind after the first (see the module)."""

    def __init__(self, stream: TextIO | None = None, *, fold: bool = True) -> None:
        super().__init__()
        self._stream = stream
        self.fold = fold
        #: kind -> (first formatted line, how many more were held back), in first-seen order.
        self._folded: dict[tuple[str, int, str], tuple[str, int]] = {}
        self.setFormatter(logging.Formatter(FORMAT))

    @property
    def stream(self) -> TextIO:
        # Looked up at each write, so that a replaced sys.stderr (tests, redirection) is used.
        return self._stream if self._stream is not None else sys.stderr

    def emit(self, record: logging.LogRecord) -> None:
        try:
            line = self.format(record)
            if self.fold and record.levelno >= logging.WARNING:
                kind = (record.name, record.levelno, str(record.msg))
                seen = self._folded.get(kind)
                if seen is not None:
                    self._folded[kind] = (seen[0], seen[1] + 1)
                    return
                self._folded[kind] = (line, 0)
            self._write(line)
        except Exception:
            self.handleError(record)

    def flush_folded(self) -> None:
        """Print one line per folded kind with its count, and forget them."""
        folded, self._folded = self._folded, {}
        for line, more in folded.values():
            if more:
                self._write(f"{line} (and {more} more like it)")

    def _write(self, line: str) -> None:
        tqdm_module = sys.modules.get("tqdm")
        if tqdm_module is not None:
            tqdm_module.tqdm.write(line, file=self.stream)
        else:
            self.stream.write(line + "\n")
            self.stream.flush()


def install(verbose: int, quiet: bool) -> tuple[FoldingHandler, int]:
    """Put a :class:`FoldingHandler` on the root logger; returns it and the previous root level.

    :func:`uninstall` undoes it (``main`` may be called many times in one process, by tests).
    """
    root = logging.getLogger()
    handler = FoldingHandler(fold=verbose < 2)
    previous = root.level
    root.setLevel(level_for(verbose, quiet))
    root.addHandler(handler)
    return handler, previous


def uninstall(handler: FoldingHandler, previous_level: int) -> None:
    """Print the folded warnings, take the handler off the root logger and restore its level."""
    try:
        handler.flush_folded()
    finally:
        root = logging.getLogger()
        root.removeHandler(handler)
        root.setLevel(previous_level)
