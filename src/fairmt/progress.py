"""Progress reporting for long jobs: what library code calls, never how it is shown.

Library functions that can take more than a few seconds accept an optional ``progress``
argument (a :class:`Progress`) and report through it; the default, :class:`NullProgress`,
shows nothing, so library code never prints. The command line picks the implementation
(``fairmt.cli.progress.make_progress``: a bar when stderr is a terminal, one line per chunk
at ``-v`` otherwise, nothing with ``-q``), and any caller may pass its own.

The protocol is four calls, made in this order for each *task* (one bar)::

    progress.start(total=len(items), desc="qe score")   # total may be None: unknown
    for chunk in chunks:
        ...                                               # the work
        progress.update(len(chunk))                       # units done since the last update
        progress.note(f"items {done}/{total}")            # optional: one line about the chunk
    progress.close()

A :class:`Progress` may be used for several tasks one after the other (``start`` after
``close``); ``start`` while a task is open closes it first, and ``close`` without an open
task does nothing, so a caller that fails half-way can always ``close`` in a ``finally``.
:func:`task` wraps the pair as a context manager. Units are whatever the caller counts
(items, pairs, sentences, files); ``desc`` says what they are.

Why not a callback or tqdm itself: library code must stay silent and light (``import
fairmt`` does not import tqdm), and a four-method object is easy to fake in tests and to
forward from Ray workers or any other executor.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterator
from contextlib import contextmanager

__all__ = ["NULL_PROGRESS", "NullProgress", "Progress", "or_null", "task"]


class Progress(ABC):
    """Receives the progress of a long job (see the module docstring for the call order)."""

    @abstractmethod
    def start(self, total: int | None, desc: str) -> None:
        """Begin a task of ``total`` units (``None``: unknown), described by ``desc``."""

    @abstractmethod
    def update(self, n: int = 1) -> None:
        """``n`` more units of the current task are done."""

    @abstractmethod
    def note(self, message: str) -> None:
        """One line about a finished chunk, shard or file (shown only where lines are wanted)."""

    @abstractmethod
    def close(self) -> None:
        """End the current task (nothing if none is open)."""


class NullProgress(Progress):
    """Shows nothing: the default of every library function."""

    def start(self, total: int | None, desc: str) -> None:
        return None

    def update(self, n: int = 1) -> None:
        return None

    def note(self, message: str) -> None:
        return None

    def close(self) -> None:
        return None


#: The shared silent instance (it holds no state).
NULL_PROGRESS = NullProgress()


def or_null(progress: Progress | None) -> Progress:
    """``progress``, or the silent :data:`NULL_PROGRESS` when it is ``None``."""
    return NULL_PROGRESS if progress is None else progress


@contextmanager
def task(progress: Progress | None, total: int | None, desc: str) -> Iterator[Progress]:
    """``start`` a task, yield the progress, and ``close`` it however the block ends."""
    p = or_null(progress)
    p.start(total, desc)
    try:
        yield p
    finally:
        p.close()
